/**
 * Recent answers of the embedded engine, so a search asked again — the first keystrokes of most
 * searches ("c", "cl", …) are the same for every visitor — costs a lookup instead of a search, and
 * its bytes are not deflated again: an answer is kept as its JSON, deflated once
 * (lib/http/gzip-pieces.ts), without the two fields that differ for each asker (its processing
 * time and its queryID), which follow it as a few plain bytes.
 * Answers are kept per built index: when the index is rebuilt (the records file reloaded, an
 * upload), the old index's answers are dropped with it and can never be served for the new one.
 */
import { deflateText, type BodyPiece, type DeflatedText } from '../../http/gzip-pieces'
import { createQueryId, finishSearch, startSearch, type StartedSearch } from '../engine/engine'
import type { SearchAnswer, SearchParams } from '../engine/types'
import type { SearchIndex } from '../engine/index/search-index'

export interface SearchAnswerCacheOptions {
  /** Answers kept per index. */
  maxAnswers: number
  /**
   * Bytes kept per index over all its answers (deflated answers and their keys): bounds the memory
   * a client asking for pages of 1,000 hits, or sending long parameters, can take. Typing answers
   * take 2–5 kB each.
   */
  maxBytes: number
}

/** Answers longer than this are not remembered (a typing answer of 20 hits is about 20 kB). */
export const MAX_REMEMBERED_ANSWER_CHARS = 64 * 1024

export const DEFAULT_ANSWER_CACHE_OPTIONS: SearchAnswerCacheOptions = {
  maxAnswers: 4_096,
  maxBytes: 16 * 1024 * 1024,
}

/**
 * The key of a request's answer: its checked parameters, including the `params` echo, so two
 * requests share an answer exactly when the engine would answer them the same.
 */
export function answerCacheKey(params: Partial<SearchParams>): string {
  return JSON.stringify(params)
}

/** An answer's JSON up to its per-answer fields, which {@link answerTail} writes with the closing brace. */
function answerHead(answer: SearchAnswer): string {
  const { processingTimeMS: _time, queryID: _id, ...shared } = answer
  return JSON.stringify(shared).slice(0, -1)
}

/** What search analytics learn of an answer (lib/search/analytics/recorder.ts). */
export interface AnswerFacts {
  nbHits: number
  /** The answer's own queryID (with `clickAnalytics`), else null. */
  queryID: string | null
}

/** Told the facts of each answer as it is written; search analytics count searches with it. */
export type AnswerObserver = (facts: AnswerFacts) => void

/**
 * The end of an answer's JSON: its processing time, a queryID of its own with `clickAnalytics`
 * (each answer has one, for click analytics), then `extraJson` (members of the answer object that
 * the caller adds, such as `,"index":"docs"`). `observe` is told the answer's hit count and queryID.
 */
function answerTail(
  processingTimeMS: number,
  clickAnalytics: boolean,
  extraJson: string,
  nbHits: number,
  observe: AnswerObserver | undefined,
): string {
  const queryID = clickAnalytics ? createQueryId() : null
  observe?.({ nbHits, queryID })
  const queryIdJson = queryID === null ? '' : `,"queryID":"${queryID}"`
  return `,"processingTimeMS":${processingTimeMS}${queryIdJson}${extraJson}}`
}

/** {@link answerTail} of a whole answer. */
const tailOf = (answer: SearchAnswer, extraJson: string, observe: AnswerObserver | undefined) =>
  answerTail(answer.processingTimeMS, answer.queryID !== undefined, extraJson, answer.nbHits, observe)

/** Lets other work run; called between slices of a large answer. */
export type Pause = () => Promise<void>

const noPause: Pause = () => Promise.resolve()

/**
 * An answer with more hits than this is built and serialized this many hits at a time, with a
 * pause between slices: a page of 1,000 hits with snippets took ~25–55 ms to build and as long to
 * serialize, which every other request waited for.
 */
export const HITS_PER_SLICE = 50

