/**
 * Records what readers search and click, as the counters of tally.ts and nothing more.
 *
 * - **Typing counts once.** The dialog searches at every keystroke ("s", "sl", "sla", "slack"):
 *   the hosted service counts such a run as one search of its last query, and so does this. A
 *   client that sends a user token (`X-Algolia-UserToken`; the dialog sends a random one per
 *   opening, kept nowhere) has its searches merged while each query extends or shortens the one
 *   before within {@link TYPING_WINDOW_MS}; the token is used for that in memory only and never
 *   reaches the store. Searches without a token are counted one by one.
 * - **Clicks count for their search**: a click event names the queryID of the answer it came from;
 *   the search it answered is remembered for an hour ({@link QUERY_ID_TTL_MS}).
 * - **Never in the way**: recording does not wait, and a failing store is logged (once a minute)
 *   and otherwise ignored: search answers the same with analytics broken.
 */
import type { InsightsEvent } from './insights-events'
import type { AnalyticsStore, SearchRef } from './store'
import { clickDelta, conversionDelta, dayOf, normaliseQuery, searchDelta } from './tally'

export const TYPING_WINDOW_MS = 5_000
export const QUERY_ID_TTL_MS = 60 * 60 * 1000
/** Readers typing at once whose last query waits to be counted; beyond it the oldest is counted. */
const MAX_TYPISTS = 10_000
/** New queries counted per index and day; beyond it only queries already seen that day are (a flood of random queries cannot fill the store). */
export const MAX_QUERIES_PER_DAY = 5_000

export interface RecordedSearch {
  index: string
  query: string
  nbHits: number
  queryID: string | null
  /** The client's user token, to merge its keystrokes; null to count the search on its own. */
  typist: string | null
}

interface Pending {
  ref: SearchRef
  nbHits: number
  tracked: boolean
  at: number
}

export interface AnalyticsRecorderOptions {
  store: AnalyticsStore
  /** Days kept; older ones are dropped. */
  retentionDays: number
  now?: () => number
  warn?: (message: string) => void
  typingWindowMs?: number
  maxQueriesPerDay?: number
}

export class AnalyticsRecorder {
  readonly store: AnalyticsStore
  readonly retentionDays: number
  private readonly now: () => number
  private readonly warn: (message: string) => void
  private readonly typingWindowMs: number
  private readonly maxQueriesPerDay: number
  private readonly pending = new Map<string, Pending>()
  /** Queries counted per `index \n date` by this instance, for the daily bound. */
  private readonly seen = new Map<string, Set<string>>()
  private readonly sweeper: NodeJS.Timeout
  private lastWarning = 0
  private prunedFor = ''
  private readonly writes = new Set<Promise<void>>()

  constructor(options: AnalyticsRecorderOptions) {
    this.store = options.store
    this.retentionDays = options.retentionDays
    this.now = options.now ?? Date.now
    this.warn = options.warn ?? ((message) => console.warn(message))
    this.typingWindowMs = options.typingWindowMs ?? TYPING_WINDOW_MS
    this.maxQueriesPerDay = options.maxQueriesPerDay ?? MAX_QUERIES_PER_DAY
    this.sweeper = setInterval(() => this.commitWaiting(this.typingWindowMs), 1_000)
    this.sweeper.unref()
  }

