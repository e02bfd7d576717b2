/**
 * `npm run bench:search`: the embedded search backend's index build time, memory, and answer time
 * through its HTTP handler (a plain Node server on 127.0.0.1, the search dialog's request body of lib/search-dialog/request.ts)
 * at concurrency 1 and 64, on the site's records (`.search/records.json`, if built) and on a
 * generated corpus of 10,000 pages. Prints a table; writes bench/results/search.json.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { search } from '../lib/search/engine/engine'
import { IndexRegistry } from '../lib/search/protocol/index-registry'
import { createSearchIndex, indexByteLength, type SearchIndex } from '../lib/search/engine/search-index'
import { startSearchServer } from '../lib/search/testing/http-test-server'
import { tokenizeText } from '../lib/search/engine/tokenize'
import type { SearchRecord } from '../lib/search/record'
import { siteConfig } from '../site.config'
import { createRandom, generateCorpus } from './search-corpus'
import { summarizeLatencies } from './support/stats'

const GENERATED_PAGES = 10_000
const REQUESTS_AT_1 = 3_000
const REQUESTS_AT_64 = 6_000
const WARMUP_REQUESTS = 300
const { appId, searchKey, indexName } = siteConfig.search.embedded

v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc') as () => void

function heapBytes(): number {
  collectGarbage()
  collectGarbage()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/** What the dialog sends while someone types: prefixes, whole words, typos, several words, property names, misses. */
