import fs from 'node:fs'
import path from 'node:path'
import { defineDocumentType, makeSource } from 'contentlayer2/source-files'
import rehypePrettyCode from 'rehype-pretty-code'
import rehypeSlug from 'rehype-slug'
import { parseAuthorsFile, resolveAuthors, type AuthorMap } from './lib/content/blog-authors'
import { locatePost, tagRoute } from './lib/content/blog-paths'
import { titleOf } from './lib/content/front-matter'
import { remarkPlugins } from './lib/content/parse'
import { CONTENT_DIR, CONTENT_DIR_EXCLUDE, DOCUMENT_PATTERNS } from './lib/content/document-types'
import { firstPageHeading } from './lib/content/page-heading'
import { docMarkdownTemplate } from './lib/content/markdown-template'
import { locateDoc } from './lib/content/paths'
import { readingTimeMinutes } from './lib/content/reading-time'
import { remarkContentAssets } from './lib/content/remark-content-assets'
import { remarkDocFileLinks } from './lib/content/remark-doc-file-links'
import { remarkMermaid } from './lib/content/remark-mermaid'
import { remarkTocExport } from './lib/content/remark-toc-export'
import { remarkThemeImports, themeModuleGlobals } from './lib/content/theme-imports'
import { hasTruncateMarker } from './lib/content/truncate'
import { rehypeCodeBlocks } from './lib/content/rehype-code-blocks'
import { rehypeCodeCopy } from './lib/content/rehype-code-copy'
import { rehypeCodeFigureHtml } from './lib/content/rehype-code-figure-html'
import { rehypeCodeTokens, type CodeThemes } from './lib/content/rehype-code-tokens'
import { rehypeHeadingAnchors } from './lib/content/rehype-heading-anchors'
import { getRememberingHighlighter } from './lib/content/highlight-memo'
import { remarkCompiledTreeFacts } from './lib/content/remark-compiled-tree-facts'
import { loadPropertyData, loadPropertyDescriptions } from './lib/content/property-store'
import { propertyTableSize } from './lib/content/property-table-size'
import { rehypeSectionBodies } from './lib/content/rehype-section-bodies'
import type { ComponentSize } from './lib/content/section-size'
import { extractToc } from './lib/content/toc'
import { siteConfig } from './site.config'

const AUTHORS_FILE = path.join(process.cwd(), CONTENT_DIR, 'blog', 'authors.yml')

interface RawDoc {
  _raw: { sourceFilePath: string; sourceFileName: string; flattenedPath: string }
  body: { raw: string }
  title?: string
  slug?: string
  id?: string
  sidebar_position?: number
  toc_min_heading_level?: number
  toc_max_heading_level?: number
}

