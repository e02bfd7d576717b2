import fs from 'node:fs'
import path from 'node:path'
import type { Doc, Page, Post } from 'contentlayer/generated'
import { listDocFolders, readCategoryMeta } from './category-files'
import { buildSidebar, type SidebarItem } from './sidebar'

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
}

function readCollection<T>(generatedDir: string, type: string): T[] {
  const file = path.join(generatedDir, type, '_index.json')
  if (!fs.existsSync(file)) return []
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T[]
}

/** Reads what contentlayer generated in `root` (the project directory). */
export function readGeneratedContent(root: string): GeneratedContent {
  const generatedDir = path.join(root, '.contentlayer', 'generated')
  const docsRoot = path.join(root, 'content', 'docs')
  const docs = readCollection<Doc>(generatedDir, 'Doc')
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
    })),
    categories.map((category) => ({ rawDir: category.rawDir, label: category.label, position: category.position })),
  )
  return {
    docs,
    pages: readCollection<Page>(generatedDir, 'Page'),
    posts: readCollection<Post>(generatedDir, 'Post').sort((a, b) => b.date.localeCompare(a.date)),
    sidebar,
  }
}
