/**
 * The pieces a store's reader has read and checked, kept for the next release it reads. Pieces
 * are content-addressed and never change (release-pieces.ts), so a piece checked once is the same
 * value in every release that lists it: a server switching to a release that differs by one page
 * reads and checks that page's pieces, not the whole site again. On a synthetic site of 990 pages
 * (41,778 records, a 2-core machine) reading the release after a one-page edit went from about
 * 0.7 s to 20 ms.
 *
 * It holds the pieces of the last two releases read whole (in a server: the one served and the one
 * before it), nothing else. Those releases share the values of their common pieces: like every
 * release, they are never changed once read. Pieces of a release that turned out damaged are not
 * kept, and every piece fetched from the store is checked against its hash before it is used.
 */
import { checkedPieceValue } from './release-pieces'

export class PieceCache {
  private values = new Map<string, unknown>()
  /** The pieces of the last release kept. */
  private latest: readonly string[] = []

  /** Of `hashes`, those not held: the ones to fetch from the store. */
  missing(hashes: readonly string[]): string[] {
    return hashes.filter((hash) => !this.values.has(hash))
  }

  /**
   * The value of every piece of `hashes`: a held one as it is, the others from `fetched` (their
   * text as the store gave it), checked against their hash. Throws an error naming `source` when
   * one is missing or damaged.
   */
  valuesOf(
    hashes: readonly string[],
    fetched: ReadonlyMap<string, string>,
    source: string,
  ): Map<string, unknown> {
    const values = new Map<string, unknown>()
    for (const hash of hashes)
      values.set(
        hash,
        this.values.has(hash) ? this.values.get(hash) : checkedPieceValue(hash, fetched.get(hash), source),
      )
    return values
  }

  /** Keeps the pieces of a release read whole (`values` from {@link valuesOf}) and of the one kept before it. */
  keep(values: ReadonlyMap<string, unknown>): void {
    const next = new Map<string, unknown>()
    for (const hash of this.latest) if (this.values.has(hash)) next.set(hash, this.values.get(hash))
    for (const [hash, value] of values) next.set(hash, value)
    this.values = next
    this.latest = [...values.keys()]
  }

  /** How many pieces are held (for tests). */
  get size(): number {
    return this.values.size
  }
}
