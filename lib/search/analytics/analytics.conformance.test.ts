/**
 * @jest-environment node
 *
 * Conformance: the official clients, unchanged, against the embedded backend over real HTTP — the
 * dialog's searches (lite client, `clickAnalytics`), its events (search-insights, and
 * algoliasearch's Insights client), and the writers' reports (algoliasearch's Analytics client).
 */
import { analyticsClient, insightsClient } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { createInsightsClient } from 'search-insights'
import { siteConfig } from '../../../site.config'
import { IndexRegistry } from '../protocol/index-registry'
import { securityPageRecords } from '../testing/security-page-records'
import { startSearchServer, type RunningSearchServer } from '../testing/http-test-server'
import { MemoryAnalyticsStore } from './memory-store'
import { AnalyticsRecorder } from './recorder'
import { fetchWeeklyAnswers, formatWeeklyReport } from './weekly-report'

const { appId, searchKey, indexName } = siteConfig.search.embedded
const ADMIN_KEY = 'analytics-admin-key'
const records = securityPageRecords()

let server: RunningSearchServer
let recorder: AnalyticsRecorder
const requests: Array<{ method: string; path: string }> = []

beforeAll(async () => {
  const registry = new IndexRegistry()
  registry.load(indexName, records, Date.now())
  recorder = new AnalyticsRecorder({ store: new MemoryAnalyticsStore(), retentionDays: 90 })
  server = await startSearchServer(
    { indices: () => registry, credentials: { appId, searchKey, adminKey: ADMIN_KEY }, analytics: recorder },
    { onRequest: (method, path) => requests.push({ method, path }) },
  )
})

afterAll(async () => {
  await server.close()
  await recorder.close()
})

const hosts = () => [{ url: server.host, accept: 'readWrite' as const, protocol: 'http' as const }]
/** The dialog's client of one page load: its typing token merges the keystrokes. */
const typingClient = (token: string) =>
  liteClient(appId, searchKey, { hosts: hosts(), baseHeaders: { 'x-algolia-usertoken': token } })
const analytics = () => analyticsClient(appId, ADMIN_KEY, undefined, { hosts: hosts() })

async function type(token: string, text: string): Promise<{ queryID: string; objectIDs: string[] }> {
  const client = typingClient(token)
  let last = { queryID: '', objectIDs: [] as string[] }
  for (let end = 1; end <= text.length; end++) {
    const { results } = await client.search<{ objectID: string }>({
      requests: [{ indexName, query: text.slice(0, end), clickAnalytics: true, hitsPerPage: 5 }],
    })
    const result = results[0] as { queryID?: string; hits: Array<{ objectID: string }> }
    last = { queryID: result.queryID ?? '', objectIDs: result.hits.map((hit) => hit.objectID) }
  }
  return last
}

/** search-insights as the dialog loads it, pointed at the embedded backend. */
function insightsLibrary() {
  const aa = createInsightsClient(async (url: string, data: object) => {
    const response = await fetch(url, { method: 'POST', body: JSON.stringify(data) })
    return response.ok
  })
  aa('init', {
    appId,
    apiKey: searchKey,
    host: `http://${server.host}${siteConfig.basePath}${siteConfig.search.embedded.apiPath}`,
    useCookie: false,
    anonymousUserToken: true,
  })
  return aa
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('timed out')
}

