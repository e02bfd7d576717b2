/**
 * The content check alone (`npm run check:content`); `content:publish` and the build run it too.
 * Errors exit 1; warnings are printed. `tsx scripts/check-content.ts [files…]` shows only the
 * findings of the given files (paths may be absolute).
 */
import path from 'node:path'
import { formatDiagnostic } from '../lib/content/check'
import { checkContentTree } from '../lib/content/check-inputs'
import { siteConfig } from '../site.config'

const root = process.cwd()
const contentDir = path.join(root, 'content')
const { files, diagnostics } = checkContentTree(root, siteConfig.basePath)
const only = process.argv
  .slice(2)
  .map((arg) => path.relative(contentDir, path.resolve(arg)).split(path.sep).join('/'))
const shown = only.length > 0 ? diagnostics.filter((d) => only.includes(d.file)) : diagnostics
for (const diagnostic of shown) console.error(formatDiagnostic(diagnostic))
const errors = shown.filter((d) => d.severity === 'error').length
const warnings = shown.length - errors
console.log(`content check: ${files.length} files, ${errors} errors, ${warnings} warnings`)
if (errors > 0) process.exit(1)
