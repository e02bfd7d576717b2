/**
 * Recent answers of the embedded engine, so a search asked again — the first keystrokes of most
 * searches ("c", "cl", …) are the same for every visitor — costs a lookup instead of a search.
 * Answers are kept per built index: when the index is rebuilt (the records file reloaded, an
 * upload), the old index's answers are dropped with it and can never be served for the new one.
 */
import { createQueryId, search } from './engine'
import type { SearchAnswer, SearchParams } from './engine-types'
import { LruCache } from './lru-cache'
import type { SearchIndex } from './search-index'

export interface SearchAnswerCacheOptions {
  /** Answers kept per index. */
  maxAnswers: number
  /** Hits kept per index over all its answers: bounds the memory a client asking for pages of 1,000 hits can take. */
  maxHits: number
}

export const DEFAULT_ANSWER_CACHE_OPTIONS: SearchAnswerCacheOptions = { maxAnswers: 256, maxHits: 5_000 }

/**
 * The key of a request's answer: its checked parameters, including the `params` echo, so two
 * requests share an answer exactly when the engine would answer them the same.
 */
export function answerCacheKey(params: Partial<SearchParams>): string {
  return JSON.stringify(params)
}

export class SearchAnswerCache {
  private readonly byIndex = new WeakMap<SearchIndex, LruCache<string, SearchAnswer>>()

  constructor(private readonly options: SearchAnswerCacheOptions = DEFAULT_ANSWER_CACHE_OPTIONS) {}

  private cacheOf(index: SearchIndex): LruCache<string, SearchAnswer> {
    let cache = this.byIndex.get(index)
    if (!cache) {
      cache = new LruCache({
        maxEntries: this.options.maxAnswers,
        maxWeight: this.options.maxHits,
        weigh: (answer) => 1 + answer.hits.length,
      })
      this.byIndex.set(index, cache)
    }
    return cache
  }

  /**
   * What `search(index, params)` answers. A remembered answer gets its own `queryID` (each answer
   * has one, for click analytics) and the time this lookup took; the rest of it is shared between
   * answers and must not be changed by the caller.
   */
  search(index: SearchIndex, params: Partial<SearchParams>): SearchAnswer {
    const started = performance.now()
    const cache = this.cacheOf(index)
    const key = answerCacheKey(params)
    const remembered = cache.get(key)
    if (!remembered) {
      const answer = search(index, params)
      cache.set(key, answer)
      return { ...answer }
    }
    const answer: SearchAnswer = { ...remembered }
    if (remembered.queryID !== undefined) answer.queryID = createQueryId()
    answer.processingTimeMS = Math.round(performance.now() - started)
    return answer
  }
}
