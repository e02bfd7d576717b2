/**
 * The proximity criterion for one record: the sum, over consecutive query words, of the closest
 * distance between them (1 = adjacent; reversed order costs one more; words in different
 * attributes count as far apart; each pair capped at 8, as on the hosted service). A word's
 * positions in the record are found by binary search in its posting runs, so measuring costs a
 * few lookups per word, and is done only for records that can reach the requested page.
 */
import { ATTRIBUTE_MASK, attributeRankOfPosition } from '../index/forward-index'
import type { PostingRun } from '../query/posting-runs'

export const MAX_PAIR_DISTANCE = 8
/**
 * Occurrences of one query word considered per record (its first ones); later ones rarely bring
 * words closer. proximity-walk.ts uses the same, so both ways of measuring agree.
 */
export const MAX_POSITIONS_PER_WORD = 16
const MAX_POSITIONS = MAX_POSITIONS_PER_WORD

/** Where `record` is in a posting list's `[start, end)` (records ascend), or -1. */
export function findRecord(records: Uint32Array, start: number, end: number, record: number): number {
  let low = start
  let high = end - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const value = records[middle] as number
    if (value < record) low = middle + 1
    else if (value > record) high = middle - 1
    else return middle
  }
  return -1
}

/** No pair of words close together: the attribute criterion keeps the record's best attribute. */
export const NO_CLOSE_ATTRIBUTE = ATTRIBUTE_MASK

export class ProximityMeter {
  private readonly positions: Uint16Array[]
  private readonly counts: Uint8Array
  /**
   * After `measure`: the best attribute in which a pair of consecutive query words stands closest
   * (the hosted service's attributeCriteriaComputedByMinProximity), or NO_CLOSE_ATTRIBUTE.
   */
  closeAttribute = NO_CLOSE_ATTRIBUTE

  constructor(private readonly runsPerWord: readonly (readonly PostingRun[])[]) {
    this.positions = runsPerWord.map(() => new Uint16Array(MAX_POSITIONS))
    this.counts = new Uint8Array(runsPerWord.length)
  }

  /** Ascending positions of word `word` in `record`, in this.positions[word]. */
  private gather(word: number, record: number): number {
    const target = this.positions[word] as Uint16Array
    let count = 0
    for (const run of this.runsPerWord[word] ?? []) {
      const { postingRecords, positionOffsets, postingPositions } = run.list
      const p = findRecord(postingRecords, run.start, run.end, record)
      if (p < 0) continue
      for (
        let q = positionOffsets[p] as number;
        q < (positionOffsets[p + 1] as number) && count < MAX_POSITIONS;
        q++
      ) {
        target[count++] = postingPositions[q] as number
      }
    }
    if (count > 1) target.subarray(0, count).sort()
    this.counts[word] = count
    return count
  }

  measure(record: number, wordMask: number): number {
    const wordCount = this.runsPerWord.length
    for (let word = 0; word < wordCount; word++) if ((wordMask >> word) & 1) this.gather(word, record)
    let total = 0
    this.closeAttribute = NO_CLOSE_ATTRIBUTE
    for (let word = 0; word + 1 < wordCount; word++) {
      if (((wordMask >> word) & 3) !== 3) continue
      const distance = closestDistance(
        this.positions[word] as Uint16Array,
        this.counts[word] as number,
        this.positions[word + 1] as Uint16Array,
        this.counts[word + 1] as number,
      )
      total += distance
      if (distance < MAX_PAIR_DISTANCE) this.closeAttribute = Math.min(this.closeAttribute, closestAttribute)
    }
    return total
  }
}

/** Set by closestDistance: the attribute of the closest pair it found (the lowest among equals). */
let closestAttribute = NO_CLOSE_ATTRIBUTE

/** Closest distance from an occurrence of the first word to one of the second; both lists ascending. */
function closestDistance(
  first: Uint16Array,
  firstCount: number,
  second: Uint16Array,
  secondCount: number,
): number {
  let best = MAX_PAIR_DISTANCE
  let attribute = NO_CLOSE_ATTRIBUTE
  let k = 0
  // Among pairs equally close, the lowest attribute (as the one-walk measurement keeps it).
  for (let i = 0; i < secondCount; i++) {
    const position = second[i] as number
    // Adjacent in the lowest attribute cannot be beaten.
    if (best === 1 && attributeRankOfPosition(position) >= attribute) break
    while (k < firstCount && (first[k] as number) <= position) k++
    // A word and its camel-case part share a position: that counts as adjacent.
    if (k > 0) {
      const distance = Math.max(1, position - (first[k - 1] as number))
      const at = attributeRankOfPosition(position)
      if (distance < best || (distance === best && at < attribute)) {
        best = distance
        attribute = at
      }
    }
    // The second word before the first: reversed order costs one more.
    if (k < firstCount) {
      const distance = (first[k] as number) - position + 1
      const at = attributeRankOfPosition(position)
      if (distance < best || (distance === best && at < attribute)) {
        best = distance
        attribute = at
      }
    }
  }
  closestAttribute = attribute
  return best
}
