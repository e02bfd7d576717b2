import fs from 'node:fs'
import path from 'node:path'
import type { Doc, Page, Post } from 'contentlayer/generated'
import { listDocFolders, readCategoryMeta, type CategoryMeta } from './category-files'
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

/**
 * A collection in the order of its source paths. contentlayer lists documents in the order its
 * file walk met them, which can change from run to run on a busy machine; a release (its pages,
 * records and content hash) must not.
 */
function readCollection<T extends { _raw: { sourceFilePath: string } }>(generatedDir: string, type: string): T[] {
  const file = path.join(generatedDir, type, '_index.json')
  if (!fs.existsSync(file)) return []
  const documents = JSON.parse(fs.readFileSync(file, 'utf8')) as T[]
  return documents.sort((a, b) => compareCodePoints(a._raw.sourceFilePath, b._raw.sourceFilePath))
}

const compareCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Reads what contentlayer generated in `root` (the project directory). Drafts are left out here
 * (lib/content/visibility.ts), so no page, list or record has them, unless `includeDrafts` (the
 * development server's publisher).
 */
export function readGeneratedContent(root: string, options: { includeDrafts?: boolean } = {}): GeneratedContent {
  const generatedDir = path.join(root, '.contentlayer', 'generated')
  const docsRoot = path.join(root, 'content', 'docs')
  const includeDrafts = options.includeDrafts ?? false
  const docs = published(readCollection<Doc>(generatedDir, 'Doc'), includeDrafts)
  const categories = listDocFolders(docsRoot).map((rawDir) => readCategoryMeta(docsRoot, rawDir))
  const sidebar = buildSidebar(
    docs.map((doc) => ({
      id: doc.docId,
      relativePath: doc.relativePath,
      title: doc.pageTitle,
      sidebarLabel: doc.sidebar_label,
      position: doc.position ?? undefined,
      route: doc.route,
      isCategoryIndex: doc.isCategoryIndex,
      className: doc.sidebar_class_name,
      unlisted: doc.unlisted,
    })),
    categories,
  )
  return {
    docs,
    pages: published(readCollection<Page>(generatedDir, 'Page'), includeDrafts),
    posts: published(readCollection<Post>(generatedDir, 'Post'), includeDrafts).sort((a, b) =>
      b.postDate.localeCompare(a.postDate),
    ),
    sidebar,
    categories,
  }
}

/** Every file contentlayer generated a document from (drafts included), by its path below content/. */
export function generatedSourcePaths(root: string): Set<string> {
  const generatedDir = path.join(root, '.contentlayer', 'generated')
  return new Set(
    ['Doc', 'Page', 'Post'].flatMap((type) =>
      readCollection<{ _raw: { sourceFilePath: string } }>(generatedDir, type).map((document) => document._raw.sourceFilePath),
    ),
  )
}

/** Partials (a file or folder whose name starts with `_`) are imported by pages, not pages themselves. */
export function isPartial(contentPath: string): boolean {
  return contentPath.split('/').some((segment) => segment.startsWith('_'))
}
