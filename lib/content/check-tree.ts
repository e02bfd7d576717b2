import fs from 'node:fs'
import path from 'node:path'
import { checkContent, type ContentFile, type Diagnostic } from './check'
import { MDX_COMPONENT_NAMES } from './mdx-component-names'
import { loadPropertyData, loadPropertyDescriptions } from './property-store'
import { siteConfig } from '../../site.config'

/** Routes served by code rather than content (home, blog index, feeds). */
const CODE_ROUTES = ['/', '/docs', '/blog', '/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml', '/robots.txt']

export interface ContentTreeCheck {
  files: ContentFile[]
  diagnostics: Diagnostic[]
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(full)
    return /\.mdx?$/.test(entry.name) ? [full] : []
  })
}

/**
 * Publish and build time: the content check (lib/content/check.ts) over the markdown of a project
 * directory, with the property data and public files it refers to. Errors stop a publish and a
 * build; warnings are printed.
 */
export function checkContentTree(root: string): ContentTreeCheck {
  const contentDir = path.join(root, 'content')
  const publicDir = path.join(root, 'public')
  const files: ContentFile[] = ['docs', 'pages', 'blog']
    .flatMap((folder) => markdownFiles(path.join(contentDir, folder)))
    .map((full) => ({
      path: path.relative(contentDir, full).split(path.sep).join('/'),
      source: fs.readFileSync(full, 'utf8'),
    }))
  const data = loadPropertyData()
  const diagnostics = checkContent(files, {
    publicFileExists: (sitePath) => {
      const file = path.join(publicDir, decodeURIComponent(sitePath))
      return file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
    },
    propertyGroups: new Map(data.groups.map((group) => [group.id, group.properties.map((p) => p.name)])),
    propertyDescriptions: new Map(Object.entries(loadPropertyDescriptions())),
    extraRoutes: CODE_ROUTES,
    basePath: siteConfig.basePath,
    components: [...MDX_COMPONENT_NAMES],
  })
  return { files, diagnostics }
}
