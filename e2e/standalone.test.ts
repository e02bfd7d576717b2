/**
 * The production form a host runs: only `.next/standalone`, `.next/static` and `public/` copied to
 * a directory of their own and started with `node server.js`. No content/, no build tools; the
 * server reads content releases from its store and follows the one a publisher makes current.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { hostStandalone, publishContent, type HostedServer } from './support/deployment'
import { copyBuiltProject } from './support/project-copy'
import { eventually } from './support/eventually'
import { editShown, searchHits } from './support/search'
import { startSite } from './support/server'

const projectRoot = path.resolve(__dirname, '..')
/** What gzip makes of a text (Next.js's own compression sends no Content-Length). */
const gzipLength = (text: string) => zlib.gzipSync(text).length

jest.setTimeout(300_000)

describe('the standalone server, copied out as a host does', () => {
  let server: HostedServer
  let store: string
  let writer: { dir: string; remove: () => void }
  const processValues = path.join(os.tmpdir(), `sba-docs-process-values-${process.pid}.json`)

  beforeAll(async () => {
    // The release store: a directory of its own, as a host would mount one, seeded with the release
    // the build put into the standalone output.
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-store-'))
    fs.cpSync(path.join(projectRoot, '.next', 'standalone', '.content-releases'), store, { recursive: true })
    // A long revalidate period: only following the release can show an edit soon.
    server = await hostStandalone(projectRoot, {
      CONTENT_STORE_DIR: store,
      REVALIDATE_SECONDS: '3600',
      NODE_OPTIONS: `--require=${path.join(__dirname, 'support', 'process-values-probe.cjs')}`,
      PROCESS_VALUES_FILE: processValues,
    })
    writer = copyBuiltProject()
  })
  afterAll(async () => {
    await server?.remove()
    writer?.remove()
    fs.rmSync(store, { recursive: true, force: true })
    fs.rmSync(processValues, { force: true })
  })

  // First, before any search: readers got only prerendered pages, which run no code of the site,
  // and the server still follows the release from its start (instrumentation.ts).
  it('follows a published edit without a restart, though readers only got cached pages so far', async () => {
    fs.appendFileSync(
      path.join(writer.dir, 'content', 'docs', 'snapshots.md'),
      '\n\n## Hosted Edit\n\nStandalone marker epsilon2207.\n',
    )
    const published = await publishContent(writer.dir, { CONTENT_STORE_DIR: store })
    expect(published.output).toContain('changed: /docs/snapshots')
    // Well within the prerendered pages' own revalidate period (60 s), which would show it anyway.
    const { html, hits } = await editShown(server.base, '/docs/snapshots', 'epsilon2207', 40_000)
    expect(html).toContain('epsilon2207')
    expect(hits).toEqual([expect.objectContaining({ url: '/3.5.6/docs/snapshots#hosted-edit' })])
    expect(server.output()).not.toMatch(/contentlayer|Command failed/)
  })

  it('has no content and no build tools, and serves pages and search from its release', async () => {
    expect(fs.existsSync(path.join(server.dir, 'content'))).toBe(false)
    for (const tool of ['contentlayer2', 'tsx', '@mdx-js/mdx', 'shiki']) {
      expect(fs.existsSync(path.join(server.dir, 'node_modules', tool))).toBe(false)
    }
    // Nor Next.js's own build tools, App Router and image runtimes (lib/build/server-trace-excludes.cjs).
    const nextCompiled = path.join(server.dir, 'node_modules', 'next', 'dist', 'compiled')
    for (const unused of ['babel', 'next-devtools', 'next-server/app-page.runtime.prod.js']) {
      expect(fs.existsSync(path.join(nextCompiled, unused))).toBe(false)
    }
    // Its development server and React's development builds.
    const nextServer = path.join(server.dir, 'node_modules', 'next', 'dist', 'server')
    expect(fs.existsSync(path.join(nextServer, 'dev', 'hot-reloader-webpack.js'))).toBe(false)
    expect(fs.existsSync(path.join(nextServer, 'dev', 'hot-reloader-types.js'))).toBe(true)
    const reactDom = path.join(server.dir, 'node_modules', 'react-dom', 'cjs')
    expect(fs.existsSync(path.join(reactDom, 'react-dom.development.js'))).toBe(false)
    expect(fs.existsSync(path.join(reactDom, 'react-dom.production.js'))).toBe(true)
    for (const unused of ['sharp', 'caniuse-lite', 'instantsearch.js', 'react-instantsearch']) {
      expect(fs.existsSync(path.join(server.dir, 'node_modules', unused))).toBe(false)
    }
    // No image optimizer: a 404, not an error for the missing image library.
    const image = await fetch(`${server.base}/_next/image?url=%2F3.5.6%2Fimg%2Flogo.svg&w=64&q=75`)
    expect(image.status).toBe(404)
    const page = await fetch(`${server.base}/docs/server/Clustering`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Hazelcast')
    expect(await searchHits(server.base, 'hazelcast')).not.toEqual([])
  })

  // The server module and the routes Next.js bundles apart share one sba-docs-process (lib/process/):
  // the search route's offer reaches the server, which then answers search before Next.js.
  it('shares process-wide values between its server and the bundled routes', async () => {
    expect(await searchHits(server.base, 'hazelcast')).not.toEqual([])
    const read = (): { searchRoute?: string | null; serverOffered?: boolean } => {
      try {
        return JSON.parse(fs.readFileSync(processValues, 'utf8')) as { searchRoute: string | null }
      } catch {
        return {}
      }
    }
    const values = await eventually(read, (last) => last.searchRoute === 'search', 10_000)
    expect(values.searchRoute).toBe('search')
    expect(values.serverOffered).toBe(true)
  })

  it('sends the built scripts brotli-compressed to browsers that accept it, gzip to others', async () => {
    const html = await (await fetch(`${server.base}/docs/server/Clustering`)).text()
    const script = /src="([^"]*\/_next\/static\/chunks\/framework-[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const url = new URL(script ?? '', server.base).href
    const asked = async (acceptEncoding: string) => {
      const answer = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } })
      return { answer, text: await answer.text() }
    }
    const brotli = await asked('gzip, deflate, br')
    const gzip = await asked('gzip, deflate')
    expect(brotli.answer.headers.get('content-encoding')).toBe('br')
    expect(gzip.answer.headers.get('content-encoding')).toBe('gzip')
    // The same script either way, brotli smaller on the wire, and the site's headers on both.
    expect(brotli.text).toBe(gzip.text)
    // Chromium compiles the functions of a first-load script while streaming it (see CompileHintsPlugin).
    expect(brotli.text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(Number(brotli.answer.headers.get('content-length'))).toBeLessThan(
      0.9 * Number(gzipLength(gzip.text)),
    )
    for (const { answer } of [brotli, gzip]) {
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'")
    }
  })
  it("carries Mermaid's script for browsers only, brotli-compressed, and no copy for the server", async () => {
    const output = path.join(projectRoot, '.next', 'standalone', '.next')
    const mermaid = (dir: string) =>
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /mermaid\.min\./.test(file))
    const [script] = mermaid(path.join(output, 'static')).filter((file) => file.endsWith('.js'))
    expect(script).toBeDefined()
    expect(mermaid(path.join(output, 'server'))).toEqual([])
    // The package's own minified build, byte for byte: the build's minifier leaves it alone.
    const own = fs.readFileSync(require.resolve('mermaid/dist/mermaid.min.js'))
    expect(fs.readFileSync(path.join(output, 'static', script ?? '')).equals(own)).toBe(true)
    const answer = await fetch(`${server.base}/_next/static/${script}`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(Buffer.from(await answer.arrayBuffer()).equals(own)).toBe(true)
  })
})

describe('npm start without the publishing tools', () => {
  it('serves, and says the content watcher is off and why', async () => {
    const copy = copyBuiltProject()
    try {
      fs.rmSync(path.join(copy.dir, 'node_modules', 'esbuild'), { recursive: true })
      const site = await startSite({ cwd: copy.dir, env: { CONTENT_WATCH: 'true' } })
      try {
        expect((await fetch(`${site.base}/docs`)).status).toBe(200)
        expect(site.output()).toContain('content watcher: off, esbuild is not installed')
      } finally {
        await site.stop()
      }
    } finally {
      copy.remove()
    }
  })
})
