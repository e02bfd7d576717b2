import path from 'node:path'
import { defineDocumentType, makeSource } from 'contentlayer2/source-files'
import rehypePrettyCode from 'rehype-pretty-code'
import rehypeSlug from 'rehype-slug'
import { readCategoryMeta } from './lib/content/category-files'
import { titleOf } from './lib/content/front-matter'
import { remarkPlugins } from './lib/content/parse'
import { firstPageHeading } from './lib/content/page-heading'
import { locateDoc, parseSegment } from './lib/content/paths'
import { readingTimeMinutes } from './lib/content/reading-time'
import { rehypeCodeCopy } from './lib/content/rehype-code-copy'
import { rehypeCodeSize } from './lib/content/rehype-code-size'
import { rehypeHeadingAnchors } from './lib/content/rehype-heading-anchors'
import { extractToc } from './lib/content/toc'
import { siteConfig } from './site.config'

const CONTENT_DIR = 'content'
const DOCS_ROOT = path.join(process.cwd(), CONTENT_DIR, 'docs')

interface RawDoc {
  _raw: { sourceFilePath: string; sourceFileName: string; flattenedPath: string }
  body: { raw: string }
  title?: string
  slug?: string
  sidebar_position?: number
}

/** Path below content/docs, with number prefixes (`server/10-Events.mdx`). */
const docRelativePath = (doc: RawDoc) => doc._raw.sourceFilePath.replace(/^docs\//, '')
const docLocation = (doc: RawDoc) => locateDoc(docRelativePath(doc), doc.slug)

function requireTitle(doc: RawDoc): string {
  const title = titleOf({ title: doc.title }, doc.body.raw)
  if (!title)
    throw new Error(
      `${CONTENT_DIR}/${doc._raw.sourceFilePath}: no title (add front matter "title" or a "# Heading")`,
    )
  return title
}

/** Labels and links of the folders that contain a doc, outermost first. */
function ancestorCategories(doc: RawDoc) {
  const rawDirs = docRelativePath(doc).split('/').slice(0, -1)
  const location = docLocation(doc)
  const folders = location.isCategoryIndex ? rawDirs.slice(0, -1) : rawDirs
  return folders.map((_, index) => {
    const rawDir = folders.slice(0, index + 1).join('/')
    const meta = readCategoryMeta(DOCS_ROOT, rawDir)
    const route = `/docs/${folders
      .slice(0, index + 1)
      .map((segment) => parseSegment(segment).name)
      .join('/')}/`
    return { label: meta.label, href: meta.indexFile ? route : null }
  })
}

const tocRange = {
  minHeadingLevel: siteConfig.tableOfContents.minHeadingLevel,
  maxHeadingLevel: siteConfig.tableOfContents.maxHeadingLevel,
}

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: false },
    description: { type: 'string', required: false },
    sidebar_label: { type: 'string', required: false },
    sidebar_position: { type: 'number', required: false },
    slug: { type: 'string', required: false },
    sidebar_custom_props: { type: 'json', required: false },
    hide_table_of_contents: { type: 'boolean', required: false },
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
    section: {
      type: 'string',
      resolve: (doc) => ancestorCategories(doc as RawDoc)[0]?.label ?? 'Documentation',
    },
    breadcrumbs: { type: 'json', resolve: (doc) => ancestorCategories(doc as RawDoc) },
    toc: { type: 'json', resolve: (doc) => extractToc((doc as RawDoc).body.raw, tocRange) },
  },
}))

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/*.{md,mdx}',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: false },
    description: { type: 'string', required: false },
    hide_table_of_contents: { type: 'boolean', required: false },
  },
  computedFields: {
    route: { type: 'string', resolve: (page) => `/${page._raw.sourceFileName.replace(/\.mdx?$/, '')}` },
    pageTitle: { type: 'string', resolve: (page) => requireTitle(page as unknown as RawDoc) },
    hasH1: { type: 'boolean', resolve: (page) => firstPageHeading(page.body.raw) !== undefined },
    toc: { type: 'json', resolve: (page) => extractToc(page.body.raw, tocRange) },
  },
}))

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/*.{md,mdx}',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    date: { type: 'date', required: true },
    description: { type: 'string', required: false },
    authors: { type: 'json', required: false },
    tags: { type: 'list', of: { type: 'string' }, required: false },
    slug: { type: 'string', required: false },
  },
  computedFields: {
    postSlug: {
      type: 'string',
      resolve: (post) =>
        post.slug ?? post._raw.sourceFileName.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, ''),
    },
    route: {
      type: 'string',
      resolve: (post) =>
        `/blog/${post.slug ?? post._raw.sourceFileName.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '')}`,
    },
    readingTime: { type: 'number', resolve: (post) => readingTimeMinutes(post.body.raw) },
    toc: { type: 'json', resolve: (post) => extractToc(post.body.raw, tocRange) },
  },
}))

/** `_category_.json` files: read from disk by lib/content too, declared here so they are not reported as unknown. */
export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: 'docs/**/_category_.json',
  contentType: 'data',
  fields: {
    label: { type: 'string', required: false },
    position: { type: 'number', required: false },
    collapsed: { type: 'boolean', required: false },
    collapsible: { type: 'boolean', required: false },
    link: { type: 'json', required: false },
    description: { type: 'string', required: false },
  },
}))

export default makeSource({
  contentDirPath: CONTENT_DIR,
  // content/search holds the search synonyms (read by scripts/build-search-index.ts), not documents.
  contentDirExclude: ['README.md', 'search'],
  documentTypes: [Doc, Page, Post, Category],
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [...remarkPlugins],
    rehypePlugins: [
      rehypeSlug,
      rehypeHeadingAnchors,
      [
        rehypePrettyCode,
        {
          // High-contrast variants: every token meets WCAG AA (4.5:1) on the code block backgrounds.
          theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
          keepBackground: false,
          defaultLang: { block: 'text' },
        },
      ],
      rehypeCodeSize,
      rehypeCodeCopy,
    ],
  },
})
