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