/** Path below content/docs, with number prefixes (`server/10-Events.mdx`). */
const docRelativePath = (doc: RawDoc) => doc._raw.sourceFilePath.replace(/^docs\//, '')
const docLocation = (doc: RawDoc) => locateDoc(docRelativePath(doc), doc.slug, doc.id)

/** The table of contents range: the site's, narrowed or widened by `toc_min/max_heading_level`. */
const tocRangeOf = (doc: RawDoc) => ({
  minHeadingLevel: doc.toc_min_heading_level ?? siteConfig.tableOfContents.minHeadingLevel,
  maxHeadingLevel: doc.toc_max_heading_level ?? siteConfig.tableOfContents.maxHeadingLevel,
})

/** authors.yml, read again when it changes (a publisher in watch mode keeps this module loaded). */
let authorCache: { mtimeMs: number; authors: AuthorMap } | undefined
function blogAuthors(): AuthorMap {
  if (!fs.existsSync(AUTHORS_FILE)) return {}
  const { mtimeMs } = fs.statSync(AUTHORS_FILE)
  if (authorCache?.mtimeMs !== mtimeMs)
    authorCache = { mtimeMs, authors: parseAuthorsFile(fs.readFileSync(AUTHORS_FILE, 'utf8')) }
  return authorCache.authors
}

interface RawPost extends RawDoc {
  date?: string
  authors?: unknown
  author?: unknown
  tags?: unknown
}

const postRelativePath = (post: RawPost) => post._raw.sourceFilePath.replace(/^blog\//, '')
const postLocation = (post: RawPost) => locatePost(postRelativePath(post), post)

function requirePostDate(post: RawPost): string {
  const date = postLocation(post).date
  if (!date) {
    throw new Error(
      `${CONTENT_DIR}/${post._raw.sourceFilePath}: no date (name the file or folder YYYY-MM-DD-title, or add front matter "date")`,
    )
  }
  return date
}

/** Tag labels of a post: strings, or `{ label }` objects as Docusaurus allows. */
function postTags(post: RawPost): Array<{ label: string; route: string }> {
  const raw = Array.isArray(post.tags) ? post.tags : []
  return raw
    .map((tag) => (typeof tag === 'string' ? tag : typeof tag?.label === 'string' ? tag.label : undefined))
    .filter((label): label is string => typeof label === 'string' && label.trim() !== '')
    .map((label) => ({ label, route: tagRoute(label) }))
}

function requireTitle(doc: RawDoc): string {
  const title = titleOf({ title: doc.title }, doc.body.raw)
  if (!title)
    throw new Error(
      `${CONTENT_DIR}/${doc._raw.sourceFilePath}: no title (add front matter "title" or a "# Heading")`,
    )
  return title
}

/** Front matter both docs and pages accept (Docusaurus names). */
const commonFields = {
  title: { type: 'string', required: false },
  description: { type: 'string', required: false },
  hide_title: { type: 'boolean', required: false },
  hide_table_of_contents: { type: 'boolean', required: false },
  toc_min_heading_level: { type: 'number', required: false },
  toc_max_heading_level: { type: 'number', required: false },
  draft: { type: 'boolean', required: false },
  unlisted: { type: 'boolean', required: false },
  keywords: { type: 'list', of: { type: 'string' }, required: false },
  image: { type: 'string', required: false },
} as const

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: DOCUMENT_PATTERNS.Doc,
  contentType: 'mdx',
  fields: {
    ...commonFields,
    id: { type: 'string', required: false },
    sidebar_label: { type: 'string', required: false },
    sidebar_position: { type: 'number', required: false },
    sidebar_class_name: { type: 'string', required: false },
    slug: { type: 'string', required: false },
    sidebar_custom_props: { type: 'json', required: false },
    pagination_next: { type: 'json', required: false },
    pagination_prev: { type: 'json', required: false },
    last_update: { type: 'json', required: false },
  },
  computedFields: {
    docId: { type: 'string', resolve: (doc) => docLocation(doc as RawDoc).id },
    route: { type: 'string', resolve: (doc) => docLocation(doc as RawDoc).route },
    relativePath: { type: 'string', resolve: (doc) => docRelativePath(doc as RawDoc) },
    isCategoryIndex: { type: 'boolean', resolve: (doc) => docLocation(doc as RawDoc).isCategoryIndex },
    position: {
      type: 'number',
      resolve: (doc) => (doc as RawDoc).sidebar_position ?? docLocation(doc as RawDoc).filePosition ?? null,
    },
    pageTitle: { type: 'string', resolve: (doc) => requireTitle(doc as RawDoc) },
    hasH1: { type: 'boolean', resolve: (doc) => firstPageHeading((doc as RawDoc).body.raw) !== undefined },
    toc: { type: 'json', resolve: (doc) => extractToc((doc as RawDoc).body.raw, tocRangeOf(doc as RawDoc)) },
    // The page as Markdown for AI assistants, but for the site's data (lib/content/page-markdown.ts).
    markdownTemplate: {
      type: 'string',
      resolve: (doc) => docMarkdownTemplate((doc as RawDoc).body.raw, doc._raw.sourceFilePath),
    },
  },
}))

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: DOCUMENT_PATTERNS.Page,
  contentType: 'mdx',
  fields: { ...commonFields },
  computedFields: {
    route: { type: 'string', resolve: (page) => `/${page._raw.sourceFileName.replace(/\.mdx?$/, '')}` },
    pageTitle: { type: 'string', resolve: (page) => requireTitle(page as unknown as RawDoc) },
    hasH1: { type: 'boolean', resolve: (page) => firstPageHeading(page.body.raw) !== undefined },
    toc: {
      type: 'json',
      resolve: (page) => extractToc(page.body.raw, tocRangeOf(page as unknown as RawDoc)),
    },
  },
}))

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: DOCUMENT_PATTERNS.Post,
  contentType: 'mdx',
  fields: {
    ...commonFields,
    title: { type: 'string', required: true },
    date: { type: 'date', required: false },
    authors: { type: 'json', required: false },
    author: { type: 'string', required: false },
    tags: { type: 'json', required: false },
    slug: { type: 'string', required: false },
  },
  computedFields: {
    postDate: { type: 'string', resolve: (post) => requirePostDate(post as unknown as RawPost) },
    route: { type: 'string', resolve: (post) => postLocation(post as unknown as RawPost).route },
    /** The URL this post had before dated URLs (`/blog/<name>`): it redirects to `route`. */
    legacyRoute: { type: 'string', resolve: (post) => postLocation(post as unknown as RawPost).legacyRoute },
    authorList: {
      type: 'json',
      resolve: (post) => resolveAuthors(post as unknown as RawPost, blogAuthors()).authors,
    },
    tagList: { type: 'json', resolve: (post) => postTags(post as unknown as RawPost) },
    hasTruncate: { type: 'boolean', resolve: (post) => hasTruncateMarker(post.body.raw) },
    readingTime: { type: 'number', resolve: (post) => readingTimeMinutes(post.body.raw) },
    toc: {
      type: 'json',
      resolve: (post) => extractToc(post.body.raw, tocRangeOf(post as unknown as RawDoc)),
    },
  },
}))

