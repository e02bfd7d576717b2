import fs from 'node:fs'
import path from 'node:path'
import { parseAuthorsFile, type AuthorMap } from './blog-authors'
import { readDocCategories, type DocCategories } from './category-files'
import { checkContent, type CheckOptions, type ContentFile, type Diagnostic, type ParseCache, type StoredParse } from './check'
import { COMPONENT_STUBS_FILE, readComponentStubs } from './component-stubs'
import { createFileCache, sha256 } from './file-cache'
import { generatedIndexRoutes } from './generated-index'
import { MDX_COMPONENT_NAMES } from './mdx-component-names'
import { mermaidGrammar } from './mermaid-grammar'
import { loadPropertyData, loadPropertyDescriptions } from './property-store'

/**
 * Publish time only: what the content check reads from a project on disk (the Markdown files,
 * category files, authors.yml, public/ and the property data), shared by content:publish,
 * scripts/check-content.ts and the site content test.
 */

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return /\.mdx?$/.test(entry.name) ? [full] : []
  })
}

const CONTENT_FOLDERS = ['docs', 'pages', 'blog']

/** Every Markdown file of content/docs, content/pages and content/blog, with its path below content/. */
export function readContentFiles(root: string): ContentFile[] {
  const contentDir = path.join(root, 'content')
  return CONTENT_FOLDERS.flatMap((folder) => walk(path.join(contentDir, folder))).map((full) => ({
    path: path.relative(contentDir, full).split(path.sep).join('/'),
    source: fs.readFileSync(full, 'utf8'),
  }))
}

/**
 * The files of an earlier read brought up to date with the files that changed since (paths below
 * `root`, as a watcher reports them): only those are read again, and every other file is the same
 * object as before, so the steps after the check see by identity what did not change.
 */
export function updateContentFiles(root: string, previous: readonly ContentFile[], changed: Iterable<string>): ContentFile[] {
  const contentDir = path.join(root, 'content')
  const byPath = new Map(previous.map((file) => [file.path, file]))
  for (const changedPath of changed) {
    const relative = path.relative(contentDir, path.resolve(root, changedPath)).split(path.sep).join('/')
    const [folder] = relative.split('/')
    if (relative.startsWith('..') || !folder || !CONTENT_FOLDERS.includes(folder) || !/\.mdx?$/.test(relative)) continue
    const full = path.join(contentDir, relative)
    if (fs.existsSync(full) && fs.statSync(full).isFile()) {
      const source = fs.readFileSync(full, 'utf8')
      if (byPath.get(relative)?.source !== source) byPath.set(relative, { path: relative, source })
    } else byPath.delete(relative)
  }
  // The order of a full read (folders, then each folder's walk), so both give the same release.
  const order = (file: string) => CONTENT_FOLDERS.indexOf(file.split('/')[0] ?? '')
  return [...byPath.values()].sort((a, b) => order(a.path) - order(b.path) || walkOrder(a.path, b.path))
}

/** The order `walk` meets two paths of one folder in: depth first, each directory's entries by name. */
function walkOrder(a: string, b: string): number {
  const left = a.split('/')
  const right = b.split('/')
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string
    const y = right[i] as string
    if (x !== y) return x < y ? -1 : 1
  }
  return left.length - right.length
}

export interface CheckInputs {
  options: CheckOptions
  /** Problems found while reading the inputs themselves (category files, authors.yml). */
  diagnostics: Diagnostic[]
}

function authors(root: string, diagnostics: Diagnostic[]): AuthorMap {
  const file = path.join(root, 'content', 'blog', 'authors.yml')
  if (!fs.existsSync(file)) return {}
  try {
    return parseAuthorsFile(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    diagnostics.push({ severity: 'error', file: 'blog/authors.yml', message: (error as Error).message.replace(/^[^:]+:\s*/, '') })
    return {}
  }
}

/**
 * The check's parse results kept on disk in `dir` for the next process, for the same source and
 * the check's code `key` (the publisher passes a hash of its sources).
 */
export function createParseCache(dir: string, key: string): ParseCache {
  const cache = createFileCache<StoredParse>(dir)
  return {
    read: (contentPath, source) => cache.read(contentPath, `${key}:${sha256(source)}`),
    write: (contentPath, source, parse) => cache.write(contentPath, `${key}:${sha256(source)}`, parse),
  }
}

/**
 * `categories`: the docs folders' category meta when the caller has read them already (a publish
 * reads them once for the check and the sidebar, and keeps them while no change can touch them).
 */
export function readCheckInputs(
  root: string,
  basePath: string,
  parseCache?: ParseCache,
  categories: DocCategories = readDocCategories(root),
): CheckInputs {
  const diagnostics: Diagnostic[] = categories.problems.map(({ file, message, line }) => ({
    severity: 'error' as const,
    file,
    ...(line ? { line } : {}),
    message,
  }))
  const stubs = readComponentStubs(root)
  for (const problem of stubs.problems) {
    diagnostics.push({
      severity: 'error',
      file: COMPONENT_STUBS_FILE,
      ...(problem.line ? { line: problem.line } : {}),
      message: problem.message,
    })
  }
  const data = loadPropertyData()
  const publicDir = path.join(root, 'public')
  const contentDir = path.join(root, 'content')
  // Asked once per link and image of every page: each path is looked up once per check.
  const found = new Map<string, boolean>()
  const isFileIn = (dir: string, relative: string) => {
    const file = path.join(dir, relative)
    let exists = found.get(file)
    if (exists === undefined) {
      exists = file.startsWith(dir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
      found.set(file, exists)
    }
    return exists
  }
  const options: CheckOptions = {
    publicFileExists: (sitePath) => {
      try {
        return isFileIn(publicDir, decodeURIComponent(sitePath))
      } catch {
        return false
      }
    },
    contentFileExists: (contentPath) => isFileIn(contentDir, contentPath),
    propertyGroups: new Map(data.groups.map((group) => [group.id, group.properties.map((p) => p.name)])),
    propertyDescriptions: new Map(Object.entries(loadPropertyDescriptions())),
    extraRoutes: [
      '/',
      '/docs',
      '/blog',
      '/blog/tags',
      '/blog/rss.xml',
      '/blog/atom.xml',
      '/sitemap.xml',
      '/robots.txt',
      ...generatedIndexRoutes(categories.categories),
    ],
    basePath,
    components: [...MDX_COMPONENT_NAMES],
    stubs: stubs.names,
    blogAuthors: authors(root, diagnostics),
    parseCache,
    diagramGrammar: (source) => mermaidGrammar(source, root),
  }
  return { options, diagnostics }
}

export interface ContentTreeCheck {
  files: ContentFile[]
  diagnostics: Diagnostic[]
}

/**
 * The content check (lib/content/check.ts) over a project directory: errors stop a publish and a
 * build. `files`: the tree's files when the caller already has them (see {@link updateContentFiles}).
 */
export function checkContentTree(
  root: string,
  basePath: string,
  files: ContentFile[] = readContentFiles(root),
  parseCache?: ParseCache,
  categories?: DocCategories,
): ContentTreeCheck {
  const inputs = readCheckInputs(root, basePath, parseCache, categories)
  return { files, diagnostics: [...inputs.diagnostics, ...checkContent(files, inputs.options)] }
}
