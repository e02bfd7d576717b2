/**
 * An edit measured while the site is served, as `npm start` runs it: the content watcher
 * (`content:publish --watch --no-notify`) in the size's copy and production servers (the one build's
 * `.next/standalone/server.js`) reading the size's store. The server takes its content from the
 * store only, so one build serves every size.
 */
import path from 'node:path'
import { siteConfig } from '../../site.config'
import { searchRequestBody } from '../measure/search-server'
import { freePort, sleep } from '../support/http'
import { log } from '../support/log'
import { treeRssBytes } from '../support/memory'
import { startProcess, tail, type RunningProcess } from '../support/processes'
import { startRedis } from '../../lib/testing/redis-server'
import { routeOfDocFile, replaceWord } from './edits'
import { spread, stepSpreads } from './figures'
import { parsePublishLine } from './publish-output'
import { cleanEnv, type Deadline, type SizeCopy } from './size-copy'
import type { InstanceFigures, LiveEdit, LiveFigures, StepTimings } from './types'

const POLL_MS = 25
/** The longest one edit may take to show before it counts as failed. */
const EDIT_LIMIT_MS = 5 * 60_000
const SEARCH_URL_PATH = `${siteConfig.search.embedded.apiPath}/1/indexes/*/queries`
const SEARCH_HEADERS = {
  'content-type': 'application/json',
  'x-algolia-application-id': siteConfig.search.embedded.appId,
  'x-algolia-api-key': siteConfig.search.embedded.searchKey,
}

type StoreEnv = { CONTENT_STORE_DIR: string } | { REDIS_URL: string }

interface Server {
  name: string
  base: string
  process: RunningProcess
}

/** Measurements under way, so that an interrupted run stops what they started (Redis too). */
const active = new Set<Stack>()

/** Stops what a measurement started, in reverse order, also when it failed half-way. */
class Stack {
  private readonly stops: Array<() => Promise<void>> = []
  constructor() {
    active.add(this)
  }
  push(stop: () => Promise<void>): void {
    this.stops.push(stop)
  }
  async stopAll(): Promise<void> {
    active.delete(this)
    const stops = this.stops.splice(0).reverse()
    for (const stop of stops) await stop().catch(() => undefined)
  }
}

/** Stops every server, watcher and Redis a measurement under way started. */
export async function stopServing(): Promise<void> {
  await Promise.all([...active].map((stack) => stack.stopAll()))
}

function startServer(name: string, buildDir: string, copy: SizeCopy, store: StoreEnv, port: number): Server {
  const handle = startProcess(name, process.execPath, [path.join(buildDir, '.next', 'standalone', 'server.js')], {
    cwd: copy.dir,
    env: {
      ...cleanEnv(),
      ...store,
      PORT: String(port),
      // What `npm start` passes the standalone server; no background regeneration during the edits.
      HOSTNAME: '127.0.0.1',
      REVALIDATE_SECONDS: '3600',
    },
  })
  return { name, base: `http://127.0.0.1:${port}${siteConfig.basePath}`, process: handle }
}

const alive = (handle: RunningProcess) => handle.child.exitCode === null && handle.child.signalCode === null

async function status(url: string): Promise<number> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

async function pageShows(url: string, word: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
    return response.ok && (await response.text()).includes(word)
  } catch {
    return false
  }
}

