/**
 * The hosted search service's wire format, as far as this site's clients speak it: request bodies
 * of `/1/indexes/*\/queries`, `/1/indexes/{index}/query` and `/1/indexes/*\/recommendations`, their
 * validation, and the answer and error shapes. A request's parameters may sit beside `indexName`
 * (algoliasearch v5), in a URL-encoded `params` string (older clients) or in a `params` object.
 */
import { type SearchParams, badRequest } from '../engine/types'
import { isPlainObject, isShallowJson } from './json-guard'
import { parseSearchParamsString, serializeSearchParams } from '../engine/answer/params-string'
import { checkSearchParam, isAppliedSearchParam, parseParamString } from './param-rules'
import { MAX_HITS_PER_CALL, MAX_REQUESTS_PER_CALL } from './request-limits'
import { DEFAULT_SEARCH_PARAMS } from '../engine/index/index-settings'

export interface ErrorBody {
  message: string
  status: number
}

export interface ParsedSearchRequest {
  indexName: string
  params: Partial<SearchParams>
  /** False when the request says `analytics: false`: search analytics do not count it. */
  analytics: boolean
}

interface ParsedParams {
  params: Partial<SearchParams>
  analytics: boolean
}

/** A recommendations result with no recommendations: this site has no recommendation models. */
export interface RecommendationsResult {
  hits: never[]
  nbHits: 0
  page: 0
  nbPages: 0
  hitsPerPage: 0
  processingTimeMS: number
  exhaustiveNbHits: true
  query: string
  params: string
}

export interface RecommendationsAnswer {
  results: RecommendationsResult[]
}

const MAX_PARAMS_PER_REQUEST = 200
const RECOMMEND_MODELS = [
  'related-products',
  'bought-together',
  'trending-facets',
  'trending-items',
  'looking-similar',
]

export function errorBody(status: number, message: string): ErrorBody {
  return { message, status }
}

export function parseJsonBody(body: string): unknown {
  if (body.trim().length === 0) throw badRequest('The request body is empty: expected a JSON object')
  try {
    return JSON.parse(body) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unreadable'
    throw badRequest(`The request body is not valid JSON: ${reason}`)
  }
}

export function checkIndexName(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 256) {
    throw badRequest('"indexName" must be a non-empty string of at most 256 characters')
  }
  if (/[\u0000-\u001f\u007f/]/u.test(value) || value === '*')
    throw badRequest('"indexName" contains characters an index name cannot have')
  return value
}

function requireObject(value: unknown, what: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw badRequest(`${what} must be a JSON object`)
  return value
}

/** Validates the parameters of one request; the echo keeps them as the client sent them. */
function parseParams(source: Record<string, unknown>, requestKeys: ReadonlySet<string>): ParsedParams {
  const entries = new Map<string, unknown>()
  const echo: string[] = []
  const embedded = source.params
  if (typeof embedded === 'string') {
    for (const [name, raw] of parseSearchParamsString(embedded))
      entries.set(name, parseParamString(name, raw))
    echo.push(embedded)
  } else if (isPlainObject(embedded)) {
    for (const [name, value] of Object.entries(embedded)) entries.set(name, value)
  } else if (embedded !== undefined) {
    throw badRequest('"params" must be a URL-encoded string or an object')
  }
  const separate: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(source)) {
    if (name !== 'params' && !requestKeys.has(name)) {
      entries.set(name, value)
      separate[name] = value
    }
  }
  if (entries.size > MAX_PARAMS_PER_REQUEST)
    throw badRequest(`Too many parameters: at most ${MAX_PARAMS_PER_REQUEST}`)
  const applied: Partial<SearchParams> = {}
  for (const [name, value] of entries) {
    if (value === undefined) continue
    const checked = checkSearchParam(name, value)
    if (isAppliedSearchParam(name)) Object.assign(applied, { [name]: checked })
  }
  // Only checked values reach the echo: the checks bound their size and depth for JSON.stringify.
  if (isPlainObject(embedded)) echo.push(serializeSearchParams(embedded))
  echo.push(serializeSearchParams(separate))
  applied.params = echo.filter((part) => part.length > 0).join('&')
  return { params: applied, analytics: entries.get('analytics') !== false }
}

const MULTI_QUERY_REQUEST_KEYS = new Set(['indexName', 'type'])

function parseQueryRequest(value: unknown, position: number): ParsedSearchRequest {
  const request = requireObject(value, `requests[${position}]`)
  const indexName = checkIndexName(request.indexName)
  if (request.type !== undefined && request.type !== 'default') {
    throw request.type === 'facet'
      ? badRequest('Searching facet values is not supported by this search backend')
      : badRequest('"type" must be "default" or "facet"')
  }
  return { indexName, ...parseParams(request, MULTI_QUERY_REQUEST_KEYS) }
}

function requestList(json: unknown): unknown[] {
  const body = requireObject(json, 'The request body')
  for (const key of Object.keys(body)) {
    if (key !== 'requests' && key !== 'strategy') throw badRequest(`Unknown parameter: ${key.slice(0, 100)}`)
  }
  if (body.strategy !== undefined && body.strategy !== 'none' && body.strategy !== 'stopIfEnoughMatches') {
    throw badRequest('"strategy" must be "none" or "stopIfEnoughMatches"')
  }
  const { requests } = body
  if (!Array.isArray(requests)) throw badRequest('"requests" must be a list')
  if (requests.length > MAX_REQUESTS_PER_CALL)
    throw badRequest(`At most ${MAX_REQUESTS_PER_CALL} requests per call`)
  return requests
}

/** `POST /1/indexes/*\/queries`: `{ requests: [{ indexName, query, ... }], strategy? }`. */
export function parseMultiQueryBody(json: unknown): ParsedSearchRequest[] {
  const requests = requestList(json).map(parseQueryRequest)
  const hits = requests.reduce(
    (sum, { params }) => sum + (params.hitsPerPage ?? DEFAULT_SEARCH_PARAMS.hitsPerPage),
    0,
  )
  if (hits > MAX_HITS_PER_CALL) {
    throw badRequest(
      `The queries of this call ask for ${hits} hits in all (hitsPerPage summed): at most ${MAX_HITS_PER_CALL} per call; ask for fewer hits or send the queries in several calls`,
    )
  }
  return requests
}

/** `POST /1/indexes/{index}/query`: the body is the parameters themselves. */
export function parseSingleQueryBody(json: unknown, indexName: string): ParsedSearchRequest {
  return {
    indexName: checkIndexName(indexName),
    ...parseParams(requireObject(json, 'The request body'), new Set()),
  }
}

/** `POST /1/indexes/*\/recommendations`: checked for shape, answered with no recommendations. */
export function parseRecommendationsBody(json: unknown): string[] {
  return requestList(json).map((value, position) => {
    const request = requireObject(value, `requests[${position}]`)
    const indexName = checkIndexName(request.indexName)
    if (typeof request.model !== 'string' || !RECOMMEND_MODELS.includes(request.model)) {
      throw badRequest(`requests[${position}].model must be one of ${RECOMMEND_MODELS.join(', ')}`)
    }
    const { threshold } = request
    if (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 100)) {
      throw badRequest(`requests[${position}].threshold must be a number from 0 to 100`)
    }
    if (!isShallowJson(request, 6))
      throw badRequest(`requests[${position}] is too large or too deeply nested`)
    return indexName
  })
}

export function emptyRecommendations(): RecommendationsResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: '',
    params: '',
  }
}