function buildQuerySet(records: readonly SearchRecord[], seed: number): string[] {
  const random = createRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const frequency = new Map<string, number>()
  for (const record of records.slice(0, 50_000)) {
    for (const token of tokenizeText(
      `${record.hierarchy.lvl1 ?? ''} ${record.hierarchy.lvl2 ?? ''} ${record.content ?? ''}`,
      false,
    )) {
      if (token.term.length >= 3 && !/\d/.test(token.term))
        frequency.set(token.term, (frequency.get(token.term) ?? 0) + 1)
    }
  }
  const byFrequency = [...frequency.entries()].sort((a, b) => b[1] - a[1]).map(([term]) => term)
  const common = byFrequency.slice(0, 200)
  const rare = byFrequency.slice(Math.floor(byFrequency.length / 2))
  const typo = (term: string) => {
    const i = 1 + Math.floor(random() * (term.length - 2))
    return term.slice(0, i) + (term[i + 1] ?? '') + (term[i] ?? '') + term.slice(i + 2)
  }
  const properties = records
    .filter((record) => record.anchor?.startsWith('spring.'))
    .map((record) => record.anchor as string)
  const queries: string[] = []
  for (let i = 0; i < 40; i++) {
    const term = pick(common)
    for (let length = 1; length <= Math.min(term.length, 6); length++) queries.push(term.slice(0, length))
  }
  for (let i = 0; i < 60; i++) queries.push(pick(common), pick(rare))
  for (let i = 0; i < 40; i++) queries.push(typo(pick(common.filter((term) => term.length >= 5))))
  for (let i = 0; i < 40; i++)
    queries.push(`${pick(common)} ${pick(common)}`, `${pick(common)} ${pick(common).slice(0, 3)}`)
  for (let i = 0; i < 20; i++) queries.push(`${pick(common)} ${pick(rare)} ${pick(common)}`)
  if (properties.length > 0) {
    for (let i = 0; i < 30; i++) {
      const name = pick(properties)
      const parts = name.split('.')
      queries.push(name, parts.slice(-2).join(' '), parts.slice(2, 4).join('.'))
    }
  }
  for (let i = 0; i < 20; i++) queries.push(`zq${Math.floor(random() * 1e6)}x`)
  return queries
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
/** The parameters the search dialog sends with every query (lib/search-dialog/request.ts), with its version/language filters. */
const engineParams = {
  attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
  attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:10`), 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
  facetFilters: [['version:3.5.6'], ['language:en']],
}

function requestBody(query: string): string {
  return JSON.stringify({ requests: [{ query, indexName, ...engineParams }] })
}

function post(agent: http.Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/1/indexes/*/queries',
        headers: {
          'x-algolia-application-id': appId,
          'x-algolia-api-key': searchKey,
          'content-type': 'text/plain',
        },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`status ${response.statusCode}`)),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

async function measureHttp(port: number, bodies: readonly string[], total: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  for (let i = 0; i < WARMUP_REQUESTS; i++) await post(agent, port, bodies[i % bodies.length] as string)
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const body = bodies[next++ % bodies.length] as string
        latencies.push(await post(agent, port, body))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  return { concurrency, ...summarizeLatencies(latencies), requestsPerSecond: Math.round(total / seconds) }
}

/** Two decimals: engine times are well under a millisecond. */
function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 100) /
    100
  return { samples: sorted.length, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), maxMs: at(100) }
}

/**
 * The engine alone, as the HTTP handler calls it. Wall time, and CPU time of this process: on a
 * shared machine the CPU time shows the engine's own cost when other work competes for the cores.
 */
function measureEngine(index: SearchIndex, queries: readonly string[]) {
  const wall: number[] = []
  const cpu: number[] = []
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      const startedCpu = process.cpuUsage()
      const started = performance.now()
      search(index, { ...engineParams, query })
      const elapsed = performance.now() - started
      const used = process.cpuUsage(startedCpu)
      if (round === 0) continue
      wall.push(elapsed)
      cpu.push((used.user + used.system) / 1000)
    }
  }
  return { wall: percentiles(wall), cpu: percentiles(cpu) }
}

async function benchmarkCorpus(name: string, records: SearchRecord[], pages: number) {
  const before = heapBytes()
  const started = performance.now()
  const startedCpu = process.cpuUsage()
  const index = createSearchIndex(records)
  const buildCpu = process.cpuUsage(startedCpu)
  const buildMs = Math.round(performance.now() - started)
  const buildCpuMs = Math.round((buildCpu.user + buildCpu.system) / 1000)
  const heapDeltaBytes = heapBytes() - before
  const queries = buildQuerySet(records, 7)
  const registry = new IndexRegistry()
  registry.loadBuilt(indexName, index, Date.now())
  const server = await startSearchServer({
    indices: () => registry,
    credentials: { appId, searchKey, adminKey: null },
  })
  try {
    const bodies = queries.map(requestBody)
    const engine = measureEngine(index, queries)
    const atOne = await measureHttp(server.port, bodies, REQUESTS_AT_1, 1)
    const atSixtyFour = await measureHttp(server.port, bodies, REQUESTS_AT_64, 64)
    // Searches add per-index working arrays (allocated on the first search) to the index itself.
    const heapWithScratchBytes = heapBytes() - before
    return {
      corpus: name,
      pages,
      records: records.length,
      words: index.dictionary.size,
      buildMs,
      buildCpuMs,
      indexTypedArrayBytes: indexByteLength(index),
      heapDeltaBytes,
      heapWithScratchBytes,
      queries: queries.length,
      engine,
      http: [atOne, atSixtyFour],
    }
  } finally {
    await server.close()
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function main(): Promise<void> {
  // Other work on the machine inflates every wall-clock figure: the load average is recorded with them.
  const loadAverageBefore = os.loadavg()
  console.log(
    `load average: ${loadAverageBefore.map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`,
  )
  const results = []
  const recordsFile = path.join(process.cwd(), '.search', 'records.json')
  if (fs.existsSync(recordsFile)) {
    const records = JSON.parse(fs.readFileSync(recordsFile, 'utf8')) as SearchRecord[]
    const pages = new Set(records.map((record) => record.url_without_anchor)).size
    results.push(await benchmarkCorpus('site (.search/records.json)', records, pages))
  } else {
    console.log(`(${recordsFile} not found: build the site to benchmark its own records)`)
  }
  const generated = generateCorpus(GENERATED_PAGES)
  results.push(
    await benchmarkCorpus(`generated (${GENERATED_PAGES} pages)`, generated.records, GENERATED_PAGES),
  )

  for (const result of results) {
    console.log(
      `\n${result.corpus}: ${result.pages} pages, ${result.records} records, ${result.words} distinct words`,
    )
    console.log(
      `  index build ${result.buildMs} ms (CPU ${result.buildCpuMs} ms); typed arrays ${mb(result.indexTypedArrayBytes)}; heap growth ${mb(result.heapDeltaBytes)} (${mb(result.heapWithScratchBytes)} with search scratch)`,
    )
    const { wall, cpu } = result.engine
    console.log(
      `  engine only, ${result.queries} mixed queries: wall p50 ${wall.p50Ms} / p95 ${wall.p95Ms} / p99 ${wall.p99Ms} ms; ` +
        `CPU p50 ${cpu.p50Ms} / p95 ${cpu.p95Ms} / p99 ${cpu.p99Ms} ms`,
    )
    console.log('  HTTP   concurrency   p50 ms   p95 ms   p99 ms   max ms   req/s')
    for (const row of result.http) {
      console.log(
        `         ${String(row.concurrency).padStart(11)} ${String(row.p50Ms).padStart(8)} ${String(row.p95Ms).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.maxMs).padStart(8)} ${String(row.requestsPerSecond).padStart(7)}`,
      )
    }
  }
  const output = path.join(process.cwd(), 'bench', 'results', 'search.json')
  fs.mkdirSync(path.dirname(output), { recursive: true })
  fs.writeFileSync(
    output,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverageBefore, loadAverageAfter: os.loadavg(), results }, null, 2)}\n`,
  )
  console.log(`\nwritten: ${path.relative(process.cwd(), output)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
