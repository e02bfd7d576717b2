import fs from 'node:fs'
import path from 'node:path'
import type { Doc, Page, Post } from 'contentlayer/generated'
import { CATEGORY_FILE_NAMES, listDocFolders, readCategoryMeta, type CategoryMeta } from './category-files'
import { routeKey } from './paths'
import { buildSidebar, type SidebarItem } from './sidebar'
import { published } from './visibility'

/**
 * The content as contentlayer last generated it, read from disk at request time (not bundled),
 * so that regeneration serves edits without a rebuild. Cached until the generated files change.
 */
const GENERATED_DIR = path.join(process.cwd(), '.contentlayer', 'generated')
const DOCS_ROOT = path.join(process.cwd(), 'content', 'docs')

interface Snapshot {
  stamp: string
  docs: Doc[]
  pages: Page[]
  posts: Post[]
  sidebar: SidebarItem[]
  categories: CategoryMeta[]
}

let cached: Snapshot | undefined

function indexFile(type: string): string {
  return path.join(GENERATED_DIR, type, '_index.json')
}

function readCollection<T>(type: string): T[] {
  const file = indexFile(type)
  if (!fs.existsSync(file)) return []
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T[]
}

function stampOf(): string {
  const files = ['Doc', 'Page', 'Post'].map(indexFile)
  const categoryFiles = listDocFolders(DOCS_ROOT).flatMap((dir) =>
    CATEGORY_FILE_NAMES.map((name) => path.join(DOCS_ROOT, dir, name)),
  )
  return [...files, ...categoryFiles]
    .map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))
    .join(':')
}

function load(): Snapshot {
  const stamp = stampOf()
  if (cached && cached.stamp === stamp) return cached
  // Drafts are left out here (lib/content/visibility.ts), so no page, list or record has them.
  const docs = published(readCollection<Doc>('Doc'))
  const categories = listDocFolders(DOCS_ROOT).map((rawDir) => readCategoryMeta(DOCS_ROOT, rawDir))
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
  cached = {
    stamp,
    docs,
    pages: published(readCollection<Page>('Page')),
    posts: published(readCollection<Post>('Post')).sort((a, b) => b.postDate.localeCompare(a.postDate)),
    sidebar,
    categories,
  }
  return cached
}

export function getAllDocs(): Doc[] {
  return load().docs
}

export function getSidebar(): SidebarItem[] {
  return load().sidebar
}

/** The doc at a docs route (`/docs/server/Events`); `/docs` is the main doc (`index`). */
export function getDocByRoute(route: string, mainDocId: string): Doc | undefined {
  const { docs } = load()
  const key = routeKey(route)
  if (key === '/docs') return docs.find((doc) => doc.docId === mainDocId)
  return docs.find((doc) => routeKey(doc.route) === key)
}

export function getAllPages(): Page[] {
  return load().pages
}

export function getPageByRoute(route: string): Page | undefined {
  return load().pages.find((page) => page.route === route)
}

export function getAllPosts(): Post[] {
  return load().posts
}

export function getPostByRoute(route: string): Post | undefined {
  return load().posts.find((post) => post.route === route)
}

/** The post that had this URL before dated blog URLs (`/blog/<name>`), for a permanent redirect. */
export function getPostByLegacyRoute(route: string): Post | undefined {
  return load().posts.find((post) => post.legacyRoute === route && post.route !== route)
}

/** The docs folders' category settings (labels, links, generated index pages). */
export function getCategories(): CategoryMeta[] {
  return load().categories
}
