import fs from 'node:fs'
import path from 'node:path'
import type { Doc, Page, Post } from 'contentlayer/generated'
import { readDocCategories, type CategoryMeta } from './category-files'
import { buildSidebar, type SidebarItem } from './sidebar'
import { published } from './visibility'

/**
 * Publish time only: the documents contentlayer generated from `content/` (`.contentlayer/generated`)
 * and the sidebar built from them and the folders' category files. `npm run content:publish` turns
 * this into a content release; servers never read it.
 */
export interface GeneratedContent {
  docs: Doc[]
  pages: Page[]
  /** Newest first. */
  posts: Post[]
  sidebar: SidebarItem[]
  /** The docs folders' category settings (labels, links, generated index pages). */
  categories: CategoryMeta[]
}

/** A collection as contentlayer wrote it (in the order its file walk met the files). */
function readCollection<T extends { _raw: { sourceFilePath: string } }>(generatedDir: string, type: string): T[] {
  const file = path.join(generatedDir, type, '_index.json')
  if (!fs.existsSync(file)) return []
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T[]
}

const compareCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The compiled documents of one run, by type, in any order. */
export interface ContentDocuments {
  docs: Doc[]
  pages: Page[]
  posts: Post[]
}

/**
 * The site's content from its documents (contentlayer's output, or the publisher's per-file
 * compiler): ordered by source path (posts newest first), drafts left out (lib/content/visibility.ts)
 * unless `includeDrafts` (the development server's publisher), and the sidebar built from the docs
 * and the folders' category files below `root`/content/docs.
 */
export function contentFromDocuments(
  root: string,
  documents: ContentDocuments,
  options: {
    includeDrafts?: boolean
    /** The docs folders' category meta, when the caller has read them already. */
    categories?: CategoryMeta[]
    /** The content made last (a watcher's publish): its sidebar is reused when nothing it shows changed. */
    previous?: GeneratedContent
  } = {},
): GeneratedContent {
  const includeDrafts = options.includeDrafts ?? false
  // In the order of their source paths: the order documents arrive in can change from run to run
  // on a busy machine; a release (its pages, records and content hash) must not.
  const bySourcePath = <T extends { _raw: { sourceFilePath: string } }>(list: T[]) =>
    [...list].sort((a, b) => compareCodePoints(a._raw.sourceFilePath, b._raw.sourceFilePath))
  const docs = published(bySourcePath(documents.docs), includeDrafts)
  const categories = options.categories ?? readCategoriesOrThrow(root)
  const entries = docs.map((doc) => ({
    id: doc.docId,
    relativePath: doc.relativePath,
    title: doc.pageTitle,
    sidebarLabel: doc.sidebar_label,
    position: doc.position ?? undefined,
    route: doc.route,
    isCategoryIndex: doc.isCategoryIndex,
    className: doc.sidebar_class_name,
    unlisted: doc.unlisted,
  }))
  return {
    docs,
    pages: published(bySourcePath(documents.pages), includeDrafts),
    posts: published(bySourcePath(documents.posts), includeDrafts).sort((a, b) => b.postDate.localeCompare(a.postDate)),
    sidebar: sidebarOf(entries, categories, options.previous),
    categories,
  }
}

/** The docs folders' category meta; a broken category file throws, naming it (the check reports it first). */
function readCategoriesOrThrow(root: string): CategoryMeta[] {
  const { categories, problems } = readDocCategories(root)
  const [problem] = problems
  if (problem) throw new Error(`content/${problem.file}: ${problem.message}`)
  return categories
}

/** What each sidebar was built from (as JSON), to tell whether the next publish's would be the same. */
const sidebarInputs = new WeakMap<SidebarItem[], string>()

/**
 * The sidebar of these docs and folders: the previous content's sidebar object itself when it was
 * built from equal entries and category meta (most edits change neither), so that what
 * is kept per sidebar (its lookups, the fingerprints of its categories' items) is kept too.
 */
function sidebarOf(
  entries: Parameters<typeof buildSidebar>[0],
  categories: CategoryMeta[],
  previous: GeneratedContent | undefined,
): SidebarItem[] {
  // The category meta by value: an edited index doc makes the publish read the folders again, and
  // mostly finds them as they were.
  const key = JSON.stringify([entries, categories])
  if (previous && sidebarInputs.get(previous.sidebar) === key) return previous.sidebar
  const sidebar = buildSidebar(entries, categories)
  sidebarInputs.set(sidebar, key)
  return sidebar
}

/** Reads what contentlayer generated in `root` (the project directory): see {@link contentFromDocuments}. */
export function readGeneratedContent(root: string, options: { includeDrafts?: boolean } = {}): GeneratedContent {
  const generatedDir = path.join(root, '.contentlayer', 'generated')
  return contentFromDocuments(
    root,
    {
      docs: readCollection<Doc>(generatedDir, 'Doc'),
      pages: readCollection<Page>(generatedDir, 'Page'),
      posts: readCollection<Post>(generatedDir, 'Post'),
    },
    options,
  )
}
