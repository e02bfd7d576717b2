/**
 * @jest-environment node
 *
 * Hostile and careless input to the Insights and Analytics endpoints: every one gets a 4xx with the
 * hosted service's JSON error body (never a 500), nothing is recorded from it, and requests that
 * ask not to be tracked are answered but not counted.
 */
import { siteConfig } from '../../../site.config'
import { IndexRegistry } from '../protocol/index-registry'
import { handleSearchHttp, responseText, type SearchHttpDeps } from '../protocol/http-handler'
import { makeRecord } from '../testing/make-record'
import { MemoryAnalyticsStore } from './memory-store'
import { AnalyticsRecorder } from './recorder'

const { appId, searchKey, indexName } = siteConfig.search.embedded
const ADMIN_KEY = 'hostile-analytics-admin'
const search = { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey }
const admin = { 'x-algolia-application-id': appId, 'x-algolia-api-key': ADMIN_KEY }
const NOW = Date.parse('2026-11-27T12:00:00Z')

function setup(analytics = true) {
  const registry = new IndexRegistry()
  registry.load(indexName, [makeRecord({ objectID: 'a', content: 'mail notifications' })], NOW)
  const store = new MemoryAnalyticsStore(() => NOW)
  const recorder = analytics ? new AnalyticsRecorder({ store, retentionDays: 90, now: () => NOW }) : null
  const deps: SearchHttpDeps = {
    indices: () => registry,
    credentials: { appId, searchKey, adminKey: ADMIN_KEY },
    analytics: recorder,
    now: () => NOW,
  }
  const send = async (method: string, path: string, headers: Record<string, string>, body = '') => {
    const [pathname, queryString] = path.split('?')
    const response = await handleSearchHttp(
      { method, path: pathname as string, query: new URLSearchParams(queryString), headers, body },
      deps,
    )
    return {
      status: response.status,
      json: JSON.parse(responseText(response) || 'null') as Record<string, unknown>,
    }
  }
  const topSearches = async () => {
    await recorder?.flush()
    return (await send('GET', `/2/searches?index=${indexName}`, admin)).json
  }
  return { send, topSearches, recorder }
}

const click = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    events: [
      {
        eventType: 'click',
        eventName: 'Hit Clicked',
        index: indexName,
        userToken: 'anon-1',
        objectIDs: ['a'],
        ...extra,
      },
    ],
  })

describe('hostile input to /1/events and /2/*', () => {
  it.each([
    ['an empty body', 'POST', '/1/events', search, '', 400],
    ['a body that is not JSON', 'POST', '/1/events', search, '{"events": [', 400],
    ['a list instead of an object', 'POST', '/1/events', search, '[]', 422],
    [
      'events nested a thousand deep',
      'POST',
      '/1/events',
      search,
      `{"events":${'['.repeat(1000)}${']'.repeat(1000)}}`,
      422,
    ],
    [
      'a click with a broken queryID',
      'POST',
      '/1/events',
      search,
      click({ queryID: '../../etc', positions: [1] }),
      422,
    ],
    ['events without credentials', 'POST', '/1/events', {}, click(), 403],
    ['events sent with GET', 'GET', '/1/events', search, '', 405],
    ['the Analytics API with the search key', 'GET', `/2/searches?index=${indexName}`, search, '', 403],
    ['the Analytics API without an index', 'GET', '/2/searches', admin, '', 400],
    [
      'a date that is not a date',
      'GET',
      `/2/searches?index=${indexName}&startDate=2026-02-30`,
      admin,
      '',
      400,
    ],
    [
      'a start after the end',
      'GET',
      `/2/searches?index=${indexName}&startDate=2026-11-20&endDate=2026-11-01`,
      admin,
      '',
      400,
    ],
    ['a limit of a million', 'GET', `/2/searches?index=${indexName}&limit=1000000`, admin, '', 400],
    ['a negative offset', 'GET', `/2/searches?index=${indexName}&offset=-1`, admin, '', 400],
    ['an unknown order', 'GET', `/2/searches?index=${indexName}&orderBy=revenue`, admin, '', 400],
    ['clickAnalytics=yes', 'GET', `/2/searches?index=${indexName}&clickAnalytics=yes`, admin, '', 400],
    ['tags', 'GET', `/2/searches?index=${indexName}&tags=mobile`, admin, '', 400],
    ['an unknown endpoint', 'GET', `/2/whatever?index=${indexName}`, admin, '', 404],
    ['countries (never recorded)', 'GET', `/2/countries?index=${indexName}`, admin, '', 404],
    ['the Analytics API with POST', 'POST', `/2/searches?index=${indexName}`, admin, '{}', 405],
  ])('answers %s with a JSON %s… error', async (_, method, path, headers, body, status) => {
    const { send, topSearches } = setup()
    const answer = await send(method, path, headers, body)
    expect(answer.status).toBe(status)
    expect(answer.json).toEqual({ status, message: expect.any(String) })
    expect(await topSearches()).toEqual({ searches: [] })
  })

  it('answers a range reaching back decades without reading decades', async () => {
    const { send } = setup()
    const answer = await send(
      'GET',
      `/2/searches/count?index=${indexName}&startDate=1900-01-01&endDate=9999-12-31`,
      admin,
    )
    expect(answer.status).toBe(200)
    expect((answer.json.dates as unknown[]).length).toBe(90)
  })

  it('answers 503 with a JSON message when the store does not answer', async () => {
    const { send, recorder } = setup()
    jest.spyOn(recorder!.store, 'read').mockRejectedValue(new Error('Redis is not connected'))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const answer = await send('GET', `/2/searches?index=${indexName}`, admin)
    expect(answer).toEqual({
      status: 503,
      json: { status: 503, message: expect.stringContaining('unavailable') },
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Redis is not connected'))
    warn.mockRestore()
  })

  it('says how to turn analytics on when they are off, and still checks events', async () => {
    const { send } = setup(false)
    const report = await send('GET', `/2/searches?index=${indexName}`, admin)
    expect(report).toEqual({
      status: 404,
      json: { status: 404, message: expect.stringContaining('NEXT_PUBLIC_SEARCH_ANALYTICS=on') },
    })
    expect((await send('POST', '/1/events', search, click())).status).toBe(200)
    expect((await send('POST', '/1/events', search, click({ eventType: 'hover' }))).status).toBe(422)
  })

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('answers a search with %s but does not count it', async (_, privacy) => {
    const { send, topSearches } = setup()
    const body = JSON.stringify({ requests: [{ indexName, query: 'mail', clickAnalytics: true }] })
    expect((await send('POST', '/1/indexes/*/queries', { ...search, ...privacy }, body)).status).toBe(200)
    expect(await topSearches()).toEqual({ searches: [] })
    expect((await send('POST', '/1/indexes/*/queries', search, body)).status).toBe(200)
    expect(await topSearches()).toEqual({ searches: [{ search: 'mail', count: 1, nbHits: 1 }] })
  })

  it('does not count a search sent with analytics: false', async () => {
    const { send, topSearches } = setup()
    const body = JSON.stringify({ requests: [{ indexName, query: 'mail', analytics: false }] })
    expect((await send('POST', '/1/indexes/*/queries', search, body)).status).toBe(200)
    expect(await topSearches()).toEqual({ searches: [] })
  })
})
