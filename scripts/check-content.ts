/**
 * Build check of the content (the rules: lib/content/check.ts). Errors fail the build; warnings
 * are printed.
 * `tsx scripts/check-content.ts [files…]` checks only the given files (paths may be absolute).
 */
import fs from 'node:fs'
import path from 'node:path'
import { checkContent, formatDiagnostic, type ContentFile } from '../lib/content/check'
import { loadPropertyData, loadPropertyDescriptions } from '../lib/content/property-store'
import { MDX_COMPONENT_NAMES } from '../lib/content/mdx-component-names'
import { siteConfig } from '../site.config'

const root = process.cwd()
const contentDir = path.join(root, 'content')

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return /\.mdx?$/.test(entry.name) ? [full] : []
  })
}

const all = ['docs', 'pages', 'blog'].flatMap((folder) => walk(path.join(contentDir, folder)))
const files: ContentFile[] = all.map((full) => ({
  path: path.relative(contentDir, full).split(path.sep).join('/'),
  source: fs.readFileSync(full, 'utf8'),
}))

const data = loadPropertyData()
const diagnostics = checkContent(files, {
  publicFileExists: (sitePath) => {
    const file = path.join(root, 'public', decodeURIComponent(sitePath))
    return file.startsWith(path.join(root, 'public')) && fs.existsSync(file) && fs.statSync(file).isFile()
  },
  propertyGroups: new Map(data.groups.map((group) => [group.id, group.properties.map((p) => p.name)])),
  propertyDescriptions: new Map(Object.entries(loadPropertyDescriptions())),
  extraRoutes: ['/', '/docs', '/blog', '/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml', '/robots.txt'],
  basePath: siteConfig.basePath,
  components: [...MDX_COMPONENT_NAMES],
})

const only = process.argv
  .slice(2)
  .map((arg) => path.relative(contentDir, path.resolve(arg)).split(path.sep).join('/'))
const shown = only.length > 0 ? diagnostics.filter((d) => only.includes(d.file)) : diagnostics
for (const diagnostic of shown) console.error(formatDiagnostic(diagnostic))
const errors = shown.filter((d) => d.severity === 'error').length
const warnings = shown.length - errors
console.log(`content check: ${files.length} files, ${errors} errors, ${warnings} warnings`)
if (errors > 0) process.exit(1)
