/**
 * Exact top hits for several words. Candidates were scored with proximity assumed best (a lower
 * bound); proximity is measured only for the keys whose bound can still reach the requested pages
 * (branch and bound), so the answer is exact while the costly measurement stays small. When that
 * would take too many keys, every candidate is measured in one walk instead.
 */
import { ATTRIBUTE_MASK } from '../index/forward-index'
import { NO_CLOSE_ATTRIBUTE, ProximityMeter } from './proximity'
import { walkProximity } from './proximity-walk'
import { proximityWalkScratch, type RankingScratch } from './ranking-scratch'
import { ATTRIBUTE_UNIT, PROXIMITY_UNIT, recordOfScore, selectSmallest } from '../index/scores'
import type { SearchIndex } from '../index/search-index'
import { ATTRIBUTE_SHIFT, WORD_BITS, presentPairs, type SeveralWordsWalk } from './several-words-ranking'

/**
 * With attributeCriteriaComputedByMinProximity, the attribute criterion counts the attribute where
 * the words stand closest, not the best one any word appears in: what the bound assumed, plus this.
 */
function attributeExtra(flags: number, closeAttribute: number): number {
  if (closeAttribute === NO_CLOSE_ATTRIBUTE) return 0
  return Math.max(0, closeAttribute - ((flags >> ATTRIBUTE_SHIFT) & ATTRIBUTE_MASK))
}

/** A record's real score: its bound plus what its words' distances add beyond adjacency. */
function exactScore(
  meter: ProximityMeter,
  scratch: RankingScratch,
  record: number,
  wordCount: number,
  attributeByProximity: boolean,
): number {
  const flags = scratch.flags[record] as number
  const wordMask = flags & WORD_BITS
  const extra = meter.measure(record, wordMask) - presentPairs(wordMask, wordCount)
  const attribute = attributeByProximity ? attributeExtra(flags, meter.closeAttribute) : 0
  return (scratch.recordScore[record] as number) + extra * PROXIMITY_UNIT + attribute * ATTRIBUTE_UNIT
}

/** Measures every candidate (for distinct above 1, which sorts them all). */
export function measureAll(
  walk: SeveralWordsWalk,
  scratch: RankingScratch,
  matchingCount: number,
  wordCount: number,
  attributeByProximity: boolean,
): void {
  const meter = new ProximityMeter(walk.runsPerWord)
  for (let i = 0; i < matchingCount; i++) {
    const record = scratch.matching[i] as number
    scratch.recordScore[record] = exactScore(meter, scratch, record, wordCount, attributeByProximity)
  }
}

/**
 * What measuring costs: the keys to measure one by one before one walk over every candidate is
 * cheaper (about half the walk's cost, every posting of every word, over one key's, a binary
 * search in each posting run of its words; the ratio that measured best on the generated corpus),
 * and the walk's cost. A word with many runs (a long prefix with typos matches hundreds of words)
 * makes each key costly and the walk soon cheaper.
 */
function measurementCosts(walk: SeveralWordsWalk, size: number): { keysBudget: number; walkCost: number } {
  let walkCost = 0
  let keyCost = 0
  for (const runs of walk.runsPerWord) {
    for (const run of runs) {
      const length = run.end - run.start
      walkCost += length
      keyCost += Math.log2(length + 1) + 4
    }
  }
  const keysBudget = Math.max(2 * size, Math.min(4096, Math.round(walkCost / Math.max(1, 2 * keyCost))))
  return { keysBudget, walkCost }
}

/**
 * The best `limit` keys by exact score. Keys are taken in order of their bound; each taken key's
 * candidates are measured; taking stops when no key left can beat the last of the best `limit`.
 * When that needs too many keys (the best hits do not have their words side by side), every
 * candidate is measured in one walk instead. Returns the best scores, ascending.
 */
