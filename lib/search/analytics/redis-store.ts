/**
 * Search analytics in Redis, shared by every instance (see store.ts): one hash per index and day,
 * `<prefix>analytics:<index>:<date>`, with a field per counter and query (`count\n<query>`) that
 * instances add to with HINCRBY, and which expires by itself when the retention ends. A queryID's
 * search is a string key that expires after an hour; the first click (or conversion) of a search
 * is claimed with SET NX, so a search counts once as clicked whichever instance sees its clicks.
 */
import { boundedRedisClient, connectedClient, type BoundedRedisClient } from '../../redis/client'
import type { AnalyticsStore, SearchRef } from './store'
import {
  COUNTERS,
  emptyTally,
  type Counter,
  type DayTallies,
  type QueryTally,
  type TallyDelta,
} from './tally'

const COMMAND_TIMEOUT_MS = 2_000
const CONNECT_TIMEOUT_MS = 2_000
const DAY_MS = 86_400_000

export class RedisAnalyticsStore implements AnalyticsStore {
  private readonly client: BoundedRedisClient
  private readonly ready: () => Promise<BoundedRedisClient>

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly retentionDays: number,
    private readonly now: () => number = Date.now,
    onError: (error: Error) => void = () => undefined,
  ) {
    this.client = boundedRedisClient(url, {
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    })
    this.client.on('error', onError)
    this.ready = connectedClient(this.client, CONNECT_TIMEOUT_MS, () => undefined)
  }

  private dayKey(index: string, date: string): string {
    return `${this.prefix}analytics:${index}:${date}`
  }

  private searchKey(queryID: string): string {
    return `${this.prefix}analytics:query:${queryID}`
  }

  async add(ref: SearchRef, delta: TallyDelta, nbHits?: number): Promise<void> {
    const client = await this.ready()
    const key = this.dayKey(ref.index, ref.date)
    const multi = client.multi()
    for (const [counter, value] of Object.entries(delta) as Array<[Counter, number]>) {
      if (value !== 0) multi.hIncrBy(key, `${counter}\n${ref.query}`, value)
    }
    if (nbHits !== undefined) multi.hSet(key, `nbHits\n${ref.query}`, String(nbHits))
    // The day's counters go when the retention ends: the end of the day plus the days kept.
    multi.expireAt(
      key,
      Math.ceil((Date.parse(`${ref.date}T00:00:00Z`) + (this.retentionDays + 1) * DAY_MS) / 1000),
    )
    multi.set(`${this.prefix}analytics:${ref.index}:updated`, new Date(this.now()).toISOString())
    await multi.exec()
  }

  async rememberSearch(queryID: string, ref: SearchRef, ttlMs: number): Promise<void> {
    const client = await this.ready()
    await client.set(this.searchKey(queryID), JSON.stringify(ref), { PX: ttlMs })
  }

  async claim(
    queryID: string,
    kind: 'click' | 'conversion',
    ttlMs: number,
  ): Promise<{ ref: SearchRef; first: boolean } | null> {
    const client = await this.ready()
    const stored = await client.get(this.searchKey(queryID))
    if (stored === null) return null
    const ref = JSON.parse(stored) as SearchRef
    const claimed = await client.set(`${this.searchKey(queryID)}:${kind}`, '1', { NX: true, PX: ttlMs })
    return { ref, first: claimed === 'OK' }
  }

  async read(index: string, dates: readonly string[]): Promise<DayTallies[]> {
    const client = await this.ready()
    const hashes = await Promise.all(dates.map((date) => client.hGetAll(this.dayKey(index, date))))
    const result: DayTallies[] = []
    hashes.forEach((hash, i) => {
      const queries = new Map<string, QueryTally>()
      for (const [field, value] of Object.entries(hash)) {
        const cut = field.indexOf('\n')
        const name = field.slice(0, cut)
        const query = field.slice(cut + 1)
        let tally = queries.get(query)
        if (!tally) queries.set(query, (tally = emptyTally()))
        if (name === 'nbHits' || (COUNTERS as readonly string[]).includes(name))
          tally[name as Counter | 'nbHits'] = Number(value)
      }
      if (queries.size > 0) result.push({ date: dates[i] as string, queries })
    })
    return result
  }

  async updatedAt(index: string): Promise<string | null> {
    const client = await this.ready()
    return client.get(`${this.prefix}analytics:${index}:updated`)
  }

  /** Redis expires each day's hash when its retention ends (EXPIREAT in `add`). */
  async prune(): Promise<void> {}

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close()
  }
}
