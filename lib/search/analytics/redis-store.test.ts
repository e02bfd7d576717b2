/** @jest-environment node */
import { createClient } from '@redis/client'
import { redisForTests } from '../../testing/redis-server'
import { answerAnalytics } from './analytics-api'
import { AnalyticsRecorder } from './recorder'
import { RedisAnalyticsStore } from './redis-store'

jest.setTimeout(30_000)

const redis = redisForTests('analytics')
const DAY = '2026-11-27'
const NOW = Date.parse(`${DAY}T10:00:00Z`)
let recorders: AnalyticsRecorder[] = []

afterEach(async () => {
  await Promise.all(recorders.map((recorder) => recorder.close()))
  recorders = []
})

/** One server instance's recorder; the instances of a test share Redis and the key prefix. */
function instance(): AnalyticsRecorder {
  const store = new RedisAnalyticsStore(redis.server.url, redis.prefix, 90, () => NOW)
  const recorder = new AnalyticsRecorder({
    store,
    retentionDays: 90,
    now: () => NOW,
    warn: (message) => {
      throw new Error(message)
    },
  })
  recorders.push(recorder)
  return recorder
}

const report = (recorder: AnalyticsRecorder, endpoint: string, params: Record<string, string> = {}) =>
  answerAnalytics(
    endpoint,
    new URLSearchParams({ index: 'docs', startDate: DAY, ...params }),
    recorder.store,
    {
      now: NOW,
      retentionDays: 90,
    },
  )

describe('RedisAnalyticsStore', () => {
  it('adds up what two instances count, and counts a search clicked on both as clicked once', async () => {
    const [a, b] = [instance(), instance()]
    a.recordSearch({ index: 'docs', query: 'mail', nbHits: 4, queryID: 'q1', typist: null })
    b.recordSearch({ index: 'docs', query: 'Mail', nbHits: 4, queryID: 'q2', typist: null })
    b.recordSearch({ index: 'docs', query: 'zipkin', nbHits: 0, queryID: 'q3', typist: null })
    await Promise.all([a.flush(), b.flush()])
    const clickOn = (queryID: string, position: number) => ({
      type: 'click' as const,
      subtype: null,
      index: 'docs',
      queryID,
      positions: [position],
      timestamp: NOW,
    })
    await a.recordEvents([clickOn('q2', 2)], () => true)
    await b.recordEvents([clickOn('q2', 4)], () => true)
    expect(await report(a, 'searches', { clickAnalytics: 'true' })).toMatchObject({
      searches: [
        {
          search: 'mail',
          count: 2,
          trackedSearchCount: 2,
          clickCount: 2,
          clickThroughRate: 0.5,
          averageClickPosition: 3,
          nbHits: 4,
        },
        { search: 'zipkin', count: 1, nbHits: 0 },
      ],
    })
    expect(await report(b, 'searches/noResults')).toEqual({
      searches: [{ search: 'zipkin', count: 1, withFilterCount: 0 }],
    })
    expect((await report(b, 'status')) as { updatedAt: string }).toEqual({
      updatedAt: new Date(NOW).toISOString(),
    })
  })

  it('keeps a day only for the retention, and holds no user token or address', async () => {
    const recorder = instance()
    recorder.recordSearch({ index: 'docs', query: 'mail', nbHits: 1, queryID: null, typist: 'typing-secret' })
    await recorder.flush()
    const client = createClient({ url: redis.server.url })
    await client.connect()
    try {
      const keys = await client.keys(`${redis.prefix}*`)
      const dayKey = `${redis.prefix}analytics:docs:${DAY}`
      expect(keys.sort()).toEqual([dayKey, `${redis.prefix}analytics:docs:updated`])
      const expiresAt = await client.expireTime(dayKey)
      expect(expiresAt * 1000).toBe(Date.parse(`${DAY}T00:00:00Z`) + 91 * 86_400_000)
      expect(JSON.stringify(await client.hGetAll(dayKey))).not.toContain('typing-secret')
    } finally {
      await client.close()
    }
  })
})
