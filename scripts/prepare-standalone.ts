/**
 * After `next build`: makes `.next/standalone` a complete server a host can copy and start
 * (`node server.js`), the way Next.js documents it, plus what this site needs:
 * - `.next/static` and `public/`, which Next.js leaves out of the standalone output, with a brotli
 *   copy of each script and style (lib/server/precompress.ts) that the server sends to browsers
 *   accepting it (lib/server/precompressed-static.cjs);
 * - with the default directory store, the current release (`.content-releases/`), so the copied
 *   server has content without any other step (a host with Redis reads it from there instead);
 * - `server.js`, replaced by the site's own server (lib/server/site-server.cjs, see there), and the
 *   plain modules it requires.
 */
import fs from 'node:fs'
import path from 'node:path'
import { openReleaseStore, openVersionRegistry } from '../lib/releases/server'
import { DEFAULT_RELEASES_DIRECTORY, releaseStoreConfig } from '../lib/releases/store'
import { FsReleaseStore } from '../lib/releases/fs-store'
import { writeBuildVersions } from '../lib/versions/build-versions'
import { FsVersionRegistry } from '../lib/versions/fs-registry'
import { BROTLI_CACHE_DIR, precompressStatic } from '../lib/server/precompress'
import { siteConfig } from '../site.config'

const root = process.cwd()
const standalone = path.join(root, '.next', 'standalone')
const SITE_SERVER = path.join('lib', 'server', 'site-server.cjs')
/**
 * The server's modules and what they require: plain CommonJS files whose one dependency, the
 * package of process-wide values (sba-docs-process), the file trace copies with the bundles' own.
 */
const SERVER_DIRECTORIES = [
  path.join('lib', 'server'),
  path.join('lib', 'chrome'),
  path.join('lib', 'next-internals'),
]
/** Single modules the server's (and the page cache handler) require besides those. */
const SERVER_FILES = [path.join('lib', 'build', 'docs-version.cjs')]

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(standalone, 'server.js'))) {
    throw new Error(
      '.next/standalone/server.js is missing: run `next build` first (output: "standalone" in next.config.js)',
    )
  }
  // Sources are compiled into .next/server; the trace still copies a few (a JSON import, the pages,
  // the lazily loaded search chunk), which a server never reads, and content/ has no place there.
  for (const source of ['content', 'components', 'pages']) {
    fs.rmSync(path.join(standalone, source), { recursive: true, force: true })
  }
  const staticCopy = path.join(standalone, '.next', 'static')
  fs.rmSync(staticCopy, { recursive: true, force: true })
  fs.cpSync(path.join(root, '.next', 'static'), staticCopy, { recursive: true })
  const brotli = await precompressStatic(staticCopy, { cacheDir: path.join(root, BROTLI_CACHE_DIR) })
  console.log(
    `standalone: ${brotli.files} scripts and styles precompressed with brotli (${Math.round(brotli.bytes / 1024)} KiB → ${Math.round(brotli.brotliBytes / 1024)} KiB)`,
  )
  fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })

  const store = openReleaseStore()
  const id = await store.currentId()
  const release = id ? await store.read(id) : null
  await store.close()
  if (!id || !release)
    throw new Error(`${store.description} has no current release: the build publishes one first`)
  // The versions manifest the build's pages were rendered with: a server compares the store's with it.
  const registry = openVersionRegistry()
  const versions = await registry.list()
  await registry.close()
  writeBuildVersions(path.join(root, '.next'), versions)
  writeBuildVersions(path.join(standalone, '.next'), versions)
  if (releaseStoreConfig(process.env, siteConfig.version).kind === 'fs') {
    // The copied server's own store: this version's release and its manifest entry.
    const copy = path.join(standalone, DEFAULT_RELEASES_DIRECTORY)
    fs.rmSync(copy, { recursive: true, force: true })
    await new FsReleaseStore(path.join(copy, siteConfig.version)).publish(release)
    const own = versions.find((entry) => entry.name === siteConfig.version)
    if (own) await new FsVersionRegistry(copy).put(own)
  }

  for (const dir of SERVER_DIRECTORIES) {
    fs.mkdirSync(path.join(standalone, dir), { recursive: true })
    for (const file of fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.cjs'))) {
      fs.copyFileSync(path.join(root, dir, file), path.join(standalone, dir, file))
    }
  }
  for (const file of SERVER_FILES) {
    fs.mkdirSync(path.dirname(path.join(standalone, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(standalone, file))
  }
  // Next.js's own server.js starts a server this site cannot compose; the site's replaces it.
  fs.writeFileSync(
    path.join(standalone, 'server.js'),
    [
      '// Written by scripts/prepare-standalone.ts: the version this server was built for (its pages,',
      "// base path and store keys are that version's, whatever the environment says), then the",
      "// site's server (lib/server/site-server.cjs).",
      "process.env.NODE_ENV = 'production'",
      `process.env.DOCS_VERSION = ${JSON.stringify(siteConfig.version)}`,
      `process.env.DOCS_BASE_PATH = ${JSON.stringify(siteConfig.basePath)}`,
      `require('./${SITE_SERVER.split(path.sep).join('/')}')`,
      '  .startSiteServer({ dir: __dirname })',
      '  .catch((error) => {',
      '    console.error(error)',
      '    process.exit(1)',
      '  })',
      '',
    ].join('\n'),
  )
  console.log(
    `standalone: .next/standalone is ready (release ${id}); start it with node .next/standalone/server.js`,
  )
}

main().catch((error: unknown) => {
  console.error(`prepare-standalone: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
