/**
 * The most expensive search requests anyone with the public search key can send, beside ordinary
 * readers' traffic: how long did an ordinary request wait? Used by e2e/search-abuse.test.ts (a
 * generous bound) and bench/abuse.ts (the figures). The abusive clients run in a process of their
 * own, so reading their large answers never delays the ordinary client's clock.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteConfig } from '../../site.config'

const { appId, searchKey, indexName, apiPath } = siteConfig.search.embedded
const HEADERS = {
  'content-type': 'application/json',
  'x-algolia-application-id': appId,
  'x-algolia-api-key': searchKey,
  'accept-encoding': 'gzip',
}

/** Ten misspelt words: each is matched with typos and as a prefix of every word it starts. */
const TYPO_WORDS = 'sprng bot admn servr clint notifcation mial sluck telegrm discrd'.split(' ')

function typoQuery(seed: number): string {
  return TYPO_WORDS.map((word, i) => (i === seed % TYPO_WORDS.length ? `${word}${seed % 7}` : word)).join(' ')
}

/** 100 filter values (the most one query may hold) that every record passes, new on each call. */
function passingFilters(seed: string): string[] {
  return Array.from({ length: 100 }, (_, value) => `version:-${seed}-${value}`)
}

export interface AbusiveRequest {
  label: string
  body: string
}

/**
 * The costliest requests the limits allow (each new, so no answer or filter cache helps), and the
 * ones they refuse: the probe's 1 MB of filters, its 50 queries of 250 words with 1,000 hits each,
 * and a lone surrogate.
 */
export function abusiveRequests(round: number): AbusiveRequest[] {
  const heavy = {
    queryType: 'prefixAll',
    attributesToSnippet: ['content:200', 'hierarchy.lvl0', 'hierarchy.lvl1'],
    attributesToHighlight: ['*'],
    facets: ['*'],
    distinct: false,
  }
  const fiftyQueries = Array.from({ length: 50 }, (_, i) => ({
    indexName,
    ...heavy,
    query: typoQuery(round * 50 + i),
    hitsPerPage: 20,
    facetFilters: passingFilters(`r${round}q${i}`),
  }))
  const thousandHits = { indexName, ...heavy, query: typoQuery(round), hitsPerPage: 1000 }
  // ~1 MB (the body limit): eight bytes a value; the first names the round, so no cache helps.
  const filterMegabyte = Array.from({ length: 125 }, (_, group) =>
    Array.from({ length: 1000 }, (_, value) => (group + value === 0 ? `r:${round}` : `t:${value}`)),
  )
  const oneLetterWords = Array.from({ length: 250 }, (_, i) => String.fromCharCode(97 + ((i + round) % 26)))
  return [
    {
      label: '50 typo-heavy queries, 100 filter values each',
      body: JSON.stringify({ requests: fiftyQueries }),
    },
    { label: '1,000 hits with snippets and facets', body: JSON.stringify({ requests: [thousandHits] }) },
    {
      label: '1,000 hits, 100 attributes to retrieve and to highlight',
      body: JSON.stringify({
        requests: [
          {
            indexName,
            // A parameter without effect makes each round's answer its own (no cache helps).
            analyticsTags: [`round-${round}`],
            query: 'spring',
            hitsPerPage: 1000,
            distinct: 4,
            attributesToRetrieve: Array.from({ length: 100 }, (_, i) => `hierarchy.lvl${i}`),
            attributesToHighlight: Array.from({ length: 100 }, (_, i) => `missing${i}`),
          },
        ],
      }),
    },
    {
      label: '125 × 1,000 filter values (refused)',
      body: JSON.stringify({ requests: [{ indexName, query: 'mail', facetFilters: filterMegabyte }] }),
    },
    {
      label: '50 × 250 one-letter words, 1,000 hits each (refused)',
      body: JSON.stringify({
        requests: Array.from({ length: 50 }, () => ({
          indexName,
          query: oneLetterWords.join(' '),
          hitsPerPage: 1000,
          queryType: 'prefixAll',
        })),
      }),
    },
    {
      label: 'a lone surrogate (refused)',
      body: JSON.stringify({ requests: [{ indexName, query: '\ud800' }] }),
    },
  ]
}

