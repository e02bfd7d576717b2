/**
 * Proximity for every candidate at once, walking the words' postings in query order and keeping
 * each candidate's positions of the previous word: linear in the positions read. Used when the
 * branch and bound of several-words-ranking.ts would have to measure too many records one by one
 * (a query whose best hits do not have their words side by side).
 *
 * Everything kept per candidate is indexed by its place in the candidate list (its slot), not by
 * record: the walk touches a few dense arrays instead of one spread over the whole index.
 */
import { attributeRankOfPosition } from '../index/forward-index'
import type { PostingRun } from '../query/posting-runs'
import { MAX_PAIR_DISTANCE, MAX_POSITIONS_PER_WORD, NO_CLOSE_ATTRIBUTE } from './proximity'

const POSITIONS_PER_WORD = MAX_POSITIONS_PER_WORD

export interface ProximityWalkScratch {
  /** Positions of even-numbered query words, then of odd-numbered ones: the previous word's are never overwritten. */
  evenPositions: Uint16Array
  oddPositions: Uint16Array
  evenCount: Uint8Array
  oddCount: Uint8Array
  /** How many positions the previous word had when this word started (0: no pair to measure). */
  previousCount: Uint8Array
  lastWord: Int8Array
  /** Per slot: the sum of its pairs' distances, once the walk is done. */
  proximity: Uint8Array
  /** Per slot: the best attribute of a close pair (see ProximityMeter.closeAttribute). */
  closeAttribute: Uint8Array
  /**
   * One bit per record, set for the candidates: the walk tests every posting against it, and a
   * bit set this small stays in the processor's cache where a word per record would not.
   */
  candidateBits: Int32Array
  /** Per record: its slot, for the candidates. */
  slotOf: Uint32Array
}

export function createProximityWalkScratch(size: number): ProximityWalkScratch {
  return {
    evenPositions: new Uint16Array(size * POSITIONS_PER_WORD),
    oddPositions: new Uint16Array(size * POSITIONS_PER_WORD),
    evenCount: new Uint8Array(size),
    oddCount: new Uint8Array(size),
    previousCount: new Uint8Array(size),
    lastWord: new Int8Array(size),
    proximity: new Uint8Array(size),
    closeAttribute: new Uint8Array(size),
    candidateBits: new Int32Array((size >>> 5) + 1),
    slotOf: new Uint32Array(size),
  }
}

/**
 * Proximity of each of the first `candidateCount` candidates, written to `scratch.proximity` and
 * `scratch.closeAttribute` at the candidate's slot (its index in `candidates`).
 */
export function walkProximity(
  runsPerWord: readonly (readonly PostingRun[])[],
  candidates: Uint32Array,
  candidateCount: number,
  scratch: ProximityWalkScratch,
): void {
  const { previousCount, lastWord, proximity, closeAttribute, candidateBits, slotOf } = scratch
  const perWord = POSITIONS_PER_WORD
  const noAttribute = NO_CLOSE_ATTRIBUTE
  candidateBits.fill(0)
  for (let slot = 0; slot < candidateCount; slot++) {
    const record = candidates[slot] as number
    slotOf[record] = slot
    candidateBits[record >>> 5] = (candidateBits[record >>> 5] as number) | (1 << (record & 31))
    lastWord[slot] = -1
    proximity[slot] = 0
    previousCount[slot] = 0
    closeAttribute[slot] = noAttribute
  }
  runsPerWord.forEach((runs, word) => {
    const odd = word % 2 === 1
    const positions = odd ? scratch.oddPositions : scratch.evenPositions
    const positionCount = odd ? scratch.oddCount : scratch.evenCount
    const previousWordCount = odd ? scratch.evenCount : scratch.oddCount
    for (const run of runs) {
      const { postingRecords, positionOffsets, postingPositions } = run.list
      for (let p = run.start; p < run.end; p++) {
        const record = postingRecords[p] as number
        if (((candidateBits[record >>> 5] as number) & (1 << (record & 31))) === 0) continue
        const slot = slotOf[record] as number
        const base = slot * perWord
        if (lastWord[slot] !== word) {
          // First posting of this word for the record: the previous word's positions are all
          // known, so the pair before it is measured now, before this word's overwrite the ones
          // two words back.
          if ((previousCount[slot] as number) > 0) completePair(scratch, slot)
          previousCount[slot] =
            word > 0 && lastWord[slot] === word - 1 ? (previousWordCount[slot] as number) : 0
          positionCount[slot] = 0
          lastWord[slot] = word
        }
        let stored = positionCount[slot] as number
        const end = Math.min(
          positionOffsets[p + 1] as number,
          (positionOffsets[p] as number) + perWord - stored,
        )
        for (let q = positionOffsets[p] as number; q < end; q++) {
          const position = postingPositions[q] as number
          // Ascending even when several dictionary words of one query word meet in a record.
          let at = stored++
          while (at > 0 && (positions[base + at - 1] as number) > position) {
            positions[base + at] = positions[base + at - 1] as number
            at--
          }
          positions[base + at] = position
        }
        positionCount[slot] = stored
      }
    }
  })
  for (let slot = 0; slot < candidateCount; slot++) {
    if ((previousCount[slot] as number) > 0) completePair(scratch, slot)
  }
}

/**
 * Adds the distance of the slot's last pair (its last word so far and the one before it) to its
 * proximity: from each kept occurrence of the later word to the closest of the earlier one (both
 * ascending); among equally close pairs the lowest attribute, as ProximityMeter keeps it.
 */
function completePair(scratch: ProximityWalkScratch, slot: number): void {
  const word = scratch.lastWord[slot] as number
  const odd = word % 2 === 1
  const positions = odd ? scratch.oddPositions : scratch.evenPositions
  const previousPositions = odd ? scratch.evenPositions : scratch.oddPositions
  const count = (odd ? scratch.oddCount : scratch.evenCount)[slot] as number
  const before = scratch.previousCount[slot] as number
  const base = slot * POSITIONS_PER_WORD
  let distance = MAX_PAIR_DISTANCE
  let attribute = NO_CLOSE_ATTRIBUTE
  let k = 0
  for (let i = 0; i < count; i++) {
    const position = positions[base + i] as number
    const at = attributeRankOfPosition(position)
    if (distance === 1 && at >= attribute) break
    while (k < before && (previousPositions[base + k] as number) <= position) k++
    // A word and its camel-case part share a position: that counts as adjacent.
    if (k > 0) {
      const candidate = Math.max(1, position - (previousPositions[base + k - 1] as number))
      if (candidate < distance || (candidate === distance && at < attribute)) {
        distance = candidate
        attribute = at
      }
    }
    // The later query word first: reversed order costs one more.
    if (k < before) {
      const candidate = (previousPositions[base + k] as number) - position + 1
      if (candidate < distance || (candidate === distance && at < attribute)) {
        distance = candidate
        attribute = at
      }
    }
  }
  scratch.proximity[slot] = (scratch.proximity[slot] as number) + distance
  if (distance < MAX_PAIR_DISTANCE && attribute < (scratch.closeAttribute[slot] as number))
    scratch.closeAttribute[slot] = attribute
}
