/**
 * Load at a fixed number of connections, with autocannon (a bench-only dependency): search traffic
 * shaped like typing (every prefix of the readers' queries in bench/queries.ts, as the search
 * dialog sends them) and doc pages. Each connection sends its next request as soon as the previous
 * answer arrived; the generator runs on the same machine as the servers.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { siteConfig } from '../../site.config'
import { searchRequestBody } from '../measure/search-server'
import { SEARCH_QUERIES } from '../queries'
import { everyPrefix, REAL_QUESTIONS_FILE } from '../search/relevance-set'

export interface LoadResult {
  what: string
  connections: number
  durationSeconds: number
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /**
   * The slowest answer that was not a connection's first (absent in older results). A run opens
   * all its connections at once against a server already busy with the first ones, and Node's
   * event loop (libuv ≥ 1.45, Node 20) accepts one new connection per turn of the loop: under load
   * a turn lasts 20–40 ms here, so the 64th connection's first request waits 1–2 s to be accepted,
   * whatever the request handler does (a bare `http.createServer` burning 0.2 ms per request shows
   * the same ramp). `maxMs` includes that ramp; this figure is the server once connected.
   */
  connectedMaxMs?: number
  /** The slowest first answer of a connection (its wait to be accepted included). */
  firstAnswerMaxMs?: number
  /** Answers that were not 2xx, and requests that got no answer (errors, timeouts). */
  errors: number
  errorShare: number
}

interface AutocannonResult {
  requests: { total: number; average: number }
  latency: { p50: number; p99: number; max: number }
  duration: number
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
}

type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

function autocannon(): Autocannon {
  // Installed into bench/node_modules by `npm run bench:scale` (bench/package.json).
  const benchRequire = createRequire(path.join(__dirname, '..', 'package.json'))
  return benchRequire('autocannon') as Autocannon
}

/** Every prefix of every query (`c`, `cl`, … `cluster`), the requests typing sends. */
export function typingQueries(queries: readonly string[] = SEARCH_QUERIES): string[] {
  return everyPrefix(queries)
}

const SEARCH_HEADERS = {
  'content-type': 'application/json',
  'x-algolia-application-id': siteConfig.search.embedded.appId,
  'x-algolia-api-key': siteConfig.search.embedded.searchKey,
  'accept-encoding': 'gzip',
}

/**
 * Requests each connection builds when it first sends them, not all up front. Autocannon builds
 * every request of the list for every connection before the run (64 connections × 503 typing
 * requests took about 0.5 s here, one block of the generator's main thread), and the answers to the
 * first requests waited for that block: a run's "max" latency was 430–630 ms of the generator's own
 * making. Built lazily (a request with `setupRequest` is built when its turn comes), the same run's
 * max was 80–400 ms and its throughput the same or higher.
 */
function builtOnFirstUse(requests: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return requests.map((request, index) =>
    index === 0 ? request : { ...request, setupRequest: (built: Record<string, unknown>) => built },
  )
}

/** Autocannon's client: each answer's status, size and latency (ms) as its 'response' event. */
interface LoadClient {
  on(event: 'response', listener: (status: number, bytes: number, latencyMs: number) => void): void
}

/** The slowest first answer of a connection and the slowest of the others, over all connections. */
function answerMaxima(): { setupClient: (client: LoadClient) => void; firstMs: number; connectedMs: number } {
  const maxima = {
    firstMs: 0,
    connectedMs: 0,
    setupClient(client: LoadClient) {
      let answered = false
      client.on('response', (_status, _bytes, latencyMs) => {
        if (answered) maxima.connectedMs = Math.max(maxima.connectedMs, latencyMs)
        else maxima.firstMs = Math.max(maxima.firstMs, latencyMs)
        answered = true
      })
    },
  }
  return maxima
}

async function load(
  what: string,
  url: string,
  requests: Array<Record<string, unknown>>,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const maxima = answerMaxima()
  const result = await autocannon()({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: builtOnFirstUse(requests),
    setupClient: maxima.setupClient,
  })
  const total = result['2xx'] + result.non2xx + result.errors + result.timeouts
  const errors = result.non2xx + result.errors + result.timeouts
  return {
    what,
    connections: options.connections,
    durationSeconds: result.duration,
    requests: total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    connectedMaxMs: Math.round(maxima.connectedMs),
    firstAnswerMaxMs: Math.round(maxima.firstMs),
    errors,
    errorShare: total === 0 ? 0 : errors / total,
  }
}

/**
 * Search as readers type, at `${base}/api/search/1/indexes/*\/queries`: every prefix of `queries`
 * (by default the readers' queries of bench/queries.ts), in order.
 */
export function searchLoad(
  base: string,
  options: { connections: number; seconds: number },
  queries: { what: string; prefixes: readonly string[] } = {
    what: 'search, typing',
    prefixes: typingQueries(),
  },
): Promise<LoadResult> {
  const url = `${base}${siteConfig.search.embedded.apiPath}/1/indexes/*/queries`
  const requests = queries.prefixes.map((query) => ({
    method: 'POST',
    headers: SEARCH_HEADERS,
    body: searchRequestBody(query),
  }))
  return load(queries.what, url, requests, options)
}

/**
 * Every prefix of every real user's question of bench/relevance/real-questions.json (written by a
 * session that never saw the engine or this bench): typing traffic nobody on the team wrote.
 */
export function realQuestionPrefixes(): { what: string; prefixes: string[] } {
  const { queries } = JSON.parse(fs.readFileSync(REAL_QUESTIONS_FILE, 'utf8')) as {
    queries: Array<{ query: string }>
  }
  return {
    what: "search, typing real users' questions",
    prefixes: typingQueries(queries.map(({ query }) => query)),
  }
}

/** Doc pages (their HTML), cycling through the given routes. */
export function pageLoad(
  base: string,
  routes: string[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const requests = routes.map((route) => ({
    method: 'GET',
    path: `${new URL(base).pathname}${route}`,
    headers: { 'accept-encoding': 'gzip' },
  }))
  return load('doc pages (HTML)', base, requests, options)
}
