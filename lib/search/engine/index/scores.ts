/**
 * One number per hit holds every ranking criterion, most significant first: typos · missing words
 * · proximity · attribute · inexactness · custom rank. Lower is better. The custom-ranking ordinal
 * in the low bits (27) is unique per record, so the number also names its record. The widths fit
 * 52 bits, inside a double's exact integers.
 */
import type { SearchIndex } from './search-index'

/** Score layout: the query-dependent criteria above, the custom ranking ordinal in these low bits. */
export const CUSTOM_RANK_BITS = 27
export const MAX_RECORDS = 2 ** CUSTOM_RANK_BITS

export const RANK_FACTOR = 2 ** CUSTOM_RANK_BITS
/**
 * 4 bits: 0 or 1 for one word, up to the word count for several. The first unit above the custom
 * rank, hence the same number as RANK_FACTOR under the name the rankings use.
 * @alias
 */
export const EXACTNESS_UNIT = RANK_FACTOR
/** 4 bits: the attribute index, 0 (lvl0) … 7 (content). */
export const ATTRIBUTE_UNIT = 16 * EXACTNESS_UNIT
/** 7 bits: up to 8 per pair of consecutive words, 9 pairs. */
export const PROXIMITY_UNIT = 16 * ATTRIBUTE_UNIT
/** 5 bits: query words the hit lacks, 2 each and 3 for the rarest (see missingWordWeights). */
export const MISSING_WORD_UNIT = 128 * PROXIMITY_UNIT
/** 5 bits: up to 2 typos per word, 10 words. */
export const TYPO_UNIT = 32 * MISSING_WORD_UNIT

export function recordOfScore(index: SearchIndex, score: number): number {
  return index.recordByRank[score - Math.floor(score / RANK_FACTOR) * RANK_FACTOR] as number
}

export function typosOfScore(score: number): number {
  return Math.floor(score / TYPO_UNIT)
}

export function countBits(mask: number): number {
  let count = 0
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++
  return count
}

/**
 * The `k` smallest of `count` numbers, ascending, without sorting them all: a bounded max-heap
 * keeps the best `k` seen so far, so most values cost one comparison with the heap's root.
 */
export function selectSmallest(values: Float64Array, count: number, k: number): Float64Array {
  const size = Math.min(k, count)
  if (size <= 0) return new Float64Array(0)
  if (count <= 4 * size || count <= 256) return values.slice(0, count).sort().subarray(0, size)
  const heap = values.slice(0, size)
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heap, i, size)
  for (let i = size; i < count; i++) {
    const value = values[i] as number
    if (value < (heap[0] as number)) {
      heap[0] = value
      siftDown(heap, 0, size)
    }
  }
  return heap.sort()
}

/** Restores the max-heap property below `start`. */
function siftDown(heap: Float64Array, start: number, size: number): void {
  let parent = start
  const value = heap[parent] as number
  for (;;) {
    let child = 2 * parent + 1
    if (child >= size) break
    if (child + 1 < size && (heap[child + 1] as number) > (heap[child] as number)) child++
    if ((heap[child] as number) <= value) break
    heap[parent] = heap[child] as number
    parent = child
  }
  heap[parent] = value
}
