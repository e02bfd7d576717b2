/**
 * The embedded search backend's speed: index build time and memory, engine time per query, and
 * answer time through its HTTP handler (a plain Node server on 127.0.0.1, the request body the
 * search dialog sends) at concurrency 1 and 64, on a corpus of records (the site's, or the generated one).
 */
import http from 'node:http'
import v8 from 'node:v8'
import vm from 'node:vm'
import { search } from '../../lib/search/engine/engine'
import { createIndexLanguage } from '../../lib/search/engine/language/index-language'
import { IndexRegistry } from '../../lib/search/protocol/index-registry'
import {
  createSearchIndex,
  indexByteLength,
  type SearchIndex,
} from '../../lib/search/engine/index/search-index'
import type { Synonym } from '../../lib/search/engine/language/synonyms'
import { startSearchServer } from '../../lib/search/testing/http-test-server'
import { tokenizeText } from '../../lib/search/engine/language/tokenize'
import type { SearchRecord } from '../../lib/search/record'
import { buildSearchRequest, defaultSearchContext, snippetWordsFor } from '../../lib/search-dialog/request'
import { siteConfig } from '../../site.config'
import { createRandom } from '../search-corpus'
import { summarizeLatencies } from '../support/stats'

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
export function buildQuerySet(records: readonly SearchRecord[], seed: number): string[] {
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

/** What the search dialog sends with every query on a desktop (its own request builder), without the query. */
const {
  query: _query,
  indexName: _indexName,
  ...dialogParams
} = buildSearchRequest('', defaultSearchContext(indexName, snippetWordsFor(false)))
export const engineParams = dialogParams

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

export async function benchmarkCorpus(
  name: string,
  records: SearchRecord[],
  pages: number,
  synonyms: readonly Synonym[] = [],
) {
  const before = heapBytes()
  const started = performance.now()
  const startedCpu = process.cpuUsage()
  const index = createSearchIndex(records, createIndexLanguage({}, synonyms))
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

export type CorpusResult = Awaited<ReturnType<typeof benchmarkCorpus>>
