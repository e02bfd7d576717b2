import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { readFrontMatter, titleOf } from './front-matter'
import { parseSegment } from './paths'

/** Where a category's label links: a doc of the site, or a generated page listing the category's items. */
export type CategoryLink =
  | { type: 'doc'; id: string }
  | {
      type: 'generated-index'
      /** Route of the generated page (`/docs/category/<slug>`). */
      route: string
      title: string | undefined
      description: string | undefined
      keywords: string[]
      image: string | undefined
    }

export interface CategoryMeta {
  label: string
  position: number | undefined
  /** Raw (prefixed) path of the folder below content/docs. */
  rawDir: string
  /** Raw file name of the doc that gives the folder route, if any. */
  indexFile: string | undefined
  /** `link` of the category file; null when it says `link: null` (no link at all). */
  link?: CategoryLink | null
  /** `collapsed` of the category file: starts collapsed or open (default: the site's, site.config.ts). */
  collapsed?: boolean
  /** false: always expanded, no toggle. */
  collapsible?: boolean
  className?: string
  description?: string
}

const INDEX_NAMES = ['index.md', 'index.mdx', 'README.md', 'README.mdx']
/** The category file names Docusaurus reads, in the order they are looked for. */
export const CATEGORY_FILE_NAMES = ['_category_.json', '_category_.yml', '_category_.yaml']

function findIndexFile(absDir: string): string | undefined {
  const folderName = path.basename(absDir)
  const candidates = [...INDEX_NAMES, `${folderName}.md`, `${folderName}.mdx`]
  return candidates.find((name) => fs.existsSync(path.join(absDir, name)))
}

/** A category file that does not parse: the message names the file, `line` where it goes wrong. */
export class CategoryFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message)
  }
}

/**
 * Parses a category file as Docusaurus does, `.json` too with a YAML parser: JSON as writers leave
 * it (a trailing comma, a `#` comment) reads as it does there. Throws a {@link CategoryFileError}
 * naming the file and the line when it is not valid.
 */
