/**
 * What the CMS's configuration needs to know of `content/` on disk: the docs folders (one sidebar
 * category file each) and the blog's author keys. Read per request of the configuration, so a new
 * folder shows up without a restart.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'

/** The docs folders (relative to content/docs), for the categories collection. */
export function docFolders(root: string): string[] {
  const docs = path.join(root, 'content', 'docs')
  const folders: string[] = []
  const walk = (dir: string, depth: number) => {
    if (depth > 10) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      const hasPages = fs.readdirSync(full).some((name) => /\.mdx?$/.test(name))
      if (hasPages) folders.push(path.relative(docs, full).split(path.sep).join('/'))
      walk(full, depth + 1)
    }
  }
  if (fs.existsSync(docs)) walk(docs, 0)
  return folders.sort()
}

export function authorKeys(root: string): string[] {
  try {
    const authors: unknown = parseYaml(
      fs.readFileSync(path.join(root, 'content', 'blog', 'authors.yml'), 'utf8'),
    )
    return authors && typeof authors === 'object' ? Object.keys(authors) : []
  } catch {
    return []
  }
}