/** The JSON pieces of a started search's whole answer, its hits a slice at a time. */
async function slicedAnswerJson(
  run: StartedSearch,
  extraJson: string,
  pause: Pause,
  observe: AnswerObserver | undefined,
): Promise<BodyPiece[]> {
  const pieces: BodyPiece[] = ['{"hits":[']
  let written = false
  for (let from = 0; from < run.hitCount; from += HITS_PER_SLICE) {
    await pause()
    const json = JSON.stringify(run.buildHits(from, from + HITS_PER_SLICE)).slice(1, -1)
    if (json.length === 0) continue
    pieces.push(written ? `,${json}` : json)
    written = true
  }
  const { hits: _hits, ...rest } = run.answer
  pieces.push(`],${answerHead({ hits: [], ...rest }).slice('{"hits":[],'.length)}`)
  const processingTimeMS = Math.round(performance.now() - run.started)
  pieces.push(
    answerTail(processingTimeMS, run.answer.queryID !== undefined, extraJson, run.answer.nbHits, observe),
  )
  return pieces
}

/**
 * What `search(index, params)` answers, as JSON pieces, not cached. `extraJson` is added to the
 * answer object (see {@link answerTail}); a large answer is built a slice at a time, `pause`
 * between slices.
 */
export async function searchAnswerJson(
  index: SearchIndex,
  params: Partial<SearchParams>,
  extraJson = '',
  pause: Pause = noPause,
  observe?: AnswerObserver,
): Promise<BodyPiece[]> {
  const run = startSearch(index, params)
  if (run.hitCount > HITS_PER_SLICE) return slicedAnswerJson(run, extraJson, pause, observe)
  const answer = finishSearch(run)
  return [answerHead(answer), tailOf(answer, extraJson, observe)]
}

/** A remembered answer: its shared part, deflated, whether it carries a queryID, and its memory. */
interface RememberedAnswer {
  head: DeflatedText
  queryId: boolean
  nbHits: number
  /** The deflated bytes and the key (two bytes a character): a hostile key weighs what it takes. */
  weight: number
}

export class SearchAnswerCache {
  private readonly byIndex = new WeakMap<SearchIndex, LruCache<string, RememberedAnswer>>()

  constructor(private readonly options: SearchAnswerCacheOptions = DEFAULT_ANSWER_CACHE_OPTIONS) {}

  private cacheOf(index: SearchIndex): LruCache<string, RememberedAnswer> {
    let cache = this.byIndex.get(index)
    if (!cache) {
      cache = new LruCache({
        maxEntries: this.options.maxAnswers,
        maxWeight: this.options.maxBytes,
        weigh: (remembered) => remembered.weight,
      })
      this.byIndex.set(index, cache)
    }
    return cache
  }

  /**
   * What `search(index, params)` answers, as JSON pieces: the shared part of the answer, deflated
   * once, then its own processing time (of this lookup when remembered) and queryID, then
   * `extraJson`.
   */
  async answerJson(
    index: SearchIndex,
    params: Partial<SearchParams>,
    extraJson = '',
    pause: Pause = noPause,
    observe?: AnswerObserver,
  ): Promise<BodyPiece[]> {
    const started = performance.now()
    const cache = this.cacheOf(index)
    const key = answerCacheKey(params)
    let remembered = cache.get(key)
    let processingTimeMS: number
    if (remembered) {
      processingTimeMS = Math.round(performance.now() - started)
    } else {
      const run = startSearch(index, params)
      // A large answer (pages of hundreds of hits) is rarely asked again: it is built a slice at a
      // time and goes out as text, which the listener compresses off the main thread
      // (compress-body.ts), instead of being deflated here for the cache.
      if (run.hitCount > HITS_PER_SLICE) return slicedAnswerJson(run, extraJson, pause, observe)
      const answer = finishSearch(run)
      const headJson = answerHead(answer)
      if (headJson.length > MAX_REMEMBERED_ANSWER_CHARS) return [headJson, tailOf(answer, extraJson, observe)]
      const head = deflateText(headJson)
      remembered = {
        head,
        queryId: answer.queryID !== undefined,
        nbHits: answer.nbHits,
        weight: head.deflated.length + 2 * key.length,
      }
      cache.set(key, remembered)
      processingTimeMS = answer.processingTimeMS
    }
    return [
      remembered.head,
      answerTail(processingTimeMS, remembered.queryId, extraJson, remembered.nbHits, observe),
    ]
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