export function parseCategoryFile(file: string, source: string): Record<string, unknown> {
  let data: unknown
  try {
    data = YAML.parse(source)
  } catch (error) {
    const kind = file.endsWith('.json') ? 'JSON' : 'YAML'
    const line = error instanceof YAML.YAMLError ? error.linePos?.[0]?.line : undefined
    throw new CategoryFileError(`${file}: invalid ${kind} (${(error as Error).message.split('\n')[0]})`, line)
  }
  if (data === null || data === undefined) return {}
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${file}: expected an object with label, position, link…`)
  return data as Record<string, unknown>
}

/** Docusaurus's generated-index slug: `/category/<label in lower case, dashes for spaces>`. */
export function generatedIndexRoute(label: string, slug?: string): string {
  if (slug?.trim()) return `/docs${slug.trim().startsWith('/') ? '' : '/'}${slug.trim()}`
  const name = label
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return `/docs/category/${name}`
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** The `link` of a category file, checked; throws naming the file when its shape is wrong. */
export function categoryLinkOf(file: string, value: unknown, label: string): CategoryLink | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  const link = value as Record<string, unknown>
  if (link.type === 'doc' && text(link.id)) return { type: 'doc', id: String(link.id) }
  if (link.type === 'generated-index') {
    return {
      type: 'generated-index',
      route: generatedIndexRoute(label, text(link.slug)),
      title: text(link.title),
      description: text(link.description),
      keywords: Array.isArray(link.keywords) ? link.keywords.filter((k): k is string => typeof k === 'string') : [],
      image: text(link.image),
    }
  }
  throw new Error(`${file}: "link" must be { type: 'doc', id: '…' }, { type: 'generated-index' } or null`)
}

/**
 * A folder's sidebar label, position and options, the Docusaurus way: `_category_.json` (or
 * `.yml`/`.yaml`) first, then the front matter of the folder's index doc, then the folder name and
 * its number prefix. Throws with the file name when the category file is not valid.
 */
export function readCategoryMeta(docsRoot: string, rawDir: string): CategoryMeta {
  const absDir = path.join(docsRoot, rawDir)
  const categoryFile = CATEGORY_FILE_NAMES.map((name) => path.join(absDir, name)).find((file) => fs.existsSync(file))
  const indexFile = findIndexFile(absDir)
  // Read again only when one of the two files changed: a publish asks for every folder (twice),
  // and parsing each index page's front matter was a tenth of a one-page publish at 1,000 pages.
  const signature = [categoryFile, indexFile && path.join(absDir, indexFile)].map(fileSignature).join('|')
  const known = metaByDir.get(absDir)
  if (known?.signature === signature) return { ...known.meta }
  const meta = parseCategoryMeta(absDir, rawDir, categoryFile, indexFile)
  metaByDir.set(absDir, { signature, meta })
  return { ...meta }
}

/** Folders' category meta with the signature of the files it was read from. */
const metaByDir = new Map<string, { signature: string; meta: CategoryMeta }>()

/** What tells a file's versions apart without reading it: inode, size and modification time (ns). */
function fileSignature(file: string | undefined): string {
  if (!file) return '-'
  const stat = fs.statSync(file, { bigint: true, throwIfNoEntry: false })
  return stat ? `${file}:${stat.ino}:${stat.size}:${stat.mtimeNs}` : '-'
}

function parseCategoryMeta(
  absDir: string,
  rawDir: string,
  categoryFile: string | undefined,
  indexFile: string | undefined,
): CategoryMeta {
  const data = categoryFile ? parseCategoryFile(categoryFile, fs.readFileSync(categoryFile, 'utf8')) : {}
  let indexLabel: string | undefined
  let indexPosition: number | undefined
  if (indexFile) {
    const { data: frontMatter, body } = readFrontMatter(fs.readFileSync(path.join(absDir, indexFile), 'utf8'))
    indexLabel = typeof frontMatter.sidebar_label === 'string' ? frontMatter.sidebar_label : titleOf(frontMatter, body)
    indexPosition = typeof frontMatter.sidebar_position === 'number' ? frontMatter.sidebar_position : undefined
  }
  const folder = parseSegment(path.basename(rawDir))
  const label = typeof data.label === 'string' ? data.label : (indexLabel ?? folder.name)
  const meta: CategoryMeta = {
    label,
    position: typeof data.position === 'number' ? data.position : (indexPosition ?? folder.position),
    rawDir,
    indexFile,
  }
  const link = categoryFile ? categoryLinkOf(categoryFile, data.link, label) : undefined
  if (link !== undefined) meta.link = link
  if (typeof data.collapsed === 'boolean') meta.collapsed = data.collapsed
  if (typeof data.collapsible === 'boolean') meta.collapsible = data.collapsible
  if (typeof data.className === 'string') meta.className = data.className
  if (typeof data.description === 'string') meta.description = data.description
  return meta
}

/** Every folder below content/docs (raw paths, e.g. `server/notifications`). */
export function listDocFolders(docsRoot: string, rawDir = ''): string[] {
  const abs = path.join(docsRoot, rawDir)
  if (!fs.existsSync(abs)) return []
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('_'))
    .flatMap((entry) => {
      const child = rawDir ? `${rawDir}/${entry.name}` : entry.name
      return [child, ...listDocFolders(docsRoot, child)]
    })
}

/** The category meta of every docs folder, and what was wrong with the category files that are broken. */
export interface DocCategories {
  categories: CategoryMeta[]
  /** One per broken category file: the file (below content/), what is wrong with it and where. */
  problems: Array<{ file: string; message: string; line?: number }>
}

/** Reads every folder below `root`/content/docs: its category file and index doc. */
export function readDocCategories(root: string): DocCategories {
  const docsRoot = path.join(root, 'content', 'docs')
  const problems: DocCategories['problems'] = []
  const categories = listDocFolders(docsRoot).flatMap((dir) => {
    try {
      return [readCategoryMeta(docsRoot, dir)]
    } catch (error) {
      const message = (error as Error).message
      const file = path.relative(path.join(root, 'content'), message.split(':')[0] ?? '').split(path.sep).join('/')
      const line = error instanceof CategoryFileError ? error.line : undefined
      problems.push({ file, message: message.slice(message.indexOf(':') + 1).trim(), ...(line ? { line } : {}) })
      return []
    }
  })
  return { categories, problems }
}

/**
 * Whether a change to `changed` (paths below the project directory, as a watcher reports them) can
 * change what {@link readDocCategories} reads: a category file, a folder's index doc (its front
 * matter names the category), a docs page added or removed, or a file in a folder not read before
 * (a new folder). `before` and `after` are the content files' paths (below content/) around the
 * change; `folders`, the raw folders read last time.
 */
export function mayChangeCategories(
  changed: readonly string[],
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
  folders: ReadonlySet<string>,
): boolean {
  return changed.some((changedPath) => {
    const relative = changedPath.split(path.sep).join('/').replace(/^\.\//, '')
    if (!relative.startsWith('content/docs/')) return false
    const inContent = relative.slice('content/'.length)
    const name = inContent.slice(inContent.lastIndexOf('/') + 1)
    const dir = inContent.slice('docs/'.length, Math.max('docs/'.length, inContent.lastIndexOf('/')))
    if (CATEGORY_FILE_NAMES.includes(name)) return true
    if (dir !== '' && !folders.has(dir)) return true
    if (!/\.mdx?$/.test(name)) return false
    if (before.has(inContent) !== after.has(inContent)) return true
    const folderName = dir.slice(dir.lastIndexOf('/') + 1)
    return INDEX_NAMES.includes(name) || name === `${folderName}.md` || name === `${folderName}.mdx`
  })
}
