import fs from 'node:fs'
import path from 'node:path'
import { readFrontMatter, titleOf } from './front-matter'
import { parseSegment } from './paths'

export interface CategoryMeta {
  label: string
  position: number | undefined
  /** Raw (prefixed) path of the folder below content/docs. */
  rawDir: string
  /** Raw file name of the doc that gives the folder route, if any. */
  indexFile: string | undefined
}

const INDEX_NAMES = ['index.md', 'index.mdx', 'README.md', 'README.mdx']

function findIndexFile(absDir: string): string | undefined {
  const folderName = path.basename(absDir)
  const candidates = [...INDEX_NAMES, `${folderName}.md`, `${folderName}.mdx`]
  return candidates.find((name) => fs.existsSync(path.join(absDir, name)))
}

/**
 * A folder's sidebar label and position, the Docusaurus way: `_category_.json` first, then
 * the front matter of the folder's index doc, then the folder name and its number prefix.
 * Throws with the file name when `_category_.json` is not valid JSON.
 */
export function readCategoryMeta(docsRoot: string, rawDir: string): CategoryMeta {
  const absDir = path.join(docsRoot, rawDir)
  const categoryFile = path.join(absDir, '_category_.json')
  let json: { label?: unknown; position?: unknown } = {}
  if (fs.existsSync(categoryFile)) {
    try {
      json = JSON.parse(fs.readFileSync(categoryFile, 'utf8')) as typeof json
    } catch (error) {
      throw new Error(`${categoryFile}: invalid JSON (${(error as Error).message})`)
    }
  }
  const indexFile = findIndexFile(absDir)
  let indexLabel: string | undefined
  let indexPosition: number | undefined
  if (indexFile) {
    const { data, body } = readFrontMatter(fs.readFileSync(path.join(absDir, indexFile), 'utf8'))
    indexLabel = typeof data.sidebar_label === 'string' ? data.sidebar_label : titleOf(data, body)
    indexPosition = typeof data.sidebar_position === 'number' ? data.sidebar_position : undefined
  }
  const folder = parseSegment(path.basename(rawDir))
  return {
    label: typeof json.label === 'string' ? json.label : (indexLabel ?? folder.name),
    position: typeof json.position === 'number' ? json.position : (indexPosition ?? folder.position),
    rawDir,
    indexFile,
  }
}

/** Every folder below content/docs (raw paths, e.g. `server/notifications`). */
export function listDocFolders(docsRoot: string, rawDir = ''): string[] {
  const abs = path.join(docsRoot, rawDir)
  if (!fs.existsSync(abs)) return []
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const child = rawDir ? `${rawDir}/${entry.name}` : entry.name
      return [child, ...listDocFolders(docsRoot, child)]
    })
}
