/**
 * What the dialog puts between InstantSearch and the site's one client (`lib/search/client/client.ts`):
 * an empty query is answered locally with no hits (the start screen needs no request), every
 * other search goes to the client unchanged. Both call forms are accepted, the legacy
 * `search([{ indexName, params }])` InstantSearch uses and `search({ requests })`.
 *
 * A search can also be started ahead of InstantSearch (`prefetch`): the dialog knows the next
 * query as the key goes down (`beforeinput`), while InstantSearch sends it only after the input
 * event and React's render of the keystroke, a few milliseconds later. When InstantSearch then asks
 * for exactly that search, it gets the one already on its way; a prefetch it never asks for costs
 * one request the server answers from its cache. InstantSearch stays the dialog's search layer:
 * it still decides what is searched and which answer is shown.
 */
import type { LiteClient, SearchResponses } from 'algoliasearch/lite'

type SearchArgument = Parameters<LiteClient['search']>[0]

interface RequestLike {
  indexName?: string
  query?: string
  params?: ({ query?: string; hitsPerPage?: number } & Record<string, unknown>) | string
  [parameter: string]: unknown
}

export function requestsOf(argument: SearchArgument): RequestLike[] {
  if (Array.isArray(argument)) return argument as RequestLike[]
  return ((argument as { requests?: RequestLike[] }).requests ?? []) as RequestLike[]
}

export function queryOf(request: RequestLike): string {
  if (typeof request.query === 'string') return request.query
  if (typeof request.params === 'object' && typeof request.params.query === 'string')
    return request.params.query
  if (typeof request.params === 'string') return new URLSearchParams(request.params).get('query') ?? ''
  return ''
}

/** An answer with no hits, shaped like the service's, for a query that was never sent. */
export function emptyAnswer(request: RequestLike) {
  const hitsPerPage = typeof request.params === 'object' ? (request.params.hitsPerPage ?? 20) : 20
  return {
    index: request.indexName ?? '',
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: '',
    params: '',
  }
}

/** A search request with its parameters beside the index name, as the dialog builds it. */
export type FlatSearchRequest = { indexName: string; query: string } & Record<string, unknown>

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (typeof value !== 'object' || value === null) return value
  const object = value as Record<string, unknown>
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortedKeys(object[key])]),
  )
}

/**
 * Two searches are the same when their requests, parameters flattened beside the index name, are
 * equal whatever the order of their keys; `null` for a form that is not compared (`params` as a
 * string).
 */
export function searchKey(requests: readonly RequestLike[]): string | null {
  const flat: unknown[] = []
  for (const { params, ...rest } of requests) {
    if (typeof params === 'string') return null
    flat.push({ ...rest, ...params })
  }
  return JSON.stringify(sortedKeys(flat))
}

/** Prefetched searches not asked for yet: typing moves on, so only the last few can still be. */
const KEPT_PREFETCHES = 4

type Answers = ReturnType<LiteClient['search']>

export interface DialogSearchClient extends LiteClient {
  /** Starts this search now, for InstantSearch to pick up when it asks for the same. */
  prefetch(request: FlatSearchRequest): void
}

export function createDialogSearchClient(client: LiteClient): DialogSearchClient {
  const prefetched = new Map<string, Answers>()
  const search = ((argument: SearchArgument, requestOptions?: Parameters<LiteClient['search']>[1]) => {
    const requests = requestsOf(argument)
    if (requests.length > 0 && requests.every((request) => queryOf(request).trim() === '')) {
      return Promise.resolve({ results: requests.map(emptyAnswer) } as unknown as SearchResponses<unknown>)
    }
    const key = requestOptions === undefined ? searchKey(requests) : null
    const started = key === null ? undefined : prefetched.get(key)
    if (key !== null && started) {
      prefetched.delete(key)
      return started
    }
    return client.search(argument, requestOptions)
  }) as LiteClient['search']
  const prefetch = (request: FlatSearchRequest) => {
    if (request.query.trim() === '') return
    const key = searchKey([request])
    if (key === null || prefetched.has(key)) return
    const answers = client.search({ requests: [request] }) as Answers
    // Whoever asks for it sees a failure; one nobody asks for is dropped quietly.
    answers.catch(() => undefined)
    prefetched.set(key, answers)
    if (prefetched.size > KEPT_PREFETCHES) prefetched.delete(prefetched.keys().next().value as string)
  }
  return { ...client, search, prefetch }
}
