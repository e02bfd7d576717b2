/**
 * Proximity for every candidate at once, walking the words' postings in query order and keeping
 * each candidate's positions of the previous word: linear in the positions read. Used when the
 * branch and bound of several-words-ranking.ts would have to measure too many records one by one
 * (a query whose best hits do not have their words side by side).
 */
import { POSITION_STRIDE } from './forward-index'
import type { PostingRun } from './posting-runs'
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
  pendingDistance: Uint8Array
  /** The attribute of the pending pair's closest occurrence. */
  pendingAttribute: Uint8Array
  proximity: Uint8Array
  /** The best attribute of a close pair (see ProximityMeter.closeAttribute). */
  closeAttribute: Uint8Array
}

export function createProximityWalkScratch(size: number): ProximityWalkScratch {
  return {
    evenPositions: new Uint16Array(size * POSITIONS_PER_WORD),
    oddPositions: new Uint16Array(size * POSITIONS_PER_WORD),
    evenCount: new Uint8Array(size),
    oddCount: new Uint8Array(size),
    previousCount: new Uint8Array(size),
    lastWord: new Int8Array(size),
    pendingDistance: new Uint8Array(size),
    pendingAttribute: new Uint8Array(size),
    proximity: new Uint8Array(size),
    closeAttribute: new Uint8Array(size),
  }
}

/**
 * Proximity of each candidate record (those with `isCandidate[record] === stamp`), written to
 * `scratch.proximity` for them.
 */
export function walkProximity(
  runsPerWord: readonly (readonly PostingRun[])[],
  candidates: Uint32Array,
  candidateCount: number,
  isCandidate: Uint32Array,
  stamp: number,
  scratch: ProximityWalkScratch,
): void {
  const { previousCount, lastWord, pendingDistance, pendingAttribute, proximity, closeAttribute } = scratch
  const perWord = POSITIONS_PER_WORD
  const maxDistance = MAX_PAIR_DISTANCE
  const noAttribute = NO_CLOSE_ATTRIBUTE
  const stride = POSITION_STRIDE
  const completePair = (record: number) => {
    const distance = pendingDistance[record] as number
    proximity[record] = (proximity[record] as number) + distance
    if (distance < maxDistance && (pendingAttribute[record] as number) < (closeAttribute[record] as number))
      closeAttribute[record] = pendingAttribute[record] as number
  }
  for (let i = 0; i < candidateCount; i++) {
    const record = candidates[i] as number
    lastWord[record] = -1
    proximity[record] = 0
    previousCount[record] = 0
    closeAttribute[record] = noAttribute
  }
  runsPerWord.forEach((runs, word) => {
    const odd = word % 2 === 1
    const positions = odd ? scratch.oddPositions : scratch.evenPositions
    const positionCount = odd ? scratch.oddCount : scratch.evenCount
    const previousPositions = odd ? scratch.evenPositions : scratch.oddPositions
    const previousWordCount = odd ? scratch.evenCount : scratch.oddCount
    for (const run of runs) {
      const { postingRecords, positionOffsets, postingPositions } = run.list
      for (let p = run.start; p < run.end; p++) {
        const record = postingRecords[p] as number
        if (isCandidate[record] !== stamp) continue
        const base = record * perWord
        if (lastWord[record] !== word) {
          // First posting of this word for the record: the pair before it is complete.
          if ((previousCount[record] as number) > 0) completePair(record)
          previousCount[record] =
            word > 0 && lastWord[record] === word - 1 ? (previousWordCount[record] as number) : 0
          pendingDistance[record] = maxDistance
          pendingAttribute[record] = noAttribute
          positionCount[record] = 0
          lastWord[record] = word
        }
        const before = previousCount[record] as number
        let distance = pendingDistance[record] as number
        let attribute = pendingAttribute[record] as number
        let stored = positionCount[record] as number
        const end = Math.min(
          positionOffsets[p + 1] as number,
          (positionOffsets[p] as number) + perWord - stored,
        )
        for (let q = positionOffsets[p] as number; q < end; q++) {
          const position = postingPositions[q] as number
          // Ascending even when several dictionary words of one query word meet in a record.
          let slot = stored++
          while (slot > 0 && (positions[base + slot - 1] as number) > position) {
            positions[base + slot] = positions[base + slot - 1] as number
            slot--
          }
          positions[base + slot] = position
        }
        // Distances from this word's kept occurrences to the previous word's (both ascending); among
        // equally close pairs the lowest attribute, as ProximityMeter keeps it.
        if (before > 0) {
          let k = 0
          for (let i = 0; i < stored; i++) {
            const position = positions[base + i] as number
            const at = Math.floor(position / stride)
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
        }
        pendingDistance[record] = distance
        pendingAttribute[record] = attribute
        positionCount[record] = stored
      }
    }
  })
  for (let i = 0; i < candidateCount; i++) {
    const record = candidates[i] as number
    if ((previousCount[record] as number) > 0) completePair(record)
  }
}
