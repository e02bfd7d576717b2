/**
 * @jest-environment node
 */
import { answerAnalytics } from './analytics-api'
import type { InsightsEvent } from './insights-events'
import { MemoryAnalyticsStore } from './memory-store'
import { AnalyticsRecorder, TYPING_WINDOW_MS, type RecordedSearch } from './recorder'

const DAY = '2026-11-27'
let now = Date.parse(`${DAY}T10:00:00Z`)
const clock = () => now

function setup(options: { maxQueriesPerDay?: number } = {}) {
  const store = new MemoryAnalyticsStore(clock)
  const recorder = new AnalyticsRecorder({
    store,
    retentionDays: 90,
    now: clock,
    warn: () => undefined,
    ...options,
  })
  const report = async (endpoint: string, params: Record<string, string> = {}) => {
    await recorder.flush()
    return answerAnalytics(endpoint, new URLSearchParams({ index: 'docs', ...params }), store, {
      now: now,
      retentionDays: 90,
    })
  }
  return { store, recorder, report }
}

const search = (query: string, extra: Partial<RecordedSearch> = {}): RecordedSearch => ({
  index: 'docs',
  query,
  nbHits: 3,
  queryID: null,
  typist: null,
  ...extra,
})

const click = (queryID: string, positions: number[]): InsightsEvent => ({
  type: 'click',
  subtype: null,
  index: 'docs',
  queryID,
  positions,
  timestamp: now,
})

afterEach(() => {
  now = Date.parse(`${DAY}T10:00:00Z`)
})

