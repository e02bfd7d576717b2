/**
 * The embedded backend's HTTP protocol, independent of any server framework: a request in, a
 * response out. It answers what the official clients send to the hosted service — searches and
 * Insights events (`/1/events`) with the search key; the writes of `replaceAllObjects`, the
 * synonyms and the Analytics API (`/2/...`, lib/search/analytics/) with the admin key — with the
 * hosted service's JSON, including its error bodies `{"message": ..., "status": ...}`.
 */
import { setImmediate } from 'node:timers'
import { methodNotAllowedHeaders } from '../../http/method-not-allowed'
import { searchAnswerJson, type AnswerObserver, type Pause, type SearchAnswerCache } from './answer-cache'
import { answerAnalytics } from '../analytics/analytics-api'
import { parseInsightsEvents } from '../analytics/insights-events'
import { trackingRefused, typistOf } from '../analytics/privacy'
import type { AnalyticsRecorder } from '../analytics/recorder'
import { piecesLength, piecesText, type BodyPiece, type PiecedBody } from '../../http/gzip-pieces'
import { sameSecret } from '../../http/secret'
import { type SearchParams, SearchRequestError } from '../engine/types'
import { indexNotFound, type IndexRegistry } from './index-registry'
import {
  checkIndexName,
  emptyRecommendations,
  errorBody,
  parseJsonBody,
  parseMultiQueryBody,
  parseRecommendationsBody,
  parseSingleQueryBody,
  type ParsedSearchRequest,
  type RecommendationsAnswer,
} from './wire'
import type { SearchIndex } from '../engine/index/search-index'
import { holdIndex } from '../engine/index/index-holds'
import { MAX_ANSWER_BYTES, YIELD_AFTER_MS } from './request-limits'

export interface SearchHttpRequest {
  method: string
  /** The path below the endpoint's mount point, e.g. `/1/indexes/*\/queries`, possibly percent-encoded. */
  path: string
  query: URLSearchParams
  headers: Record<string, string | undefined>
  body: string
}

export interface SearchHttpResponse {
  status: number
  headers: Record<string, string>
  /**
   * JSON text, or for search answers JSON in pieces, some deflated ahead of time (see
   * answer-cache.ts): an adapter sends them as gzip with `gzipPieces`, or as text.
   */
  body: PiecedBody
}

/** A response's body as text. */
export function responseText(response: SearchHttpResponse): string {
  return piecesText(response.body)
}

/** A payload already written as JSON pieces; the handler sends it as it is. */
class JsonPieces {
  constructor(readonly pieces: readonly BodyPiece[]) {}
}

export interface SearchCredentials {
  appId: string
  searchKey: string
  /** Writes are refused when there is no admin key. */
  adminKey: string | null
}

export interface SearchHttpDeps {
  /** The indices to serve; called once per request, so a store can reload changed files first. */
  indices: () => IndexRegistry
  credentials: SearchCredentials
  /** The hosted service's limit is larger; ours keeps a hostile client from holding much memory. */
  maxBodyBytes?: number
  /** Answers of recent searches; without it every search runs the engine. */
  answers?: SearchAnswerCache
  /** How long a call may hold the event loop before it lets others run (request-limits.ts). */
  yieldAfterMs?: number
  /** Search analytics (lib/search/analytics/); absent or null when they are off (the default). */
  analytics?: AnalyticsRecorder | null
  /** The clock of the Analytics API's default date range; `Date.now` when absent. */
  now?: () => number
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

type Role = 'search' | 'admin'

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'content-type, accept, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-user-id, x-algolia-usertoken, request-id, content-encoding',
  'access-control-max-age': '86400',
}