  /** Counts a search (or holds it while its reader may still be typing). Never throws, never waits. */
  recordSearch(search: RecordedSearch): void {
    const query = normaliseQuery(search.query)
    const at = this.now()
    const entry: Pending = {
      ref: { index: search.index, date: dayOf(at), query },
      nbHits: search.nbHits,
      tracked: search.queryID !== null,
      at,
    }
    if (search.queryID !== null && query !== '')
      this.track(this.store.rememberSearch(search.queryID, entry.ref, QUERY_ID_TTL_MS))
    if (search.typist === null) {
      if (query !== '') this.commit(entry)
      return
    }
    const before = this.pending.get(search.typist)
    this.pending.delete(search.typist)
    const continues =
      before !== undefined &&
      before.ref.index === entry.ref.index &&
      at - before.at <= this.typingWindowMs &&
      (query.startsWith(before.ref.query) || before.ref.query.startsWith(query))
    if (before && !continues) this.commit(before)
    if (query === '') {
      // The reader cleared the box: what they typed last is their search.
      if (before && continues) this.commit(before)
      return
    }
    this.pending.set(search.typist, entry)
    if (this.pending.size > MAX_TYPISTS) {
      const [oldest, waiting] = this.pending.entries().next().value as [string, Pending]
      this.pending.delete(oldest)
      this.commit(waiting)
    }
  }

  /** Counts click and conversion events for the searches they follow; views are not counted. */
  async recordEvents(events: readonly InsightsEvent[], knownIndex: (name: string) => boolean): Promise<void> {
    for (const event of events) {
      if (event.queryID === null || event.type === 'view' || !knownIndex(event.index)) continue
      const kind = event.type === 'click' ? 'click' : 'conversion'
      try {
        const claimed = await this.store.claim(event.queryID, kind, QUERY_ID_TTL_MS)
        if (!claimed || claimed.ref.index !== event.index) continue
        const delta =
          kind === 'click' ? clickDelta(event.positions, claimed.first) : conversionDelta(claimed.first)
        await this.store.add(claimed.ref, delta)
      } catch (error) {
        this.failed(error)
      }
    }
  }

  /**
   * Waits for the writes under way, after counting the searches whose readers stopped typing: what
   * a report reads is then all that was counted. Readers still typing are counted when they stop.
   */
  async settle(): Promise<void> {
    this.commitWaiting(this.typingWindowMs)
    await this.writesDone()
  }

  /** Counts every search still waiting for its reader to finish typing (at shutdown, in tests). */
  async flush(): Promise<void> {
    this.commitWaiting(Number.NEGATIVE_INFINITY)
    await this.writesDone()
  }

  private async writesDone(): Promise<void> {
    while (this.writes.size > 0) await Promise.all([...this.writes])
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper)
    await this.flush()
    await this.store.close()
  }

  /** The first day kept (YYYY-MM-DD). */
  oldestKeptDay(): string {
    return dayOf(this.now() - (this.retentionDays - 1) * 86_400_000)
  }

  /** Counts the waiting searches whose readers have typed nothing for more than `idleMs`. */
  private commitWaiting(idleMs: number): void {
    const now = this.now()
    for (const [typist, entry] of this.pending) {
      if (now - entry.at <= idleMs) continue
      this.pending.delete(typist)
      this.commit(entry)
    }
  }

  private commit(entry: Pending): void {
    const dayKey = `${entry.ref.index}\n${entry.ref.date}`
    let queries = this.seen.get(dayKey)
    if (!queries) {
      // A new day: yesterday's bound no longer applies, and days past the retention go.
      for (const key of this.seen.keys()) if (!key.endsWith(entry.ref.date)) this.seen.delete(key)
      this.seen.set(dayKey, (queries = new Set()))
    }
    if (!queries.has(entry.ref.query)) {
      if (queries.size >= this.maxQueriesPerDay) return
      queries.add(entry.ref.query)
    }
    this.track(this.store.add(entry.ref, searchDelta(entry.nbHits, entry.tracked), entry.nbHits))
    const oldest = this.oldestKeptDay()
    if (this.prunedFor !== oldest) {
      this.prunedFor = oldest
      this.track(this.store.prune(oldest))
    }
  }

  private track(write: Promise<void>): void {
    const tracked: Promise<void> = write
      .catch((error: unknown) => this.failed(error))
      .finally(() => this.writes.delete(tracked))
    this.writes.add(tracked)
  }

  private failed(error: unknown): void {
    const now = this.now()
    if (now - this.lastWarning < 60_000) return
    this.lastWarning = now
    this.warn(
      `[search] search analytics could not be recorded: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
