/**
 * Recent answers of the embedded engine, so a search asked again — the first keystrokes of most
 * searches ("c", "cl", …) are the same for every visitor — costs a lookup instead of a search.
 * Answers are kept per built index: when the index is rebuilt (the records file reloaded, an
 * upload), the old index's answers are dropped with it and can never be served for the new one.
 */
import { createQueryId, search } from '../engine/engine'
import type { SearchAnswer, SearchParams } from '../engine/types'
import type { SearchIndex } from '../engine/search-index'

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

/**
 * A map that forgets its least recently used entries beyond a number of entries and a total weight
 * (what the entries cost, in whatever unit the caller weighs them). Plain data, no timers.
 */
export interface LruCacheOptions<V> {
  maxEntries: number
  /** Entries are dropped, oldest use first, until their total weight is at most this. */
  maxWeight?: number
  /** An entry's weight; 1 when not given. A value heavier than `maxWeight` is never stored. */
  weigh?: (value: V) => number
}

export class LruCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent one first.
  private readonly entries = new Map<K, { value: V; weight: number }>()
  private weight = 0

  constructor(private readonly options: LruCacheOptions<V>) {}

  get size(): number {
    return this.entries.size
  }

  get totalWeight(): number {
    return this.weight
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: K, value: V): void {
    this.delete(key)
    const weight = this.options.weigh?.(value) ?? 1
    const maxWeight = this.options.maxWeight ?? Number.POSITIVE_INFINITY
    if (this.options.maxEntries <= 0 || weight > maxWeight) return
    this.entries.set(key, { value, weight })
    this.weight += weight
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.weight <= maxWeight) break
      this.entries.delete(oldest)
      this.weight -= entry.weight
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.entries.delete(key)
    this.weight -= entry.weight
    return true
  }

  clear(): void {
    this.entries.clear()
    this.weight = 0
  }
}
