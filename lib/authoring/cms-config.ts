/**
 * The CMS's configuration (Decap CMS's `config.yml`, served by `pages/api/admin/[...path].ts`),
 * built from the content model rather than written by hand: its collections mirror `content/`
 * (docs in nested folders, the docs folders' `_category_.json`, blog posts, standalone pages,
 * `home.json`, the search synonyms; posts pick authors from `authors.yml`), and every front-matter
 * field is typed from the table the content check uses (`cms-fields.ts`), so the form refuses what
 * the publish would refuse.
 *
 * Bodies are edited in the markdown widget's source mode (`modes: [raw]`) with our own preview
 * beside it: the rich-text mode re-serialises the whole body through remark, which rewrites
 * admonitions, MDX components and code-block meta (see `source-formats.ts`).
 */
import type { CmsBackend } from './cms-backend'
import { bodyField, DOC_FIELDS, frontMatterField, PAGE_FIELDS, postFields } from './cms-fields'
import { CMS_FORMATS, LIST_KEY } from './data-keys'

export interface CmsConfigInput {
  backend: CmsBackend
  /** The site's base path (`/3.5.6`). */
  basePath: string
  /** The docs folders under `content/docs`, relative to it (`server`, `server/notifications`). */
  docFolders: string[]
  /** The keys of `content/blog/authors.yml`. */
  authorKeys: string[]
  /** Where the site's logo is, for the login screen. */
  logoPath: string
}

/** A docs collection for one extension: the CMS lists one extension per folder collection. */
function docsCollection(extension: 'md' | 'mdx') {
  return {
    name: extension === 'md' ? 'docs' : 'docs-mdx',
    label: extension === 'md' ? 'Docs' : 'Docs with components (.mdx)',
    label_singular: 'Doc',
    description:
      extension === 'md'
        ? 'Doc pages in Markdown. Folders are sidebar categories; the sidebar position orders pages within one.'
        : 'Doc pages that use components (tabs, property tables, cards). Same fields as Docs.',
    folder: 'content/docs',
    extension,
    format: CMS_FORMATS.markdown,
    create: true,
    // Nested folders; a new doc is named after its title in the folder chosen as its path.
    nested: { depth: 10, subfolders: false },
    meta: {
      path: {
        widget: 'string',
        label: 'Folder',
        hint: 'The folder under docs, for example server/notifications',
      },
    },
    identifier_field: 'title',
    summary: '{{title}}',
    sortable_fields: ['title', 'sidebar_position'],
    media_folder: '',
    public_folder: '',
    fields: [...DOC_FIELDS.map((name) => frontMatterField(name)), bodyField],
  }
}

function categoriesCollection(docFolders: string[]) {
  return {
    name: 'categories',
    label: 'Sidebar categories',
    description: "Each docs folder's label and position in the sidebar (its _category_.json).",
    format: CMS_FORMATS.json,
    files: docFolders.map((folder) => ({
      name: `category-${folder.replace(/[^a-z0-9]+/gi, '-')}`,
      label: `docs/${folder}`,
      file: `content/docs/${folder}/_category_.json`,
      fields: [
        { name: 'label', label: 'Label', widget: 'string', required: true },
        {
          name: 'position',
          label: 'Position',
          widget: 'number',
          value_type: 'float',
          required: false,
          hint: 'Lower numbers come first.',
        },
        { name: 'collapsed', label: 'Collapsed at first', widget: 'boolean', required: false },
        { name: 'collapsible', label: 'Collapsible', widget: 'boolean', required: false },
      ],
    })),
  }
}

function settingsCollection() {
  const action = (name: string, label: string) => ({
    name,
    label,
    widget: 'object',
    fields: [
      { name: 'label', label: 'Text', widget: 'string' },
      { name: 'href', label: 'Link', widget: 'string' },
    ],
  })
  return {
    name: 'site',
    label: 'Home page and search',
    files: [
      {
        name: 'home',
        label: 'Home page',
        file: 'content/home.json',
        format: CMS_FORMATS.json,
        fields: [
          action('primaryAction', 'Main button'),
          action('secondaryAction', 'Second button'),
          {
            name: 'intro',
            label: 'Introduction',
            widget: 'object',
            fields: [
              { name: 'title', label: 'Heading', widget: 'string' },
              { name: 'text', label: 'Text', widget: 'text' },
            ],
          },
          // The rest of the file is kept as it is; edit it in the repository.
        ],
      },
      {
        name: 'synonyms',
        label: 'Search synonyms',
        file: 'content/search/synonyms.json',
        format: CMS_FORMATS.json,
        fields: [
          {
            name: LIST_KEY,
            label: 'Synonym sets',
            label_singular: 'synonym set',
            widget: 'list',
            summary: '{{fields.synonyms}}',
            fields: [
              {
                name: 'objectID',
                label: 'Id',
                widget: 'string',
                pattern: ['^[a-z0-9-]+$', 'Lower-case letters, digits and dashes'],
              },
              { name: 'type', label: 'Type', widget: 'select', options: ['synonym'], default: 'synonym' },
              { name: 'synonyms', label: 'Words that mean the same', widget: 'list', min: 2 },
            ],
          },
        ],
      },
    ],
  }
}

/** The CMS configuration for these folders and this backend. */
export function cmsConfig(input: CmsConfigInput): Record<string, unknown> {
  const { backend, basePath } = input
  return {
    backend: backend.config,
    ...(backend.editorialWorkflow ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: `${basePath}/`,
    display_url: `${basePath}/`,
    logo: { src: input.logoPath },
    // Uploads from a page land beside it (each collection's media_folder ''); the shared library
    // is the site's images, which reach readers with the next build.
    media_folder: 'public/img',
    public_folder: '/img',
    // The admin page hands this object to CMS.init; there is no config.yml to fetch.
    load_config_file: false,
    collections: [
      docsCollection('md'),
      docsCollection('mdx'),
      categoriesCollection(input.docFolders),
      {
        name: 'blog',
        label: 'Blog',
        label_singular: 'Post',
        folder: 'content/blog',
        extension: 'md',
        format: CMS_FORMATS.markdown,
        create: true,
        // A post is a file, or a folder with index.md and its images (Docusaurus's two forms).
        nested: { depth: 2, subfolders: false },
        meta: {
          path: {
            widget: 'string',
            label: 'Folder',
            hint: 'Empty for a one-file post; a folder name to keep images beside it',
          },
        },
        slug: '{{year}}-{{month}}-{{day}}-{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{filename}})',
        sortable_fields: ['title', 'date'],
        media_folder: '',
        public_folder: '',
        fields: postFields(input.authorKeys),
      },
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'Page',
        description: 'Standalone pages outside the docs (FAQ, legal notice, privacy).',
        folder: 'content/pages',
        extension: 'md',
        format: CMS_FORMATS.markdown,
        create: true,
        identifier_field: 'title',
        summary: '{{title}}',
        media_folder: '',
        public_folder: '',
        fields: [...PAGE_FIELDS.map((name) => frontMatterField(name)), bodyField],
      },
      settingsCollection(),
    ],
  }
}
