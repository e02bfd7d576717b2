/**
 * After `next build`: makes `.next/standalone` a complete server a host can copy and start
 * (`node server.js`), the way Next.js documents it, plus what this site needs:
 * - `.next/static` and `public/`, which Next.js leaves out of the standalone output, with a brotli
 *   copy of each script and style (lib/server/precompress.ts) that the server sends to browsers
 *   accepting it (lib/server/precompressed-static.cjs);
 * - with the default directory store, the current release (`.content-releases/`), so the copied
 *   server has content without any other step (a host with Redis reads it from there instead);
 * - `server.js` wrapped to preload lib/server/preload.cjs (see there) and the modules it requires.
 */
import fs from 'node:fs'
import path from 'node:path'
import { openReleaseStore } from '../lib/releases/server'
import { DEFAULT_RELEASES_DIRECTORY, releaseStoreConfig } from '../lib/releases/store'
import { FsReleaseStore } from '../lib/releases/fs-store'
import { precompressStatic } from '../lib/server/precompress'
import { siteConfig } from '../site.config'

const root = process.cwd()
const standalone = path.join(root, '.next', 'standalone')
const SERVER_MODULES = path.join('lib', 'server')
const PRELOAD = path.join(SERVER_MODULES, 'preload.cjs')
/** The preloaded modules and what they require: plain CommonJS files without dependencies. */
const PRELOADED_DIRECTORIES = [SERVER_MODULES, path.join('lib', 'chrome')]

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
  const brotli = await precompressStatic(staticCopy)
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
  if (releaseStoreConfig(process.env, siteConfig.version).kind === 'fs') {
    const copy = path.join(standalone, DEFAULT_RELEASES_DIRECTORY)
    fs.rmSync(copy, { recursive: true, force: true })
    await new FsReleaseStore(copy).publish(release)
  }

  for (const dir of PRELOADED_DIRECTORIES) {
    fs.mkdirSync(path.join(standalone, dir), { recursive: true })
    for (const file of fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.cjs'))) {
      fs.copyFileSync(path.join(root, dir, file), path.join(standalone, dir, file))
    }
  }
  const server = path.join(standalone, 'server.js')
  const nextServer = path.join(standalone, 'next-server.js')
  if (!fs.readFileSync(server, 'utf8').includes(PRELOAD.split(path.sep).join('/'))) {
    fs.renameSync(server, nextServer)
  }
  fs.writeFileSync(
    server,
    [
      "// Written by scripts/prepare-standalone.ts: the preloaded server module, then Next.js's server.",
      `require('./${PRELOAD.split(path.sep).join('/')}')`,
      "require('./next-server.js')",
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
