/** Search analytics in the server's memory (one instance): see store.ts. */
import { LruCache } from '../protocol/answer-cache'
import type { AnalyticsStore, SearchRef } from './store'
import { addToTally, emptyTally, type DayTallies, type QueryTally, type TallyDelta } from './tally'

/** queryIDs remembered at most (about 200 bytes each). */
const MAX_REMEMBERED_SEARCHES = 100_000

interface RememberedSearch {
  ref: SearchRef
  expires: number
  claimed: Set<'click' | 'conversion'>
}

export class MemoryAnalyticsStore implements AnalyticsStore {
  /** `index \n date` → query → counters. */
  private readonly days = new Map<string, Map<string, QueryTally>>()
  private readonly updated = new Map<string, string>()
  private readonly searches = new LruCache<string, RememberedSearch>({ maxEntries: MAX_REMEMBERED_SEARCHES })

  constructor(private readonly now: () => number = Date.now) {}

  async add(ref: SearchRef, delta: TallyDelta, nbHits?: number): Promise<void> {
    const key = `${ref.index}\n${ref.date}`
    let day = this.days.get(key)
    if (!day) this.days.set(key, (day = new Map()))
    let tally = day.get(ref.query)
    if (!tally) day.set(ref.query, (tally = emptyTally()))
    addToTally(tally, delta, nbHits)
    this.updated.set(ref.index, new Date(this.now()).toISOString())
  }

  async rememberSearch(queryID: string, ref: SearchRef, ttlMs: number): Promise<void> {
    this.searches.set(queryID, { ref, expires: this.now() + ttlMs, claimed: new Set() })
  }

  async claim(
    queryID: string,
    kind: 'click' | 'conversion',
  ): Promise<{ ref: SearchRef; first: boolean } | null> {
    const remembered = this.searches.get(queryID)
    if (!remembered || remembered.expires < this.now()) return null
    const first = !remembered.claimed.has(kind)
    remembered.claimed.add(kind)
    return { ref: remembered.ref, first }
  }

  async read(index: string, dates: readonly string[]): Promise<DayTallies[]> {
    const result: DayTallies[] = []
    for (const date of dates) {
      const queries = this.days.get(`${index}\n${date}`)
      if (queries) result.push({ date, queries })
    }
    return result
  }

  async updatedAt(index: string): Promise<string | null> {
    return this.updated.get(index) ?? null
  }

  async prune(oldestKept: string): Promise<void> {
    for (const key of this.days.keys()) {
      const date = key.slice(key.lastIndexOf('\n') + 1)
      if (date < oldestKept) this.days.delete(key)
    }
  }

  async close(): Promise<void> {}
}
