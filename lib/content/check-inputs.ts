import fs from 'node:fs'
import path from 'node:path'
import { parseAuthorsFile, type AuthorMap } from './blog-authors'
import { listDocFolders, readCategoryMeta, type CategoryMeta } from './category-files'
import { checkContent, type CheckOptions, type ContentFile, type Diagnostic } from './check'
import { generatedIndexRoutes } from './generated-index'
import { MDX_COMPONENT_NAMES } from './mdx-component-names'
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

/** Every Markdown file of content/docs, content/pages and content/blog, with its path below content/. */
export function readContentFiles(root: string): ContentFile[] {
  const contentDir = path.join(root, 'content')
  return ['docs', 'pages', 'blog']
    .flatMap((folder) => walk(path.join(contentDir, folder)))
    .map((full) => ({
      path: path.relative(contentDir, full).split(path.sep).join('/'),
      source: fs.readFileSync(full, 'utf8'),
    }))
}

export interface CheckInputs {
  options: CheckOptions
  /** Problems found while reading the inputs themselves (category files, authors.yml). */
  diagnostics: Diagnostic[]
}

function categories(root: string, diagnostics: Diagnostic[]): CategoryMeta[] {
  const docsRoot = path.join(root, 'content', 'docs')
  return listDocFolders(docsRoot).flatMap((dir) => {
    try {
      return [readCategoryMeta(docsRoot, dir)]
    } catch (error) {
      const message = (error as Error).message
      const file = path.relative(path.join(root, 'content'), message.split(':')[0] ?? '').split(path.sep).join('/')
      diagnostics.push({ severity: 'error', file, message: message.slice(message.indexOf(':') + 1).trim() })
      return []
    }
  })
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

export function readCheckInputs(root: string, basePath: string): CheckInputs {
  const diagnostics: Diagnostic[] = []
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
      ...generatedIndexRoutes(categories(root, diagnostics)),
    ],
    basePath,
    components: [...MDX_COMPONENT_NAMES],
    blogAuthors: authors(root, diagnostics),
  }
  return { options, diagnostics }
}

export interface ContentTreeCheck {
  files: ContentFile[]
  diagnostics: Diagnostic[]
}

/** The content check (lib/content/check.ts) over a project directory: errors stop a publish and a build. */
export function checkContentTree(root: string, basePath: string): ContentTreeCheck {
  const files = readContentFiles(root)
  const inputs = readCheckInputs(root, basePath)
  return { files, diagnostics: [...inputs.diagnostics, ...checkContent(files, inputs.options)] }
}