/** Whether the embedded search (the dialog's request) answers a hit that holds the word itself. */
async function searchShows(base: string, word: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}${SEARCH_URL_PATH}`, {
      method: 'POST',
      headers: SEARCH_HEADERS,
      body: searchRequestBody(word),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) return false
    const body = (await response.json()) as { results?: Array<{ hits?: unknown[] }> }
    // A typo-tolerant engine answers an earlier edit's word too (zqxedit1 for zqxedit2), and its
    // highlights list the query's words as matched: only the word in the hit's own text counts.
    const text = (hit: unknown) =>
      JSON.stringify(hit, (key, value: unknown) => (key === 'matchedWords' ? undefined : value))
    return (body.results?.[0]?.hits ?? []).some((hit) => text(hit).toLowerCase().includes(word))
  } catch {
    return false
  }
}

/** Starts a server and times it to the first 200 of `route`; its memory then and after a search. */
async function startInstance(
  name: string,
  buildDir: string,
  copy: SizeCopy,
  store: StoreEnv,
  route: string,
  deadline: Deadline,
  stack: Stack,
): Promise<{ server: Server; figures: InstanceFigures }> {
  const port = await freePort()
  const timeoutMs = deadline.stepTimeoutMs(10 * 60_000)
  const started = performance.now()
  const server = startServer(name, buildDir, copy, store, port)
  stack.push(server.process.stop)
  const limit = started + timeoutMs
  const url = `${server.base}${route}`
  let code = 0
  while ((code = await status(url)) !== 200) {
    if (!alive(server.process))
      throw new Error(`${name} stopped before ${route} answered:\n${tail(server.process.output(), 15)}`)
    if (performance.now() > limit)
      throw new Error(`${name}: ${route} answered ${code}, not 200, until the limit:\n${tail(server.process.output(), 15)}`)
    await sleep(POLL_MS)
  }
  const startToFirstPageMs = Math.round(performance.now() - started)
  const rssAfterPageBytes = treeRssBytes(server.process.pid)
  const searchStarted = performance.now()
  const response = await fetch(`${server.base}${SEARCH_URL_PATH}`, {
    method: 'POST',
    headers: SEARCH_HEADERS,
    body: searchRequestBody('actuator'),
    signal: AbortSignal.timeout(60_000),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${name}: the first search answered ${response.status}`)
  const firstSearchMs = Math.round(performance.now() - searchStarted)
  const figures: InstanceFigures = {
    store: 'REDIS_URL' in store ? 'redis' : 'fs',
    route,
    startToFirstPageMs,
    rssAfterPageBytes,
    firstSearchMs,
    rssAfterSearchBytes: treeRssBytes(server.process.pid),
    rssAfterEditsBytes: null,
  }
  log(
    `  ${name}: first 200 of ${route} ${startToFirstPageMs} ms after start, RSS ${Math.round(rssAfterPageBytes / 1e6)} MB; first search ${firstSearchMs} ms, RSS ${Math.round(figures.rssAfterSearchBytes / 1e6)} MB`,
  )
  return { server, figures }
}

interface Watcher {
  process: RunningProcess
  /** performance.now() when it was started: its timeline's zero. */
  startedAt: number
  startMs: number
  startOutcome: string
}

/** `content:publish --watch --no-notify` as `npm start` runs it, once it has published and watches. */
async function startWatcher(copy: SizeCopy, store: StoreEnv, deadline: Deadline, stack: Stack): Promise<Watcher> {
  const timeoutMs = deadline.stepTimeoutMs()
  const startedAt = performance.now()
  const handle = startProcess(
    'content watcher',
    process.execPath,
    [path.join(copy.dir, 'scripts', 'run-step.mjs'), 'content-publish', '--watch', '--no-notify'],
    { cwd: copy.dir, env: { ...cleanEnv(), ...store } },
  )
  stack.push(handle.stop)
  const limit = startedAt + timeoutMs
  while (!handle.output().includes('(ready)')) {
    if (!alive(handle)) throw new Error(`the content watcher stopped:\n${tail(handle.output(), 15)}`)
    if (performance.now() > limit) throw new Error(`the content watcher was not ready in time:\n${tail(handle.output(), 15)}`)
    await sleep(100)
  }
  const first = handle
    .timeline()
    .map((line) => ({ line, parsed: parsePublishLine(line.text) }))
    .find((entry) => entry.parsed !== null)
  const startMs = Math.round(performance.now() - startedAt)
  const startOutcome = first?.parsed
    ? `${first.parsed.outcome} after ${first.line.atMs} ms (${Object.entries(first.parsed.steps)
        .map(([step, ms]) => `${step} ${ms} ms`)
        .join(', ')})`
    : 'no publish line'
  log(`  content watcher ready after ${startMs} ms: ${startOutcome}`)
  return { process: handle, startedAt, startMs, startOutcome }
}