export interface Latencies {
  count: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

function latencies(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? 0 }
}

export interface AbuseRun {
  /** Ordinary requests (robots.txt and a reader's search, in turn) sent one after another. */
  ordinary: Latencies
  /** What the abusive requests were answered, by status. */
  abusiveStatuses: Record<string, number>
  abusiveRequests: number
}

const READER_QUERIES = ['clust', 'mail notif', 'server.ui.title', 'eureka', 'security', 'slack']

/** The abusive clients' process: plain JavaScript, each client a loop over its bodies. */
const ABUSER_SCRIPT = `
const fs = require('node:fs')
const { url, headers, batches } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))
const statuses = {}
Promise.all(batches.map(async (bodies) => {
  for (const body of bodies) {
    const response = await fetch(url, { method: 'POST', headers, body })
    await response.arrayBuffer()
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
  }
})).then(() => process.stdout.write(JSON.stringify(statuses)), (error) => {
  process.stderr.write(String(error))
  process.exitCode = 1
})
`

/** Runs the abusive clients in a process of their own; resolves what their requests were answered. */
function runAbusers(url: string, batches: string[][]): { done: Promise<Record<string, number>> } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sba-abuse-')), 'requests.json')
  fs.writeFileSync(file, JSON.stringify({ url, headers: HEADERS, batches }))
  const child = spawn(process.execPath, ['-e', ABUSER_SCRIPT, file], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const done = new Promise<Record<string, number>>((resolve, reject) => {
    child.on('close', (code) => {
      fs.rmSync(path.dirname(file), { recursive: true, force: true })
      if (code === 0) resolve(JSON.parse(out) as Record<string, number>)
      else reject(new Error(`the abusive clients failed (${code}): ${err}`))
    })
  })
  return { done }
}

/**
 * Sends `rounds` rounds of {@link abusiveRequests} from `abusers` clients at once (in a process of
 * their own), and ordinary requests one after another until they are done (or, with `abusers: 0`,
 * `ordinaryCount` of them).
 */
export async function ordinaryBesideAbuse(
  base: string,
  options: { abusers: number; rounds: number; ordinaryCount?: number },
): Promise<AbuseRun> {
  const searchUrl = `${base}${apiPath}/1/indexes/*/queries`
  const batches = Array.from({ length: options.abusers }, (_, abuser) =>
    Array.from({ length: options.rounds }, (_, round) => abusiveRequests(abuser * 1000 + round))
      .flat()
      .map((request) => request.body),
  )
  let abusing = options.abusers > 0
  const abusers: Promise<Record<string, number>> = abusing
    ? runAbusers(searchUrl, batches).done
    : Promise.resolve({})
  const done = abusers.finally(() => {
    abusing = false
  })
  // Keep going until the abusers are done, even when a request of ours fails first.
  done.catch(() => undefined)
  const samples: number[] = []
  const ordinaryCount = options.ordinaryCount ?? Number.POSITIVE_INFINITY
  for (let i = 0; (abusing || options.abusers === 0) && i < ordinaryCount; i++) {
    const started = performance.now()
    const response =
      i % 2 === 0
        ? await fetch(`${base}/robots.txt`)
        : await fetch(searchUrl, {
            method: 'POST',
            headers: HEADERS,
            body: JSON.stringify({
              requests: [{ indexName, query: READER_QUERIES[i % READER_QUERIES.length], hitsPerPage: 20 }],
            }),
          })
    await response.arrayBuffer()
    samples.push(performance.now() - started)
    if (!response.ok) throw new Error(`an ordinary request answered ${response.status}`)
  }
  const abusiveStatuses = await done
  const sent = Object.values(abusiveStatuses).reduce((sum, count) => sum + count, 0)
  return { ordinary: latencies(samples), abusiveStatuses, abusiveRequests: sent }
}