function respond(status: number, payload: unknown): SearchHttpResponse {
  return {
    status,
    headers: {
      ...CORS_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: payload instanceof JsonPieces ? payload.pieces : JSON.stringify(payload),
  }
}

/** An error answer in the hosted service's shape, for adapters that fail before the handler runs. */
export function errorResponse(status: number, message: string): SearchHttpResponse {
  return respond(status, errorBody(status, message))
}

function fail(error: SearchRequestError): SearchHttpResponse {
  return respond(error.status, errorBody(error.status, error.message))
}

/** 405 with `Allow`: the methods of this path, and OPTIONS, which every path answers (CORS preflight). */
function methodNotAllowed(method: string, allowed: readonly string[]): SearchHttpResponse {
  const response = fail(new SearchRequestError(405, `Method ${method.slice(0, 10)} not allowed here`))
  response.headers.allow = methodNotAllowedHeaders([...allowed, 'OPTIONS']).Allow
  return response
}

/** UTF-8 byte length without allocating a buffer. */
function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

/** A credential from the headers, or from the query string in any case (search-insights sends `X-Algolia-Application-Id=…`). */
function credentialOf(request: SearchHttpRequest, name: string): string | undefined {
  const header = request.headers[name]
  if (header !== undefined) return header
  for (const [key, value] of request.query) if (key.toLowerCase() === name) return value
  return undefined
}

function authenticate(request: SearchHttpRequest, credentials: SearchCredentials): Role {
  const appId = credentialOf(request, 'x-algolia-application-id')
  const apiKey = credentialOf(request, 'x-algolia-api-key')
  if (appId === undefined || apiKey === undefined) {
    throw new SearchRequestError(
      403,
      'Invalid credentials: send x-algolia-application-id and x-algolia-api-key',
    )
  }
  if (appId === credentials.appId) {
    if (credentials.adminKey && sameSecret(apiKey, credentials.adminKey)) return 'admin'
    if (sameSecret(apiKey, credentials.searchKey)) return 'search'
  }
  throw new SearchRequestError(403, 'Invalid Application-ID or API key')
}

function decodeSegments(path: string): string[] {
  try {
    return path
      .split('/')
      .filter((segment) => segment.length > 0)
      .map(decodeURIComponent)
  } catch {
    throw new SearchRequestError(400, 'The request path is not valid percent-encoding')
  }
}

interface Route {
  methods: readonly string[]
  role: Role
  run: (registry: IndexRegistry, body: () => unknown) => unknown
}

/**
 * A pause for one call: lets other requests run once the call has held the event loop for
 * {@link YIELD_AFTER_MS} since it last let them, so a call of many queries, or of a query with
 * hundreds of hits (built a slice at a time, answer-cache.ts), never holds it for all of its work.
 */
function pauseEvery(ms: number): Pause {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < ms) return
    await new Promise<void>((resolve) => setImmediate(resolve))
    since = performance.now()
  }
}

/** A 400 naming the limit when an answer of `bytes` would be too large (request-limits.ts). */
function checkAnswerBytes(bytes: number, of: 'call' | 'query'): void {
  if (bytes <= MAX_ANSWER_BYTES) return
  const [subject, more] =
    of === 'call' ? ['The answer to this call', ', or send fewer queries per call'] : ['The answer', '']
  throw new SearchRequestError(
    400,
    `${subject} would be larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB: ask for fewer hits (hitsPerPage) or attributes (attributesToRetrieve, attributesToSnippet)${more}`,
  )
}

/** An answer's JSON, with `extraJson` added to the answer object (`,"index":"docs"`). */
type Searcher = (
  index: SearchIndex,
  params: Partial<SearchParams>,
  extraJson: string,
  pause: Pause,
  observe?: AnswerObserver,
) => Promise<BodyPiece[]>

/** The observer that counts one request's search for analytics, or undefined when it is not counted. */
type SearchCounter = (request: ParsedSearchRequest) => AnswerObserver | undefined

function searchIndexOf(registry: IndexRegistry, indexName: string): SearchIndex {
  const index = registry.searchIndex(indexName)
  if (!index) throw indexNotFound()
  return index
}

/**
 * `{"results": [answer, …]}`, each answer with the name of its index. Between queries (and slices
 * of a large answer) it lets other requests run ({@link pauseEvery}), and it stops with a 400 as
 * soon as the answer grows past {@link MAX_ANSWER_BYTES} (request-limits.ts).
 */
async function runSearches(
  registry: IndexRegistry,
  requests: readonly ParsedSearchRequest[],
  searcher: Searcher,
  pause: Pause,
  counter: SearchCounter,
): Promise<JsonPieces> {
  const indices = requests.map(({ indexName }) => searchIndexOf(registry, indexName))
  // Held while the call lets other work run between its queries (index-holds.ts).
  const releases = indices.map((index) => holdIndex(index))
  try {
    const pieces: BodyPiece[] = ['{"results":[']
    let bytes = 0
    for (const [i, request] of requests.entries()) {
      await pause()
      if (i > 0) pieces.push(',')
      const extraJson = `,"index":${JSON.stringify(request.indexName)}`
      const answer = await searcher(
        indices[i] as SearchIndex,
        request.params,
        extraJson,
        pause,
        counter(request),
      )
      bytes += piecesLength(answer)
      checkAnswerBytes(bytes, 'call')
      pieces.push(...answer)
    }
    pieces.push(']}')
    return new JsonPieces(pieces)
  } finally {
    for (const release of releases) release()
  }
}

