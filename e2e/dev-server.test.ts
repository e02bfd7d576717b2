/**
 * `npm run dev` as a Next.js user runs it, in a copy of the project without a build, generated
 * documents or search records, as after a fresh clone (contentlayer's cache stays, to save time):
 * search answers from the first request, an edited doc reaches search and its page, the content
 * manager is served, and Ctrl+C (SIGINT to the
 * process group, as a terminal sends it) stops every process it started.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '@/site.config'
import { eventually } from './support/eventually'
import { copyBuiltProject } from './support/project-copy'
import { freePort } from './support/server'

jest.setTimeout(240_000)

const { appId, searchKey, indexName, apiPath } = siteConfig.search.embedded

let copy: { dir: string; remove: () => void }
let child: ChildProcess
let base = ''
let log = ''

/** Whether any process of the group is still running (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

/** The number of hits of a query, or a negative status while the server does not answer it. */
async function hits(query: string): Promise<number> {
  try {
    const response = await fetch(`${base}${apiPath}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
      body: JSON.stringify({ requests: [{ indexName, query }] }),
    })
    if (!response.ok) return -response.status
    return ((await response.json()) as { results: Array<{ nbHits: number }> }).results[0]?.nbHits ?? 0
  } catch {
    return -1
  }
}

beforeAll(async () => {
  copy = copyBuiltProject({ without: ['.next', '.search'] })
  fs.rmSync(path.join(copy.dir, '.contentlayer', 'generated'), { recursive: true, force: true })
  const port = await freePort()
  base = `http://127.0.0.1:${port}${siteConfig.basePath}`
  child = spawn(process.execPath, [path.join(copy.dir, 'scripts', 'dev.mjs')], {
    cwd: copy.dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PWD: copy.dir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
})

afterAll(() => {
  if (child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL')
  copy.remove()
})

it('answers search on a fresh copy, follows an edit, and stops everything on Ctrl+C', async () => {
  const ready = () => log.includes('content watcher: ready') && /Ready in/.test(log)
  await eventually(() => log, ready, 150_000)
  expect(ready() ? 'ready' : log).toBe('ready')
  // The records were built before the server started: the first answer already has hits.
  expect(await hits('mail')).toBeGreaterThan(0)

  const word = 'zebraquokka'
  fs.appendFileSync(
    path.join(copy.dir, 'content', 'docs', 'server', '20-Clustering.mdx'),
    `\nThe ${word} paragraph shows that the development server follows edits.\n`,
  )
  const found = await eventually(
    () => hits(word),
    (count) => count > 0,
    60_000,
  )
  // On failure the message is the servers' output, which says where the edit stopped.
  expect(found > 0 ? 'found' : log).toBe('found')
  // Without the production server's fast routes, a doc's Markdown comes through proxy.ts and its API route.
  const markdown = await fetch(`${base}/docs/server/Clustering.md`)
  expect([markdown.status, markdown.headers.get('content-type')]).toEqual([
    200,
    'text/markdown; charset=utf-8',
  ])
  expect(await markdown.text()).toContain(`The ${word} paragraph`)
  // The page itself renders under the development server's bundler (Turbopack), edit included.
  const page = await eventually(
    () =>
      fetch(`${base}/docs/server/Clustering`).then(async (answer) => ({
        status: answer.status,
        html: await answer.text(),
      })),
    (answer) => answer.status === 200 && answer.html.includes(word),
    60_000,
  )
  expect([page.status, page.html.includes(`The ${word} paragraph`)]).toEqual([200, true])
  // The content manager's page is served in local mode.
  expect((await fetch(`${base}/admin`)).status).toBe(200)
  const missing = await fetch(`${base}/docs/no-such-page.md`)
  expect([missing.status, ((await missing.json()) as { status: number }).status]).toEqual([404, 404])

  const pgid = child.pid as number
  process.kill(-pgid, 'SIGINT')
  expect(
    await eventually(
      () => groupAlive(pgid),
      (alive) => !alive,
      30_000,
    ),
  ).toBe(false)
})
