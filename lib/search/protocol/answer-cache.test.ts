/** @jest-environment node */
import { HITS_PER_SLICE, SearchAnswerCache, answerCacheKey, LruCache, searchAnswerJson } from './answer-cache'
import { buildSearchRequest, defaultSearchContext } from '../../search-dialog/request'
import { siteConfig } from '../../../site.config'
import { search, startSearch } from '../engine/engine'
import { handleSearchHttp, responseText } from './http-handler'
import type { SearchAnswer, SearchParams } from '../engine/types'
import { piecesText } from '../../http/gzip-pieces'
import type { SearchIndex } from '../engine/index/search-index'
import { IndexRegistry } from './index-registry'
import { createSearchIndex } from '../engine/index/search-index'
import { makeRecord } from '../testing/make-record'

// The engine as it is, its searches counted: a search answered from the cache does not reach it.
jest.mock('../engine/engine', () => {
  const actual = jest.requireActual<typeof import('../engine/engine')>('../engine/engine')
  return { ...actual, startSearch: jest.fn(actual.startSearch) }
})

const records = [
  makeRecord({ objectID: 'mail', content: 'The mail notifier sends an e-mail per status change' }),
  makeRecord({ objectID: 'slack', content: 'The Slack notifier posts to a channel' }),
]
const dialogParams = { query: 'notif', clickAnalytics: true, hitsPerPage: 20, params: 'query=notif' }
const withoutPerAnswerFields = ({ queryID: _q, processingTimeMS: _p, ...rest }: SearchAnswer) => rest

/** The answer the cache gives, as a client reads it (with `extraJson`, when given). */
async function answerOf(
  cache: SearchAnswerCache,
  index: SearchIndex,
  params: Partial<SearchParams>,
  extraJson?: string,
) {
  return JSON.parse(piecesText(await cache.answerJson(index, params, extraJson))) as SearchAnswer
}

describe('SearchAnswerCache', () => {
  it('answers a repeated search like the engine, with a queryID of its own', async () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    const first = await answerOf(cache, index, dialogParams)
    const second = await answerOf(cache, index, dialogParams)
    expect(withoutPerAnswerFields(second)).toEqual(withoutPerAnswerFields(search(index, dialogParams)))
    expect(withoutPerAnswerFields(second)).toEqual(withoutPerAnswerFields(first))
    expect(second.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(second.queryID).not.toBe(first.queryID)
    expect(second.processingTimeMS).toBeGreaterThanOrEqual(0)
    // The same members as a fresh answer.
    expect(Object.keys(second).sort()).toEqual(Object.keys(search(index, dialogParams)).sort())
  })

  it('sends a remembered answer as the bytes deflated the first time, and what differs as text', async () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    const [firstHead] = await cache.answerJson(index, dialogParams)
    const [head, tail] = await cache.answerJson(index, dialogParams)
    expect(head).toBe(firstHead)
    expect(typeof head).toBe('object')
    expect(tail).toMatch(/^,"processingTimeMS":\d+,"queryID":"[0-9a-f]{32}"}$/)
  })

  it('adds no queryID where the engine adds none, and adds the members it is given', async () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    await answerOf(cache, index, { query: 'mail' })
    expect(await answerOf(cache, index, { query: 'mail' })).not.toHaveProperty('queryID')
    expect(await answerOf(cache, index, { query: 'mail' }, ',"index":"docs"')).toHaveProperty('index', 'docs')
  })

  it('keeps answers apart when anything in the request differs', async () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    expect((await answerOf(cache, index, { query: 'mail' })).nbHits).toBe(1)
    expect((await answerOf(cache, index, { query: 'notifier' })).nbHits).toBe(2)
    expect((await answerOf(cache, index, { query: 'notifier', hitsPerPage: 1 })).hits).toHaveLength(1)
    expect((await answerOf(cache, index, { query: 'notifier', params: 'query=notifier' })).params).toBe(
      'query=notifier',
    )
    expect(answerCacheKey({ query: 'a', page: 1 })).not.toBe(answerCacheKey({ query: 'a', page: 2 }))
  })

  it('answers from the new index after the index changes', async () => {
    const registry = new IndexRegistry()
    registry.load('docs', records, 1)
    const cache = new SearchAnswerCache()
    const before = await answerOf(cache, registry.searchIndex('docs')!, { query: 'teams' })
    expect(before.nbHits).toBe(0)
    registry.batch('docs', {
      requests: [{ action: 'addObject', body: makeRecord({ objectID: 'teams', content: 'Teams notifier' }) }],
    })
    expect((await answerOf(cache, registry.searchIndex('docs')!, { query: 'teams' })).nbHits).toBe(1)
  })

  it('forgets the least recently used answers beyond its limits', async () => {
    const index = createSearchIndex(records)
    const engine = jest.mocked(startSearch)
    const byCount = new SearchAnswerCache({ maxAnswers: 1, maxBytes: 1_000_000 })
    await byCount.answerJson(index, { query: 'mail' })
    await byCount.answerJson(index, { query: 'mail' })
    await byCount.answerJson(index, { query: 'slack' })
    engine.mockClear()
    await byCount.answerJson(index, { query: 'mail' })
    expect(engine).toHaveBeenCalledTimes(1)
    // An answer heavier than all the bytes allowed is answered, never kept.
    const byBytes = new SearchAnswerCache({ maxAnswers: 100, maxBytes: 10 })
    expect((await answerOf(byBytes, index, { query: 'mail' })).nbHits).toBe(1)
    engine.mockClear()
    expect((await answerOf(byBytes, index, { query: 'mail' })).nbHits).toBe(1)
    expect(engine).toHaveBeenCalledTimes(1)
    // A long key counts too: an answer that fits is not kept when its key does not.
    const byKey = new SearchAnswerCache({ maxAnswers: 100, maxBytes: 2_000 })
    const longParams = { query: 'mail', params: 'x'.repeat(1_000) }
    await byKey.answerJson(index, longParams)
    engine.mockClear()
    await byKey.answerJson(index, longParams)
    expect(engine).toHaveBeenCalledTimes(1)
    await byKey.answerJson(index, { query: 'mail' })
    engine.mockClear()
    await byKey.answerJson(index, { query: 'mail' })
    expect(engine).not.toHaveBeenCalled()
  })
})

