/**
 * A table whose entries are known when the index is built but computed on first use: the merged
 * postings and ranked answers of the first keystrokes (prefix-postings.ts, prefix-answers.ts).
 * Computing all of them took half of an index build (about 330 ms of 680 at 53,000 records on a
 * 2-core machine), paid on every release switch before the new records could be searched; each
 * one alone costs a few milliseconds, paid once per index by the first search that needs it.
 * An entry computed on use is the one an eager build would have made: each is computed from the
 * finished index alone, in any order.
 */
export interface PrefixTable<V> {
  get(key: string): V | undefined
  has(key: string): boolean
  readonly size: number
  keys(): IterableIterator<string>
  /** Every value: computes those not computed yet (for measurements and tests). */
  values(): IterableIterator<V>
}

export class LazyTable<V> implements PrefixTable<V> {
  private readonly computed = new Map<string, V>()

  constructor(private readonly makers: ReadonlyMap<string, () => V>) {}

  get(key: string): V | undefined {
    const known = this.computed.get(key)
    if (known !== undefined) return known
    const make = this.makers.get(key)
    if (!make) return undefined
    const value = make()
    this.computed.set(key, value)
    return value
  }

  has(key: string): boolean {
    return this.makers.has(key)
  }

  get size(): number {
    return this.makers.size
  }

  keys(): IterableIterator<string> {
    return this.makers.keys()
  }

  *values(): IterableIterator<V> {
    for (const key of this.makers.keys()) yield this.get(key) as V
  }
}
