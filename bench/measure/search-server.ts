import { buildSearchRequest, defaultSearchContext, snippetWordsFor } from '../../lib/search-dialog/request'
import { siteConfig } from '../../site.config'
import { summarizeLatencies } from '../support/stats'
import type { LoadFigures } from '../types'

/** A queries request as the search dialog sends it (lib/search-dialog/request.ts), for one query on a wide screen. */
export function searchRequestBody(query: string): string {
  const context = defaultSearchContext(siteConfig.search.embedded.indexName, snippetWordsFor(false))
  return JSON.stringify({ requests: [buildSearchRequest(query, context)] })
}

const HEADERS = {
  'content-type': 'application/json',
  'x-algolia-application-id': siteConfig.search.embedded.appId,
  'x-algolia-api-key': siteConfig.search.embedded.searchKey,
}

async function timedSearch(url: string, query: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now()
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: HEADERS,
      body: searchRequestBody(query),
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await response.json()) as { results?: Array<{ hits?: unknown[] }> }
    return { ms: performance.now() - started, ok: response.ok && Array.isArray(body.results?.[0]?.hits) }
  } catch {
    return { ms: performance.now() - started, ok: false }
  }
}

/** Fails with the server's answer when the endpoint is missing or does not speak the protocol. */
export async function checkSearchEndpoint(url: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: HEADERS,
    body: searchRequestBody('cluster'),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let hits: unknown
  try {
    hits = (JSON.parse(text) as { results?: Array<{ hits?: unknown }> }).results?.[0]?.hits
  } catch {
    hits = undefined
  }
  if (!response.ok || !Array.isArray(hits)) {
    throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 160)}`)
  }
}

/**
 * The search endpoint's answer time, measured from Node on the same machine: `concurrency`
 * clients, each sending the next query as soon as its previous answer arrived, `requests` in all.
 */
export async function measureSearchServer(
  url: string,
  queries: readonly string[],
  concurrency: number,
  requests: number,
): Promise<LoadFigures> {
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const client = async () => {
    while (next < requests) {
      const query = queries[next % queries.length] ?? 'admin'
      next += 1
      const { ms, ok } = await timedSearch(url, query)
      if (ok) latencies.push(ms)
      else errors += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  const seconds = (performance.now() - started) / 1000
  return {
    concurrency,
    requests,
    errors,
    latency: summarizeLatencies(latencies),
    requestsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
  }
}