/** One query's answer, bounded like a call's. */
async function runSingleSearch(
  registry: IndexRegistry,
  request: ParsedSearchRequest,
  searcher: Searcher,
  pause: Pause,
  counter: SearchCounter,
): Promise<JsonPieces> {
  const index = searchIndexOf(registry, request.indexName)
  const release = holdIndex(index)
  try {
    const pieces = await searcher(index, request.params, '', pause, counter(request))
    checkAnswerBytes(piecesLength(pieces), 'query')
    return new JsonPieces(pieces)
  } finally {
    release()
  }
}

/** `forwardToReplicas` and `replaceExistingSynonyms`: absent, `true` or `false` (there are no replicas here). */
function booleanQueryParam(query: URLSearchParams, name: string): boolean {
  const value = query.get(name)
  if (value === null) return false
  if (value !== 'true' && value !== 'false')
    throw new SearchRequestError(400, `Invalid value for "${name}": expected true or false`)
  return value === 'true'
}

/**
 * The synonyms endpoints, all with the admin key (on the hosted service even reading them needs
 * the settings right): `synonyms/batch`, `synonyms/clear`, `synonyms/search`, `synonyms/{objectID}`.
 */
function synonymsRoute(name: string, argument: string, method: string, query: URLSearchParams): Route {
  const admin = (methods: readonly string[], run: Route['run']): Route => ({ methods, role: 'admin', run })
  if (argument === 'batch' && (method === 'PUT' || method === 'POST')) {
    return admin(['PUT', 'POST'], (registry, body) => {
      booleanQueryParam(query, 'forwardToReplicas')
      return registry.synonyms.saveMany(name, body(), booleanQueryParam(query, 'replaceExistingSynonyms'))
    })
  }
  if (argument === 'clear' && method === 'POST') {
    return admin(['POST'], (registry) => {
      booleanQueryParam(query, 'forwardToReplicas')
      return registry.synonyms.clear(name)
    })
  }
  if (argument === 'search' && method === 'POST')
    return admin(['POST'], (registry, body) => registry.synonyms.search(name, body()))
  if (argument.length > 512)
    throw new SearchRequestError(400, 'A synonym objectID has at most 512 characters')
  return admin(['GET', 'PUT', 'DELETE'], (registry, body) => {
    if (method === 'GET') return registry.synonyms.get(name, argument)
    booleanQueryParam(query, 'forwardToReplicas')
    return method === 'PUT'
      ? registry.synonyms.save(name, argument, body())
      : registry.synonyms.delete(name, argument)
  })
}

/** What the analytics routes need of a request. */
interface AnalyticsContext {
  recorder: AnalyticsRecorder | null
  /** The request asks not to be tracked (DNT, GPC). */
  refused: boolean
  now: () => number
}

const ANALYTICS_OFF =
  'Search analytics are off on this server: set NEXT_PUBLIC_SEARCH_ANALYTICS=on in its environment (or .env) to record them'

/**
 * `POST /1/events` (the Insights API): checked as the hosted service checks it, then counted when
 * analytics are on and the request does not refuse tracking; answered `{"status":200,"message":"OK"}`.
 */
function eventsRoute(analytics: AnalyticsContext): Route {
  return {
    methods: ['POST'],
    role: 'search',
    run: async (registry, body) => {
      const events = parseInsightsEvents(body(), analytics.now())
      if (analytics.recorder && !analytics.refused)
        await analytics.recorder.recordEvents(events, (name) => registry.has(name))
      return { status: 200, message: 'OK' }
    },
  }
}

/** `GET /2/...` (the Analytics API), with the admin key. */
function analyticsRoute(endpoint: string, query: URLSearchParams, analytics: AnalyticsContext): Route {
  return {
    methods: ['GET'],
    role: 'admin',
    run: async () => {
      const { recorder } = analytics
      if (!recorder) throw new SearchRequestError(404, ANALYTICS_OFF)
      await recorder.settle()
      try {
        return await answerAnalytics(endpoint, query, recorder.store, {
          now: analytics.now(),
          retentionDays: recorder.retentionDays,
        })
      } catch (error) {
        if (error instanceof SearchRequestError) throw error
        console.warn(
          `[search] search analytics could not be read: ${error instanceof Error ? error.message : String(error)}`,
        )
        throw new SearchRequestError(
          503,
          'Search analytics are unavailable: their store does not answer; try again later',
        )
      }
    },
  }
}