/** The watcher's publish lines so far, with when they were printed (performance.now() time). */
function publishLines(watcher: Watcher): Array<{ at: number; steps: StepTimings; outcome: string }> {
  return watcher.process.timeline().flatMap((line) => {
    const parsed = parsePublishLine(line.text)
    return parsed ? [{ at: watcher.startedAt + line.atMs, steps: parsed.steps, outcome: parsed.outcome }] : []
  })
}

/** One edit: a word replaced in `file`, then every server polled until its page and search show it. */
async function measureLiveEdit(
  copy: SizeCopy,
  file: string,
  word: string,
  servers: readonly Server[],
  watcher: Watcher,
  deadline: Deadline,
): Promise<LiveEdit> {
  const route = routeOfDocFile(copy.contentDir, file)
  for (const server of servers) {
    // A page readers are on: the server has it rendered before the edit.
    const code = await status(`${server.base}${route}`)
    if (code !== 200) throw new Error(`${server.name}: ${route} answered ${code} before the edit`)
  }
  await sleep(1_000)
  const publishesBefore = publishLines(watcher).length
  const started = performance.now()
  replaceWord(file, word)
  const limit = started + deadline.stepTimeoutMs(EDIT_LIMIT_MS)
  const seen = servers.map(() => ({ page: null as number | null, search: null as number | null }))
  const done = () => seen.every((entry) => entry.page !== null && entry.search !== null)
  while (!done()) {
    if (performance.now() > limit) {
      throw new Error(
        `${route}: the edit did not show in time (${servers
          .map((server, index) => `${server.name}: page ${seen[index]?.page ?? 'no'}, search ${seen[index]?.search ?? 'no'}`)
          .join('; ')})\nwatcher:\n${tail(watcher.process.output(), 10)}`,
      )
    }
    await Promise.all(
      servers.map(async (server, index) => {
        const entry = seen[index]
        if (!entry) return
        const [page, search] = await Promise.all([
          entry.page === null ? pageShows(`${server.base}${route}`, word) : true,
          entry.search === null ? searchShows(server.base, word) : true,
        ])
        const now = Math.round(performance.now() - started)
        if (page && entry.page === null) entry.page = now
        if (search && entry.search === null) entry.search = now
      }),
    )
    if (!done()) await sleep(POLL_MS)
  }
  const published = publishLines(watcher)
    .slice(publishesBefore)
    .find((line) => line.outcome === 'published')
  const pageMs = Math.max(...seen.map((entry) => entry.page ?? 0))
  const searchMs = Math.max(...seen.map((entry) => entry.search ?? 0))
  return {
    route,
    word,
    publishedMs: published ? Math.round(published.at - started) : null,
    pageMs,
    searchMs,
    liveMs: Math.max(pageMs, searchMs),
    instanceLiveMs: seen.map((entry) => Math.max(entry.page ?? 0, entry.search ?? 0)),
    steps: published?.steps ?? {},
  }
}

