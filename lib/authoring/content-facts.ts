/**
 * What the CMS's configuration needs to know of `content/` on disk: the docs folders (one sidebar
 * category file each) and the blog's author keys. Read per request of the configuration, so a new
 * folder shows up without a restart.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { listDocFolders } from '../content/category-files'

/** The docs folders that hold pages (relative to content/docs), for the categories collection. */
export function docFolders(root: string): string[] {
  const docs = path.join(root, 'content', 'docs')
  return listDocFolders(docs)
    .filter((folder) => fs.readdirSync(path.join(docs, folder)).some((name) => /\.mdx?$/.test(name)))
    .sort()
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