describe('search analytics with the official clients', () => {
  it('counts typed searches once, clicks from search-insights, and answers the Analytics API', async () => {
    const csrf = await type('typing-one', 'csrf')
    await type('typing-two', 'kubernetes operator')
    expect(csrf.queryID).toMatch(/^[0-9a-f]{32}$/)
    const aa = insightsLibrary()
    aa('clickedObjectIDsAfterSearch', {
      eventName: 'Hit Clicked',
      index: indexName,
      queryID: csrf.queryID,
      objectIDs: [csrf.objectIDs[0] as string],
      positions: [1],
    })
    aa('convertedObjectIDsAfterSearch', {
      eventName: 'Hit Page Opened',
      index: indexName,
      queryID: csrf.queryID,
      objectIDs: [csrf.objectIDs[0] as string],
    })
    await until(async () => {
      const { clickCount } = await analytics().getClickThroughRate({ index: indexName })
      return clickCount === 1
    })
    // The readers stopped typing: their searches are counted (the server does it 5 s later).
    await recorder.flush()
    expect(requests).toContainEqual({ method: 'POST', path: '/1/events' })

    const client = analytics()
    expect(await client.getTopSearches({ index: indexName })).toEqual({
      searches: [
        { search: 'csrf', count: 1, nbHits: expect.any(Number) },
        { search: 'kubernetes operator', count: 1, nbHits: 0 },
      ],
    })
    const withClicks = await client.getTopSearches({ index: indexName, clickAnalytics: true })
    expect(withClicks.searches[0]).toMatchObject({
      search: 'csrf',
      clickThroughRate: 1,
      averageClickPosition: 1,
      clickCount: 1,
      conversionCount: 1,
      conversionRate: 1,
    })
    expect(await client.getSearchesNoResults({ index: indexName })).toEqual({
      searches: [{ search: 'kubernetes operator', count: 1, withFilterCount: 0 }],
    })
    expect(await client.getSearchesNoClicks({ index: indexName })).toEqual({ searches: [] })
    const ctr = await client.getClickThroughRate({ index: indexName })
    expect(ctr).toMatchObject({ rate: 0.5, clickCount: 1, trackedSearchCount: 2 })
    expect(ctr.dates).toHaveLength(8)
    expect((await client.getSearchesCount({ index: indexName })).count).toBe(2)
    expect((await client.getNoResultsRate({ index: indexName })).rate).toBe(0.5)
    expect((await client.getAverageClickPosition({ index: indexName })).average).toBe(1)
    expect((await client.getClickPositions({ index: indexName })).positions[0]).toEqual({
      position: [1, 1],
      clickCount: 1,
    })
    expect((await client.getStatus({ index: indexName })).updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it("accepts algoliasearch's Insights client and answers as the hosted service does", async () => {
    const { queryID, objectIDs } = await type('typing-three', 'mail')
    const answer = await insightsClient(appId, searchKey, undefined, { hosts: hosts() }).pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: 'Hit Clicked',
          index: indexName,
          userToken: 'anonymous-abc',
          queryID,
          objectIDs: [objectIDs[0] ?? 'x'],
          positions: [3],
        },
      ],
    })
    expect(answer).toEqual({ status: 200, message: 'OK' })
    const top = await analytics().getTopSearches({ index: indexName, clickAnalytics: true })
    expect(top.searches.find((row) => row.search === 'mail')).toMatchObject({
      clickCount: 1,
      averageClickPosition: 3,
    })
  })

  it('refuses the Analytics API with the search key, and reports what it does not record as such', async () => {
    await expect(
      analyticsClient(appId, searchKey, undefined, { hosts: hosts() }).getTopSearches({ index: indexName }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(analytics().getUsersCount({ index: indexName })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('no user token is kept'),
    })
  })

  it("prints the writers' weekly report (npm run search:report) from the Analytics API", async () => {
    await recorder.flush()
    const text = formatWeeklyReport(await fetchWeeklyAnswers(analytics(), indexName), indexName)
    expect(text).toMatch(/^Search report for index "spring-boot-admin", \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/)
    expect(text).toMatch(
      /Searches: 3, without results: 2 \(67 %\), click-through rate: 67 % of 3 tracked searches/,
    )
    expect(text).toMatch(
      /Searches without results[^\n]*\n  query +searches\n  kubernetes operator +1\n  mail +1\n/,
    )
    expect(text).toMatch(
      /Most frequent searches:\n  query +searches +clicked +avg\. position +hits\n  csrf +1 +100 % +1 +\d+/,
    )
  })
})
