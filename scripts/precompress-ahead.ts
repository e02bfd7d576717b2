/**
 * Started by `npm run build` beside the publish and `next build`, at the lowest priority: puts into
 * the build's brotli cache (lib/server/precompress.ts) the files that `?url` imports make webpack
 * emit as they are (lib/build/url-imports.cjs), so that the standalone step
 * (scripts/prepare-standalone.ts) finds their bytes there. They are found by their imports in the
 * site's sources. Mermaid's 5.4 MB take 8–14 s of one core at brotli's quality 11: without a cache
 * (a fresh clone, a CI job) that was the last part of every build, with the other core idle.
 */
import fs from 'node:fs'
import nodeModule from 'node:module'
import path from 'node:path'
import { BROTLI_CACHE_DIR, fillBrotliCache } from '../lib/server/precompress'

const root = process.cwd()
const SOURCE_DIRECTORIES = ['components', 'hooks', 'lib', 'pages']
const URL_IMPORT = /from\s+['"]([^'"]+)\?url['"]/g

/** The files `?url` imports name in the site's sources, resolved as webpack resolves them. */
function urlImportedFiles(): string[] {
  const files = new Set<string>()
  for (const directory of SOURCE_DIRECTORIES) {
    const entries = fs.readdirSync(path.join(root, directory), { recursive: true, encoding: 'utf8' })
    for (const entry of entries) {
      if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue
      const source = path.join(root, directory, entry)
      // (Not a named import of createRequire: the compiled step declares one, scripts/compiled-scripts.mjs.)
      const resolve = nodeModule.createRequire(source).resolve
      for (const [, specifier] of fs.readFileSync(source, 'utf8').matchAll(URL_IMPORT)) {
        if (specifier) files.add(resolve(specifier))
      }
    }
  }
  return [...files]
}

// An import that cannot be resolved, like any other failure, ends in the warning below.
Promise.resolve()
  .then(() => fillBrotliCache(urlImportedFiles(), path.join(root, BROTLI_CACHE_DIR)))
  .then(
    (compressed) => {
      if (compressed.length > 0)
        console.log(
          `standalone: brotli-compressed ahead: ${compressed.map((file) => path.relative(root, file)).join(', ')}`,
        )
    },
    (error: unknown) => {
      // Not fatal: the standalone step compresses what it does not find in the cache.
      console.warn(`precompress-ahead: ${error instanceof Error ? error.message : String(error)}`)
    },
  )