/** The operations this endpoint knows, by path; `undefined` for an unknown path. */
function routeOf(
  segments: readonly string[],
  method: string,
  query: URLSearchParams,
  searcher: Searcher,
  newPause: () => Pause,
  counter: SearchCounter,
  analytics: AnalyticsContext,
): Route | undefined {
  const [version, collection, indexName, action, argument, ...rest] = segments
  if (version === '1' && collection === 'events' && indexName === undefined) return eventsRoute(analytics)
  if (version === '2' && segments.length >= 2 && segments.length <= 4)
    return analyticsRoute(segments.slice(1).join('/'), query, analytics)
  if (version !== '1' || collection !== 'indexes' || indexName === undefined || rest.length > 0)
    return undefined
  const read = (run: Route['run']): Route => ({ methods: ['POST'], role: 'search', run })
  if (indexName === '*') {
    if (argument !== undefined) return undefined
    if (action === 'queries')
      return read((registry, body) =>
        runSearches(registry, parseMultiQueryBody(body()), searcher, newPause(), counter),
      )
    if (action === 'recommendations') {
      return read((registry, body): RecommendationsAnswer => ({
        results: parseRecommendationsBody(body()).map((name) => {
          if (!registry.has(name)) throw indexNotFound()
          return emptyRecommendations()
        }),
      }))
    }
    return undefined
  }
  const name = checkIndexName(indexName)
  if (action === 'query' && argument === undefined) {
    return read((registry, body) =>
      runSingleSearch(registry, parseSingleQueryBody(body(), name), searcher, newPause(), counter),
    )
  }
  const admin = (methods: readonly string[], run: Route['run']): Route => ({ methods, role: 'admin', run })
  if (action === undefined) return admin(['DELETE'], (registry) => registry.deleteIndex(name))
  if (action === 'synonyms' && argument !== undefined) return synonymsRoute(name, argument, method, query)
  if (argument !== undefined) {
    if (action !== 'task' || !/^\d{1,15}$/.test(argument)) return undefined
    return admin(['GET'], (registry) => registry.task(Number(argument)))
  }
  if (action === 'batch') return admin(['POST'], (registry, body) => registry.batch(name, body()))
  if (action === 'operation') return admin(['POST'], (registry, body) => registry.operation(name, body()))
  if (action === 'settings') {
    return admin(['GET', 'PUT'], (registry, body) =>
      method === 'GET' ? registry.settings(name) : registry.setSettings(name, body()),
    )
  }
  return undefined
}

export async function handleSearchHttp(
  request: SearchHttpRequest,
  deps: SearchHttpDeps,
): Promise<SearchHttpResponse> {
  try {
    const method = request.method.toUpperCase()
    if (method === 'OPTIONS') return { status: 204, headers: { ...CORS_HEADERS }, body: '' }
    const { answers } = deps
    const searcher: Searcher = answers
      ? (index, params, extraJson, pause, observe) =>
          answers.answerJson(index, params, extraJson, pause, observe)
      : searchAnswerJson
    const newPause = () => pauseEvery(deps.yieldAfterMs ?? YIELD_AFTER_MS)
    const recorder = deps.analytics ?? null
    const analytics: AnalyticsContext = {
      recorder,
      // Read only when analytics are on: every search request passes here.
      refused: recorder !== null && trackingRefused(request.headers),
      now: deps.now ?? Date.now,
    }
    const counted = recorder !== null && !analytics.refused
    const typist = counted ? typistOf(request.headers) : null
    const counter: SearchCounter = (search) =>
      counted && search.analytics
        ? ({ nbHits, queryID }) =>
            recorder.recordSearch({
              index: search.indexName,
              query: search.params.query ?? '',
              nbHits,
              queryID,
              typist,
            })
        : undefined
    const route = routeOf(
      decodeSegments(request.path),
      method,
      request.query,
      searcher,
      newPause,
      counter,
      analytics,
    )
    if (!route) throw new SearchRequestError(404, 'Not Found')
    if (!route.methods.includes(method)) return methodNotAllowed(method, route.methods)
    const maxBodyBytes = deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
    if (request.body.length > maxBodyBytes || utf8Length(request.body) > maxBodyBytes) {
      throw new SearchRequestError(413, `The request body is larger than ${maxBodyBytes} bytes`)
    }
    const encoding = request.headers['content-encoding']
    if (encoding !== undefined && encoding !== 'identity') {
      throw new SearchRequestError(
        415,
        `Content-Encoding "${encoding.slice(0, 20)}" is not supported: send the body uncompressed`,
      )
    }
    const role = authenticate(request, deps.credentials)
    if (route.role === 'admin' && role !== 'admin')
      throw new SearchRequestError(403, 'Method not allowed with this API key')
    return respond(200, await route.run(deps.indices(), () => parseJsonBody(request.body)))
  } catch (error) {
    if (error instanceof SearchRequestError) return fail(error)
    // A defect of ours: logged for the operator, answered without details so nothing internal leaks.
    console.error('[search] internal error while answering a search request:', error)
    return respond(500, errorBody(500, 'Internal error while answering the search request'))
  }
}
