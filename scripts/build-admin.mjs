#!/usr/bin/env node
/**
 * The content manager's files in `public/admin/` (not committed, made by `npm run build` and
 * `npm run dev`): Decap CMS's prebuilt bundle and its chunks, copied from the installed package,
 * our setup script (lib/authoring/browser/cms-setup.ts), bundled for the browser, and the site's
 * stylesheet (styles/globals.css through the same Tailwind build) for the preview pane. Served at
 * `${basePath}/admin/…` and loaded by the admin page only, `index.html` (lib/authoring/admin-page.cjs),
 * also written here. `admin.css` is committed.
 */
import tailwind from '@tailwindcss/postcss'
import { build } from 'esbuild'
import postcss from 'postcss'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { root } from './processes.mjs'

const require = createRequire(import.meta.url)
const { adminPageHtml } = require('../lib/authoring/admin-page.cjs')
// The base path of this build, as next.config.js and site.config.ts have it.
const { basePath } = require('../lib/build/docs-version.cjs').docsVersionFrom(process.env)
const out = path.join(root, 'public', 'admin')
const cmsDist = path.dirname(require.resolve('decap-cms/dist/decap-cms.js'))

fs.mkdirSync(out, { recursive: true })
// The bundle, the chunks it loads beside itself, its WebAssembly and licence notices; no source maps.
for (const name of fs.readdirSync(cmsDist)) {
  if (/^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$/.test(name) || name.endsWith('.wasm')) {
    fs.copyFileSync(path.join(cmsDist, name), path.join(out, name))
  }
}
await build({
  absWorkingDir: root,
  entryPoints: ['lib/authoring/browser/cms-setup.ts'],
  outfile: path.join(out, 'cms-setup.js'),
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
})

const stylesheet = path.join(root, 'styles', 'globals.css')
const css = await postcss([tailwind({ optimize: { minify: true } })]).process(
  fs.readFileSync(stylesheet, 'utf8'),
  {
    from: stylesheet,
  },
)
fs.writeFileSync(path.join(out, 'preview.css'), css.css)

fs.writeFileSync(path.join(out, 'index.html'), adminPageHtml(basePath))
