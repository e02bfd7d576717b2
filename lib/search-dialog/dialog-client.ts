/**
 * What the dialog puts between InstantSearch and the site's one client (`lib/search/client/client.ts`):
 * an empty query is answered locally with no hits (the start screen needs no request), every
 * other search goes to the client unchanged. Both call forms are accepted, the legacy
 * `search([{ indexName, params }])` InstantSearch uses and `search({ requests })`.
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

export function createDialogSearchClient(client: LiteClient): LiteClient {
  const search = ((argument: SearchArgument, requestOptions?: Parameters<LiteClient['search']>[1]) => {
    const requests = requestsOf(argument)
    if (requests.length > 0 && requests.every((request) => queryOf(request).trim() === '')) {
      return Promise.resolve({ results: requests.map(emptyAnswer) } as unknown as SearchResponses<unknown>)
    }
    return client.search(argument, requestOptions)
  }) as LiteClient['search']
  return { ...client, search }
}
