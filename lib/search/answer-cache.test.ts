/** @jest-environment node */
import { SearchAnswerCache, answerCacheKey } from './answer-cache'
import { search } from './engine'
import type { SearchAnswer } from './engine-types'
import { IndexRegistry } from './index-registry'
import { createSearchIndex } from './search-index'
import { makeRecord } from './testing/make-record'

const records = [
  makeRecord({ objectID: 'mail', content: 'The mail notifier sends an e-mail per status change' }),
  makeRecord({ objectID: 'slack', content: 'The Slack notifier posts to a channel' }),
]
const dialogParams = { query: 'notif', clickAnalytics: true, hitsPerPage: 20, params: 'query=notif' }
const withoutPerAnswerFields = ({ queryID: _q, processingTimeMS: _p, ...rest }: SearchAnswer) => rest

describe('SearchAnswerCache', () => {
  it('answers a repeated search like the engine, with a queryID of its own', () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    const first = cache.search(index, dialogParams)
    const second = cache.search(index, dialogParams)
    expect(withoutPerAnswerFields(second)).toEqual(withoutPerAnswerFields(search(index, dialogParams)))
    expect(withoutPerAnswerFields(second)).toEqual(withoutPerAnswerFields(first))
    expect(second.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(second.queryID).not.toBe(first.queryID)
    // Same keys in the same order as a fresh answer.
    expect(Object.keys(second)).toEqual(Object.keys(search(index, dialogParams)))
  })

  it('adds no queryID where the engine adds none', () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    cache.search(index, { query: 'mail' })
    expect(cache.search(index, { query: 'mail' })).not.toHaveProperty('queryID')
  })

  it('keeps answers apart when anything in the request differs', () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    expect(cache.search(index, { query: 'mail' }).nbHits).toBe(1)
    expect(cache.search(index, { query: 'notifier' }).nbHits).toBe(2)
    expect(cache.search(index, { query: 'notifier', hitsPerPage: 1 }).hits).toHaveLength(1)
    expect(cache.search(index, { query: 'notifier', params: 'query=notifier' }).params).toBe('query=notifier')
    expect(answerCacheKey({ query: 'a', page: 1 })).not.toBe(answerCacheKey({ query: 'a', page: 2 }))
  })

  it('answers from the new index after the index changes', () => {
    const registry = new IndexRegistry()
    registry.load('docs', records, 1)
    const cache = new SearchAnswerCache()
    const before = cache.search(registry.searchIndex('docs')!, { query: 'teams' })
    expect(before.nbHits).toBe(0)
    registry.batch('docs', {
      requests: [{ action: 'addObject', body: makeRecord({ objectID: 'teams', content: 'Teams notifier' }) }],
    })
    expect(cache.search(registry.searchIndex('docs')!, { query: 'teams' }).nbHits).toBe(1)
  })

  it('does not let a caller change what it remembers', () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache()
    const first = cache.search(index, { query: 'mail' })
    first.nbHits = 99
    expect(cache.search(index, { query: 'mail' }).nbHits).toBe(1)
  })

  it('forgets the least recently used answers beyond its limits', () => {
    const index = createSearchIndex(records)
    const cache = new SearchAnswerCache({ maxAnswers: 1, maxHits: 100 })
    // A remembered answer shares its hits with the first one; a new search builds new hits.
    const first = cache.search(index, { query: 'mail' })
    expect(cache.search(index, { query: 'mail' }).hits).toBe(first.hits)
    cache.search(index, { query: 'slack' })
    const again = cache.search(index, { query: 'mail' })
    expect(again.hits).not.toBe(first.hits)
    expect(again.hits).toEqual(first.hits)
  })
})