/** `_category_.json`/`.yml` files: read from disk by lib/content too, declared here so they are not reported as unknown. */
export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: DOCUMENT_PATTERNS.Category,
  contentType: 'data',
  fields: {
    label: { type: 'string', required: false },
    position: { type: 'number', required: false },
    collapsed: { type: 'boolean', required: false },
    collapsible: { type: 'boolean', required: false },
    link: { type: 'json', required: false },
    description: { type: 'string', required: false },
    className: { type: 'string', required: false },
    customProps: { type: 'json', required: false },
  },
}))

/** A property table's estimated height, from the property data and descriptions as they are when the page compiles. */
const estimatePropertyTable: ComponentSize = (node) =>
  node.name === 'PropertyTable'
    ? propertyTableSize(loadPropertyData(), loadPropertyDescriptions())(node)
    : undefined

/** High-contrast variants: every token meets WCAG AA (4.5:1) on the code block backgrounds. */
const CODE_THEMES: CodeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }

export default makeSource({
  contentDirPath: CONTENT_DIR,
  contentDirExclude: CONTENT_DIR_EXCLUDE,
  documentTypes: [Doc, Page, Post, Category],
  disableImportAliasWarning: true,
  mdx: {
    // Docusaurus theme imports (`@theme/Tabs`, …) resolve to our components; see lib/content/theme-imports.ts.
    globals: themeModuleGlobals(),
    // remarkMermaid after the check's facts are read: the check sees the diagrams' sources.
    remarkPlugins: [
      ...remarkPlugins,
      remarkCompiledTreeFacts,
      remarkMermaid,
      remarkThemeImports,
      remarkContentAssets,
      remarkDocFileLinks,
      remarkTocExport,
    ],
    rehypePlugins: [
      rehypeSlug,
      rehypeHeadingAnchors,
      // Most code blocks are made into their figures here; the others by the plugins after it.
      [rehypeCodeBlocks, CODE_THEMES],
      [
        rehypePrettyCode,
        {
          theme: CODE_THEMES,
          keepBackground: false,
          defaultLang: { block: 'text' },
          getHighlighter: getRememberingHighlighter,
        },
      ],
      [rehypeCodeTokens, CODE_THEMES],
      rehypeCodeCopy,
      [rehypeSectionBodies, { componentSize: estimatePropertyTable }],
      rehypeCodeFigureHtml,
    ],
  },
})
