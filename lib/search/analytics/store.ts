/**
 * Where search analytics are kept: per day, index and query, the counters of tally.ts; and, for an
 * hour, which search each queryID answered, so a click event (which names only the queryID) is
 * counted for its search. In memory on one server (memory-store.ts), in Redis when several share
 * the work (redis-store.ts). Neither holds anything about who searched.
 */
import type { DayTallies, TallyDelta } from './tally'

/** The search a queryID answered. */
export interface SearchRef {
  index: string
  /** YYYY-MM-DD (UTC) of the search. */
  date: string
  /** The normalised query. */
  query: string
}

export interface AnalyticsStore {
  /** Adds `delta` to a query's counters of a day (and sets its latest hit count). */
  add(ref: SearchRef, delta: TallyDelta, nbHits?: number): Promise<void>
  /** Remembers the search a queryID answered, for `ttlMs`. */
  rememberSearch(queryID: string, ref: SearchRef, ttlMs: number): Promise<void>
  /**
   * The search a queryID answered (null when unknown or expired), and whether this is the first
   * event of `kind` for it: a search is counted once as clicked however many clicks it gets.
   */
  claim(
    queryID: string,
    kind: 'click' | 'conversion',
    ttlMs: number,
  ): Promise<{ ref: SearchRef; first: boolean } | null>
  /** The counters of an index on the given days (days without searches are left out). */
  read(index: string, dates: readonly string[]): Promise<DayTallies[]>
  /** When the index's counters last changed (RFC 3339), or null. */
  updatedAt(index: string): Promise<string | null>
  /** Drops the days before `oldestKept` (YYYY-MM-DD). Redis expires them by itself. */
  prune(oldestKept: string): Promise<void>
  close(): Promise<void>
}