export function selectExactly(
  index: SearchIndex,
  walk: SeveralWordsWalk,
  scratch: RankingScratch,
  bounds: Float64Array,
  keyOfRecord: (record: number) => number,
  limit: number,
  wordCount: number,
  matchingCount: number,
  budget: number | undefined,
  attributeByProximity: boolean,
): Float64Array {
  const keyCount = bounds.length
  const size = Math.min(limit, keyCount)
  if (size === 0) return new Float64Array(0)
  const { keyFirst, nextInKey, keyExact, keyExactStamp, matching, generation } = scratch
  const meter = new ProximityMeter(walk.runsPerWord)
  const evaluated: number[] = []
  let taken = Math.min(keyCount, size * 2)
  const costs = measurementCosts(walk, size)
  const keysBudget = budget ?? costs.keysBudget
  // A walk over fewer postings than half the records is cheap enough to take as soon as the first
  // keys show that most lose on proximity (see below).
  const walkIsCheap = costs.walkCost < index.records.length / 2
  /** Measured keys whose proximity was as good as their bound assumed. */
  let tight = 0
  /** The worst score the pages can need: the `size`-th best of the keys measured so far. */
  let ceiling = Number.POSITIVE_INFINITY
  while (evaluated.length <= keysBudget) {
    const selection = selectSmallest(bounds, keyCount, Math.min(keyCount, taken + 1))
    for (let i = 0; i < Math.min(taken, selection.length); i++) {
      const key = keyOfRecord(recordOfScore(index, selection[i] as number))
      if (keyExactStamp[key] === generation) continue
      keyExactStamp[key] = generation
      let best = Number.POSITIVE_INFINITY
      for (let c = keyFirst[key] as number; c >= 0; c = nextInKey[c] as number) {
        best = Math.min(
          best,
          exactScore(meter, scratch, matching[c] as number, wordCount, attributeByProximity),
        )
      }
      keyExact[key] = best
      if (best === selection[i]) tight++
      evaluated.push(key)
    }
    const exact = Float64Array.from(evaluated, (key) => keyExact[key] as number)
    const best = selectSmallest(exact, exact.length, size)
    if (taken >= keyCount) return best
    // Keys not taken have bounds of at least `nextBound`, and real scores no better.
    const nextBound = selection[taken] ?? Number.POSITIVE_INFINITY
    if (best.length >= size && nextBound >= (best[size - 1] as number)) return best
    // Most keys measured so far lost on proximity: the best hits are rare, and taking keys one by
    // one would go on long. When measuring is not told how long to go on, walk at once.
    if (best.length >= size) ceiling = best[size - 1] as number
    if (budget === undefined && walkIsCheap && tight * 2 < evaluated.length) break
    taken = Math.min(keyCount, taken * 4)
  }
  return selectAfterFullWalk(
    index,
    walk,
    scratch,
    keyOfRecord,
    size,
    wordCount,
    matchingCount,
    attributeByProximity,
    ceiling,
  )
}

/** Measures every candidate in one walk, then takes each key's best exact score. */
function selectAfterFullWalk(
  index: SearchIndex,
  walk: SeveralWordsWalk,
  scratch: RankingScratch,
  keyOfRecord: (record: number) => number,
  size: number,
  wordCount: number,
  matchingCount: number,
  attributeByProximity: boolean,
  ceiling: number,
): Float64Array {
  const { matching, flags, recordScore, generation, keyExact, keyWalkStamp } = scratch
  // Keys measured one by one already hold `size` scores up to `ceiling`: a record whose bound is
  // above it cannot make the pages (its real score is no better than its bound), so it is not walked.
  let kept = 0
  for (let i = 0; i < matchingCount; i++) {
    const record = matching[i] as number
    if ((recordScore[record] as number) <= ceiling) matching[kept++] = record
  }
  const walkScratch = proximityWalkScratch(index, scratch)
  walkProximity(walk.runsPerWord, matching, kept, walkScratch)
  const proximityUnit = PROXIMITY_UNIT
  // The bounds were read for the last time above: their key list and scores are reused here.
  const { keys, keyScores } = scratch
  let keyCount = 0
  for (let i = 0; i < kept; i++) {
    const record = matching[i] as number
    const recordFlags = flags[record] as number
    const wordMask = recordFlags & WORD_BITS
    // The walk's figures are by candidate slot: this record's is `i`.
    const extra = (walkScratch.proximity[i] as number) - presentPairs(wordMask, wordCount)
    const attribute = attributeByProximity
      ? attributeExtra(recordFlags, walkScratch.closeAttribute[i] as number)
      : 0
    const score = (recordScore[record] as number) + extra * proximityUnit + attribute * ATTRIBUTE_UNIT
    const key = keyOfRecord(record)
    // keyExact is reused: every key starts over (the one-by-one pass may have filled some).
    if (keyWalkStamp[key] !== generation) {
      keyWalkStamp[key] = generation
      keyExact[key] = score
      keys[keyCount++] = key
    } else if (score < (keyExact[key] as number)) {
      keyExact[key] = score
    }
  }
  for (let i = 0; i < keyCount; i++) keyScores[i] = keyExact[keys[i] as number] as number
  return selectSmallest(keyScores, keyCount, size)
}