describe('AnalyticsRecorder', () => {
  it('counts one reader typing "s", "sl", "sla", "slack" as one search of "slack"', async () => {
    const { recorder, report } = setup()
    for (const query of ['s', 'sl', 'sla', 'slack']) {
      recorder.recordSearch(search(query, { typist: 'typing-a' }))
      now += 150
    }
    expect(await report('searches')).toEqual({ searches: [{ search: 'slack', count: 1, nbHits: 3 }] })
  })

  it('keeps two readers typing at once apart, and counts a reader who backspaces by what was typed last', async () => {
    const { recorder, report } = setup()
    for (const query of ['m', 'ma', 'mai', 'mail', 'mai']) {
      recorder.recordSearch(search(query, { typist: 'typing-a' }))
      recorder.recordSearch(search(query === 'mai' ? 'ma' : 'mail', { typist: 'typing-b' }))
      now += 100
    }
    expect(await report('searches')).toEqual({
      searches: [
        { search: 'ma', count: 1, nbHits: 3 },
        { search: 'mai', count: 1, nbHits: 3 },
      ],
    })
  })

  it('lets a report read what was counted without cutting a reader who is still typing', async () => {
    const { recorder, store } = setup()
    recorder.recordSearch(search('sla', { typist: 'typing-a' }))
    await recorder.settle()
    expect(await store.read('docs', [DAY])).toEqual([])
    now += 200
    recorder.recordSearch(search('slack', { typist: 'typing-a' }))
    now += TYPING_WINDOW_MS + 1
    await recorder.settle()
    const [day] = await store.read('docs', [DAY])
    expect([...(day?.queries.keys() ?? [])]).toEqual(['slack'])
  })

  it('counts a new search when the reader pauses longer than the typing window or types something else', async () => {
    const { recorder, report } = setup()
    recorder.recordSearch(search('mail', { typist: 'typing-a' }))
    now += TYPING_WINDOW_MS + 1
    recorder.recordSearch(search('mail server', { typist: 'typing-a' }))
    now += 100
    recorder.recordSearch(search('slack', { typist: 'typing-a' }))
    const { searches } = (await report('searches')) as { searches: Array<{ search: string }> }
    expect(searches.map((row) => row.search).sort()).toEqual(['mail', 'mail server', 'slack'])
  })

  it('counts each search of a client without a token, with the query normalised', async () => {
    const { recorder, report } = setup()
    recorder.recordSearch(search('Mail  Server'))
    recorder.recordSearch(search(' mail server '))
    recorder.recordSearch(search(''))
    expect(await report('searches')).toEqual({ searches: [{ search: 'mail server', count: 2, nbHits: 3 }] })
  })

  it('reports searches without results, without clicks, and the rates', async () => {
    const { recorder, report } = setup()
    recorder.recordSearch(search('kubernetes', { nbHits: 0, queryID: 'q1' }))
    recorder.recordSearch(search('kubernetes', { nbHits: 0, queryID: 'q2' }))
    recorder.recordSearch(search('eureka', { nbHits: 5, queryID: 'q3' }))
    recorder.recordSearch(search('slack', { nbHits: 2, queryID: 'q4' }))
    await recorder.recordEvents([click('q4', [2]), click('q4', [1])], () => true)
    expect(await report('searches/noResults')).toEqual({
      searches: [{ search: 'kubernetes', count: 2, withFilterCount: 0 }],
    })
    expect(await report('searches/noClicks')).toEqual({
      searches: [{ search: 'eureka', count: 1, nbHits: 5 }],
    })
    const ctr = (await report('clicks/clickThroughRate')) as {
      rate: number
      clickCount: number
      trackedSearchCount: number
      dates: unknown[]
    }
    expect(ctr).toMatchObject({ rate: 0.25, clickCount: 2, trackedSearchCount: 4 })
    expect(ctr.dates).toHaveLength(8)
    expect(await report('searches/noResultRate', { startDate: DAY, endDate: DAY })).toEqual({
      rate: 0.5,
      count: 4,
      noResultCount: 2,
      dates: [{ date: DAY, rate: 0.5, count: 4, noResultCount: 2 }],
    })
    expect(await report('searches/noClickRate', { startDate: DAY })).toEqual({
      rate: 0.5,
      count: 2,
      noClickCount: 1,
      dates: [{ date: DAY, rate: 0.5, count: 2, noClickCount: 1 }],
    })
    expect(await report('clicks/averageClickPosition', { startDate: DAY })).toEqual({
      average: 1.5,
      clickCount: 2,
      dates: [{ date: DAY, average: 1.5, clickCount: 2 }],
    })
    const { positions } = (await report('clicks/positions')) as {
      positions: Array<{ position: number[]; clickCount: number }>
    }
    expect(positions.slice(0, 3)).toEqual([
      { position: [1, 1], clickCount: 1 },
      { position: [2, 2], clickCount: 1 },
      { position: [3, 3], clickCount: 0 },
    ])
    expect(positions.at(-1)).toEqual({ position: [21, -1], clickCount: 0 })
    const top = (await report('searches', { clickAnalytics: 'true', orderBy: 'clickThroughRate' })) as {
      searches: Array<Record<string, unknown>>
    }
    expect(top.searches[0]).toMatchObject({
      search: 'slack',
      count: 1,
      clickThroughRate: 1,
      averageClickPosition: 1.5,
      clickCount: 2,
      trackedSearchCount: 1,
      nbHits: 2,
    })
    expect(await report('searches/count', { startDate: DAY })).toEqual({
      count: 4,
      dates: [{ date: DAY, count: 4 }],
    })
  })

  it('ignores clicks for unknown or expired queryIDs, other indices, and views', async () => {
    const { recorder, report } = setup()
    recorder.recordSearch(search('slack', { queryID: 'q1' }))
    await recorder.recordEvents(
      [click('nope', [1]), { ...click('q1', [1]), index: 'other' }, { ...click('q1', []), type: 'view' }],
      (name) => name === 'docs' || name === 'other',
    )
    now += 61 * 60 * 1000
    await recorder.recordEvents([click('q1', [1])], () => true)
    expect(await report('clicks/clickThroughRate', { startDate: DAY })).toMatchObject({
      rate: 0,
      clickCount: 0,
    })
  })

  it('stops counting new queries of a day past its bound, and keeps counting the ones it has', async () => {
    const { recorder, report } = setup({ maxQueriesPerDay: 2 })
    for (const query of ['a', 'b', 'c', 'a']) recorder.recordSearch(search(query))
    const { searches } = (await report('searches')) as { searches: Array<{ search: string; count: number }> }
    expect(searches).toEqual([
      { search: 'a', count: 2, nbHits: 3 },
      { search: 'b', count: 1, nbHits: 3 },
    ])
  })

  it('forgets days past the retention', async () => {
    const { recorder, store } = setup()
    recorder.recordSearch(search('old'))
    await recorder.flush()
    now += 91 * 86_400_000
    recorder.recordSearch(search('new'))
    await recorder.flush()
    expect(await store.read('docs', [DAY])).toEqual([])
  })

  it('keeps nothing about who searched: no user token, address or time of day reaches the store', async () => {
    const { recorder, store } = setup()
    const typist = 'typing-secret-token-123'
    recorder.recordSearch(search('mail', { typist, queryID: 'q1' }))
    await recorder.recordEvents([click('q1', [1])], () => true)
    await recorder.flush()
    const kept = JSON.stringify(await store.read('docs', [DAY]), (_, value: unknown) =>
      value instanceof Map ? Object.fromEntries(value) : value,
    )
    expect(kept).toContain('mail')
    expect(kept).not.toContain(typist)
    expect(kept).not.toMatch(/T\d\d:\d\d/)
  })

  it('never throws into search when the store fails, and says so', async () => {
    const warnings: string[] = []
    const store = new MemoryAnalyticsStore(clock)
    store.add = () => Promise.reject(new Error('disk on fire'))
    const recorder = new AnalyticsRecorder({
      store,
      retentionDays: 90,
      now: clock,
      warn: (message) => warnings.push(message),
    })
    expect(() => recorder.recordSearch(search('mail'))).not.toThrow()
    await recorder.flush()
    expect(warnings).toEqual([expect.stringContaining('disk on fire')])
  })
})
