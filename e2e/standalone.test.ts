/**
 * The production form a host runs: only `.next/standalone`, `.next/static` and `public/` copied to
 * a directory of their own and started with `node server.js`. No content/, no build tools; the
 * server reads content releases from its store and follows the one a publisher makes current.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eventually } from './support/eventually'
import { copyBuiltProject } from './support/project-copy'
import { searchHits } from './support/search'
import { freePort, startSite } from './support/server'

const run = promisify(execFile)
const projectRoot = path.resolve(__dirname, '..')

jest.setTimeout(300_000)

interface HostedServer {
  dir: string
  store: string
  base: string
  output: () => string
  stop: () => Promise<void>
}

/** Copies what a host copies and starts it; the release store is a directory of its own. */
async function hostStandalone(): Promise<HostedServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-host-'))
  fs.cpSync(path.join(projectRoot, '.next', 'standalone'), dir, { recursive: true, verbatimSymlinks: true })
  fs.cpSync(path.join(projectRoot, '.next', 'static'), path.join(dir, '.next', 'static'), { recursive: true })
  fs.cpSync(path.join(projectRoot, 'public'), path.join(dir, 'public'), { recursive: true })
  const store = path.join(dir, '.content-releases')
  const port = await freePort()
  let log = ''
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      CONTENT_STORE_DIR: store,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const base = `http://127.0.0.1:${port}/3.5.6`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const up = await eventually(
    async () => (await fetch(`${base}/docs`).catch(() => null))?.status ?? 0,
    (status) => status === 200 || child.exitCode !== null,
    60_000,
  )
  if (up !== 200) {
    await stop()
    throw new Error(`the standalone server did not start:\n${log}`)
  }
  return { dir, store, base, output: () => log, stop }
}

describe('the standalone server, copied out as a host does', () => {
  let server: HostedServer
  let writer: { dir: string; remove: () => void }

  beforeAll(async () => {
    server = await hostStandalone()
    writer = copyBuiltProject()
  })
  afterAll(async () => {
    await server?.stop()
    writer?.remove()
  })

  it('has no content and no build tools, and serves pages and search from its release', async () => {
    expect(fs.existsSync(path.join(server.dir, 'content'))).toBe(false)
    for (const tool of ['contentlayer2', 'tsx', '@mdx-js/mdx', 'shiki']) {
      expect(fs.existsSync(path.join(server.dir, 'node_modules', tool))).toBe(false)
    }
    const page = await fetch(`${server.base}/docs/server/Clustering`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Hazelcast')
    expect(await searchHits(server.base, 'hazelcast')).not.toEqual([])
  })

  it('shows a published edit on the page and in search, without a restart', async () => {
    fs.appendFileSync(
      path.join(writer.dir, 'content', 'docs', 'snapshots.md'),
      '\n\n## Hosted Edit\n\nStandalone marker epsilon2207.\n',
    )
    const { stdout } = await run(
      process.execPath,
      [path.join(writer.dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/content-publish.ts'],
      { cwd: writer.dir, env: { ...process.env, PWD: writer.dir, CONTENT_STORE_DIR: server.store } },
    )
    expect(stdout).toContain('changed: /docs/snapshots')
    const html = await eventually(
      () => fetch(`${server.base}/docs/snapshots`).then((response) => response.text()),
      (body) => body.includes('epsilon2207'),
    )
    expect(html).toContain('epsilon2207')
    expect(
      await eventually(
        () => searchHits(server.base, 'epsilon2207'),
        (hits) => hits.length > 0,
      ),
    ).toEqual([expect.objectContaining({ url: '/3.5.6/docs/snapshots#hosted-edit' })])
    expect(server.output()).not.toMatch(/contentlayer|Command failed/)
  })
})

describe('npm start without the development dependencies', () => {
  it('serves, and says the content watcher is off and why', async () => {
    const copy = copyBuiltProject()
    try {
      fs.rmSync(path.join(copy.dir, 'node_modules', 'tsx'), { recursive: true })
      const site = await startSite({ cwd: copy.dir, env: { CONTENT_WATCH: 'true' } })
      try {
        expect((await fetch(`${site.base}/docs`)).status).toBe(200)
        expect(site.output()).toContain('content watcher: off, tsx is not installed')
      } finally {
        await site.stop()
      }
    } finally {
      copy.remove()
    }
  })
})