describe("the dialog's searches over HTTP", () => {
  it('are answered from the cache when asked again, as the browser sends them', async () => {
    const { indexName } = siteConfig.search.embedded
    const registry = new IndexRegistry()
    registry.load(indexName, records, Date.now())
    const answers = new SearchAnswerCache()
    const searches = jest.spyOn(answers, 'answerJson')
    const deps = {
      indices: () => registry,
      credentials: {
        appId: siteConfig.search.embedded.appId,
        searchKey: siteConfig.search.embedded.searchKey,
        adminKey: null,
      },
      answers,
    }
    const ask = (query: string) =>
      handleSearchHttp(
        {
          method: 'POST',
          path: '/1/indexes/*/queries',
          // The browser client: credentials in the query string, the body as text.
          query: new URLSearchParams({
            'x-algolia-application-id': deps.credentials.appId,
            'x-algolia-api-key': deps.credentials.searchKey,
          }),
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({
            requests: [buildSearchRequest(query, defaultSearchContext(indexName, 10))],
          }),
        },
        deps,
      )
    const engine = jest.mocked(startSearch)
    engine.mockClear()
    const first = JSON.parse(responseText(await ask('n'))) as { results: SearchAnswer[] }
    const second = JSON.parse(responseText(await ask('n'))) as { results: SearchAnswer[] }
    await ask('no')
    expect(searches).toHaveBeenCalledTimes(3)
    // The engine ran for "n" once and for "no" once.
    expect(engine.mock.calls.map(([, params]) => params?.query)).toEqual(['n', 'no'])
    expect(second.results[0]!.hits).toEqual(first.results[0]!.hits)
    expect(second.results[0]!.nbHits).toBe(2)
    expect(second.results[0]!.queryID).not.toBe(first.results[0]!.queryID)
  })
})

/** @jest-environment node */
describe('LruCache', () => {
  it('drops the least recently used entry beyond the entry limit', async () => {
    const cache = new LruCache<string, number>({ maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recent
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('replaces the value of a key it already holds', async () => {
    const cache = new LruCache<string, string>({ maxEntries: 2, maxWeight: 10, weigh: (v) => v.length })
    cache.set('a', 'xx')
    cache.set('a', 'xxxx')
    expect(cache.get('a')).toBe('xxxx')
    expect(cache.size).toBe(1)
    expect(cache.totalWeight).toBe(4)
  })

  it('keeps the total weight within its limit, oldest use dropped first', async () => {
    const cache = new LruCache<string, string>({ maxEntries: 10, maxWeight: 6, weigh: (v) => v.length })
    cache.set('a', 'aaa')
    cache.set('b', 'bb')
    cache.get('a')
    cache.set('c', 'cc')
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c')]).toEqual(['aaa', 'cc'])
    expect(cache.totalWeight).toBe(5)
  })

  it('never stores a value heavier than the whole cache may be', async () => {
    const cache = new LruCache<string, string>({ maxEntries: 10, maxWeight: 3, weigh: (v) => v.length })
    cache.set('small', 'ab')
    cache.set('big', 'abcd')
    expect(cache.get('big')).toBeUndefined()
    expect(cache.get('small')).toBe('ab')
  })

  it('stores nothing with no room for entries', async () => {
    const cache = new LruCache<string, number>({ maxEntries: 0 })
    cache.set('a', 1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('deletes and clears', async () => {
    const cache = new LruCache<string, number>({ maxEntries: 3, weigh: () => 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    expect(cache.totalWeight).toBe(2)
    cache.clear()
    expect(cache.size).toBe(0)
    expect(cache.totalWeight).toBe(0)
  })
})

describe('an answer of many hits', () => {
  const many = Array.from({ length: 3 * HITS_PER_SLICE + 7 }, (_, i) =>
    makeRecord({ objectID: `r${i}`, content: `notifier number ${i} of many` }),
  )
  const params = { query: 'notifier', hitsPerPage: 1000, facets: ['*'], clickAnalytics: true }

  it.each([
    [
      'from the cache',
      (index: SearchIndex, pause: () => Promise<void>) =>
        new SearchAnswerCache().answerJson(index, params, ',"index":"x"', pause),
    ],
    [
      'without it',
      (index: SearchIndex, pause: () => Promise<void>) =>
        searchAnswerJson(index, params, ',"index":"x"', pause),
    ],
  ])(
    "is the engine's answer, built a slice at a time with a pause between slices (%s)",
    async (_, answer) => {
      const index = createSearchIndex(many)
      let pauses = 0
      const pieces = await answer(index, async () => {
        pauses++
      })
      const parsed = JSON.parse(piecesText(pieces)) as SearchAnswer & { index: string }
      const { index: name, ...rest } = parsed
      expect(name).toBe('x')
      expect(withoutPerAnswerFields(rest)).toEqual(withoutPerAnswerFields(search(index, params)))
      expect(parsed.hits).toHaveLength(many.length)
      expect(parsed.queryID).toMatch(/^[0-9a-f]{32}$/)
      expect(pauses).toBe(Math.ceil(many.length / HITS_PER_SLICE))
    },
  )
})
