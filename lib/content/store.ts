import fs from 'node:fs'
import path from 'node:path'
import type { Doc, Page, Post } from 'contentlayer/generated'
import { listDocFolders, readCategoryMeta } from './category-files'
import { routeKey } from './paths'
import { buildSidebar, type SidebarItem } from './sidebar'

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
  const categoryFiles = listDocFolders(DOCS_ROOT).map((dir) => path.join(DOCS_ROOT, dir, '_category_.json'))
  return [...files, ...categoryFiles]
    .map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))
    .join(':')
}

function load(): Snapshot {
  const stamp = stampOf()
  if (cached && cached.stamp === stamp) return cached
  const docs = readCollection<Doc>('Doc')
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
    })),
    categories.map((category) => ({ rawDir: category.rawDir, label: category.label, position: category.position })),
  )
  cached = {
    stamp,
    docs,
    pages: readCollection<Page>('Page'),
    posts: readCollection<Post>('Post').sort((a, b) => b.date.localeCompare(a.date)),
    sidebar,
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

export function getPostBySlug(slug: string): Post | undefined {
  return load().posts.find((post) => post.postSlug === slug)
}