async function measureLiveEdits(
  copy: SizeCopy,
  files: readonly string[],
  wordPrefix: string,
  servers: readonly Server[],
  watcher: Watcher,
  deadline: Deadline,
  store: 'fs' | 'redis',
): Promise<LiveFigures> {
  const edits: LiveEdit[] = []
  for (const [index, file] of files.entries()) {
    const edit = await measureLiveEdit(copy, file, `${wordPrefix}${index + 1}`, servers, watcher, deadline)
    log(
      `  ${store} edit ${index + 1}/${files.length} ${edit.route}: live ${edit.liveMs} ms (page ${edit.pageMs}, search ${edit.searchMs}, published ${edit.publishedMs ?? '?'} ms)`,
    )
    edits.push(edit)
  }
  const publishedMs = edits.flatMap((edit) => (edit.publishedMs === null ? [] : [edit.publishedMs]))
  return {
    store,
    instances: servers.length,
    method: `content:publish --watch --no-notify and ${servers.length} production server(s) (${store} store; REVALIDATE_SECONDS=3600); one word of a different page replaced per edit; from writing the file until ${servers.length > 1 ? 'every instance shows' : 'the server shows'} the word in the page's HTML and in a search hit (the dialog's request), polled every ${POLL_MS} ms; the later instance counts`,
    edits,
    liveMs: spread(edits.map((edit) => edit.liveMs)),
    pageMs: spread(edits.map((edit) => edit.pageMs)),
    searchMs: spread(edits.map((edit) => edit.searchMs)),
    publishedMs: publishedMs.length > 0 ? spread(publishedMs) : null,
    steps: stepSpreads(edits.map((edit) => edit.steps)),
    watcherStartMs: watcher.startMs,
    watcherStartOutcome: watcher.startOutcome,
  }
}

/**
 * The directory store: one server started on the size's store (its start and memory), then the
 * watcher beside it and `files.length` edits.
 */
export async function serveWithDirectoryStore(
  buildDir: string,
  copy: SizeCopy,
  files: readonly string[],
  deadline: Deadline,
): Promise<{ instance: InstanceFigures; live: LiveFigures | { failed: string } }> {
  const stack = new Stack()
  const store = { CONTENT_STORE_DIR: copy.storeDir }
  try {
    const route = routeOfDocFile(copy.contentDir, files[0] ?? '')
    const { server, figures } = await startInstance('server (fs store)', buildDir, copy, store, route, deadline, stack)
    try {
      const watcher = await startWatcher(copy, store, deadline, stack)
      const live = await measureLiveEdits(copy, files, 'zqxedit', [server], watcher, deadline, 'fs')
      figures.rssAfterEditsBytes = treeRssBytes(server.process.pid)
      return { instance: figures, live }
    } catch (error) {
      return { instance: figures, live: { failed: (error as Error).message } }
    }
  } finally {
    await stack.stopAll()
  }
}

/**
 * Redis, as several instances run: the watcher publishes the size's content into an empty Redis,
 * then `instances` servers start on it (each one's start and memory) and `files.length` edits
 * are measured until every instance shows them.
 */
export async function serveWithRedis(
  buildDir: string,
  copy: SizeCopy,
  files: readonly string[],
  instances: number,
  deadline: Deadline,
): Promise<{ instances: InstanceFigures[]; live: LiveFigures | { failed: string } }> {
  const stack = new Stack()
  try {
    deadline.stepTimeoutMs()
    const redis = await startRedis()
    stack.push(redis.stop)
    const store = { REDIS_URL: redis.url }
    const watcher = await startWatcher(copy, store, deadline, stack)
    const route = routeOfDocFile(copy.contentDir, files[0] ?? '')
    const servers: Server[] = []
    const figures: InstanceFigures[] = []
    for (let index = 1; index <= instances; index++) {
      const started = await startInstance(`server ${index} (Redis)`, buildDir, copy, store, route, deadline, stack)
      servers.push(started.server)
      figures.push(started.figures)
    }
    try {
      const live = await measureLiveEdits(copy, files, 'zqxredis', servers, watcher, deadline, 'redis')
      servers.forEach((server, index) => {
        const entry = figures[index]
        if (entry) entry.rssAfterEditsBytes = treeRssBytes(server.process.pid)
      })
      return { instances: figures, live }
    } catch (error) {
      return { instances: figures, live: { failed: (error as Error).message } }
    }
  } finally {
    await stack.stopAll()
  }
}
