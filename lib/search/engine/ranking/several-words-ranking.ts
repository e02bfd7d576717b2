/**
 * Several query words. One walk over their postings records per record which words it has (with
 * their fewest typos, best attribute, exactness). Scoring then assumes the best proximity
 * (present word pairs adjacent): a lower bound, refined by proximity-selection.ts.
 */
import { ATTRIBUTE_MASK, EXACT_WORD_FLAG, WHOLE_ATTRIBUTE_FLAG } from '../index/forward-index'
import { postingRuns, runVolume, type PostingRun } from '../query/posting-runs'
import { findRecord } from './proximity'
import type { QueryTermTable } from '../query/query-terms'
import type { RankingOptions } from '../types'
import type { RankingScratch } from './ranking-scratch'
import {
  ATTRIBUTE_UNIT,
  EXACTNESS_UNIT,
  MISSING_WORD_UNIT,
  PROXIMITY_UNIT,
  TYPO_UNIT,
  countBits,
} from '../index/scores'
import type { SearchIndex } from '../index/search-index'

const EXACT_SHIFT = 10
/** Where a record's best attribute sits in its flags. */
export const ATTRIBUTE_SHIFT = 20
const WHOLE_BIT = 1 << 24
/** The matched-word bits of a record's flags. */
export const WORD_BITS = (1 << EXACT_SHIFT) - 1
const NO_TYPOS_YET = 0xfffff

export interface SeveralWordsWalk {
  runsPerWord: PostingRun[][]
  touchedCount: number
  /** A strict walk's records holding every word (the only ones that can pass it), else null. */
  holdingAll: Uint32Array | null
  /** What lacking each word costs (see missingWordWeights). */
  missingWeights: Uint8Array
}

/**
 * Walks every word's postings. With `strictAnd` (every word required, no retries) the rarest word
 * goes first and later words only update the records it found.
 */
export function collectSeveralWords(
  index: SearchIndex,
  terms: QueryTermTable,
  scratch: RankingScratch,
  strictAnd: boolean,
  /** A strict walk to widen: its records keep what they have (updates are idempotent). */
  previous?: SeveralWordsWalk,
): SeveralWordsWalk {
  const { recordStamp, flags, typos, touched, generation } = scratch
  // Imported constants copied to locals: bundlers turn imported bindings into getter calls,
  // which would run once per posting here.
  const attributeMask = ATTRIBUTE_MASK
  const wholeAttribute = WHOLE_ATTRIBUTE_FLAG
  const exactWordFlag = EXACT_WORD_FLAG
  const noAttribute = ATTRIBUTE_MASK << ATTRIBUTE_SHIFT
  const runsPerWord = terms.words.map((_, word) => postingRuns(index, terms, word))
  const order = terms.words.map((_, word) => word)
  if (strictAnd) order.sort((a, b) => runVolume(runsPerWord[a] ?? []) - runVolume(runsPerWord[b] ?? []))
  let touchedCount = previous?.touchedCount ?? 0
  /** In a strict walk: the records holding every word walked so far. */
  let alive: Uint32Array | null = null
  /** In a strict walk: the bits of the words walked so far. */
  let walkedMask = 0
  order.forEach((word, step) => {
    const onlyKnownRecords = strictAnd && step > 0
    const bit = 1 << word
    const typoShift = 2 * word
    const runs = runsPerWord[word] ?? []
    const known = alive
    // A strict walk's later words keep, as they go, the records that hold every word so far.
    const next = scratch.alive[step % 2] as Uint32Array
    let kept = 0
    const required = walkedMask
    // Few records left and a long list to scan: look each record up in the list instead.
    const lookUp = onlyKnownRecords && known !== null && known.length * runs.length * 24 < runVolume(runs)
    for (const run of runs) {
      const { postingRecords, postingInfo } = run.list
      const runTypos = run.typos
      const alwaysExact = run.exactWord === 'always'
      const flaggedExact = run.exactWord === 'flagged'
      if (lookUp && known !== null) {
        kept = countKnownRecords(run, known, word, flags, typos, next, kept)
        continue
      }
      // The scan repeats countKnownRecords' update inline: it runs once per posting.
      for (let p = run.start; p < run.end; p++) {
        const record = postingRecords[p] as number
        let recordFlags: number
        if (recordStamp[record] !== generation) {
          if (onlyKnownRecords) continue
          recordStamp[record] = generation
          recordFlags = noAttribute | bit
          typos[record] = NO_TYPOS_YET
          touched[touchedCount++] = record
        } else {
          recordFlags = flags[record] as number
          if (onlyKnownRecords) {
            // Only the records holding every word so far are kept, each once.
            if ((recordFlags & required) !== required) continue
            if (!(recordFlags & bit)) next[kept++] = record
          }
          recordFlags |= bit
        }
        const info = postingInfo[p] as number
        const attribute = info & attributeMask
        if (attribute < ((recordFlags >> ATTRIBUTE_SHIFT) & attributeMask)) {
          recordFlags = (recordFlags & ~(attributeMask << ATTRIBUTE_SHIFT)) | (attribute << ATTRIBUTE_SHIFT)
        }
        if (alwaysExact || (flaggedExact && (info & exactWordFlag) !== 0)) {
          recordFlags |= bit << EXACT_SHIFT
          if (info & wholeAttribute) recordFlags |= WHOLE_BIT
        }
        flags[record] = recordFlags
        const recordTypos = typos[record] as number
        if (runTypos < ((recordTypos >> typoShift) & 3)) {
          typos[record] = (recordTypos & ~(3 << typoShift)) | (runTypos << typoShift)
        }
      }
    }
    walkedMask |= bit
    if (strictAnd) alive = step === 0 ? touched.subarray(0, touchedCount) : next.subarray(0, kept)
  })
  return {
    runsPerWord,
    touchedCount,
    holdingAll: strictAnd ? alive : null,
    missingWeights: missingWordWeights(runsPerWord),
  }
}

/**
 * A strict walk's later word, when few records are left and its run is long: each record left is
 * looked up in the run. Adds the records getting the word to `next`; returns its new length.
 */
function countKnownRecords(
  run: PostingRun,
  known: Uint32Array,
  word: number,
  flags: Uint32Array,
  typos: Uint32Array,
  next: Uint32Array,
  kept: number,
): number {
  const { postingRecords, postingInfo } = run.list
  const bit = 1 << word
  const typoShift = 2 * word
  const exactAlways = run.exactWord === 'always'
  const exactFlagged = run.exactWord === 'flagged'
  let count = kept
  for (let i = 0; i < known.length; i++) {
    const record = known[i] as number
    const p = findRecord(postingRecords, run.start, run.end, record)
    if (p < 0) continue
    const info = postingInfo[p] as number
    const previousFlags = flags[record] as number
    if (!(previousFlags & bit)) next[count++] = record
    let recordFlags = previousFlags | bit
    const attribute = info & ATTRIBUTE_MASK
    if (attribute < ((recordFlags >> ATTRIBUTE_SHIFT) & ATTRIBUTE_MASK)) {
      recordFlags = (recordFlags & ~(ATTRIBUTE_MASK << ATTRIBUTE_SHIFT)) | (attribute << ATTRIBUTE_SHIFT)
    }
    if (exactAlways || (exactFlagged && (info & EXACT_WORD_FLAG) !== 0)) {
      recordFlags |= bit << EXACT_SHIFT
      if (info & WHOLE_ATTRIBUTE_FLAG) recordFlags |= WHOLE_BIT
    }
    flags[record] = recordFlags
    const recordTypos = typos[record] as number
    if (run.typos < ((recordTypos >> typoShift) & 3)) {
      typos[record] = (recordTypos & ~(3 << typoShift)) | (run.typos << typoShift)
    }
  }
  return count
}

/**
 * What lacking each query word costs in the words criterion: 2, and 3 for the rarest word (the
 * fewest postings). Only a search that lets words go (removeWordsIfNoResults, optionalWords) has
 * hits lacking words: among hits lacking as many, those keeping the rarest, most telling word
 * come first (`ui behaviour` finds the page about behaviour before every page naming the UI).
 */
export function missingWordWeights(runsPerWord: readonly (readonly PostingRun[])[]): Uint8Array {
  const weights = new Uint8Array(runsPerWord.length).fill(2)
  let rarest = -1
  let rarestVolume = Number.POSITIVE_INFINITY
  runsPerWord.forEach((runs, word) => {
    const volume = runVolume(runs)
    if (volume > 0 && volume < rarestVolume) {
      rarest = word
      rarestVolume = volume
    }
  })
  if (rarest >= 0) weights[rarest] = 3
  return weights
}

/** Consecutive query-word pairs a record has both words of: each adds at least 1 to proximity. */
export function presentPairs(wordMask: number, wordCount: number): number {
  let pairs = 0
  for (let word = 0; word + 1 < wordCount; word++) if (((wordMask >> word) & 3) === 3) pairs++
  return pairs
}

/**
 * Scores the touched records that have the required words and pass the filters, with proximity
 * assumed best; groups them by distinct key (best bound per key, and a chain of its candidates).
 */
export function boundSeveralWords(
  index: SearchIndex,
  terms: QueryTermTable,
  scratch: RankingScratch,
  walk: SeveralWordsWalk,
  required: number,
  options: RankingOptions,
): { keyCount: number; matchingCount: number } {
  const { touchedCount, missingWeights } = walk
  const {
    flags,
    typos,
    touched,
    generation,
    keyStamp,
    keyBest,
    keys,
    keyFirst,
    nextInKey,
    recordScore,
    matching,
  } = scratch
  const { customRank, distinctGroup } = index
  const { filter } = options
  const wordCount = terms.words.length
  const fullMask = (1 << wordCount) - 1
  const byGroup = options.distinct === 1
  const singleWordMode = wordCount === 1 ? options.exactOnSingleWordQuery : null
  const attributeMask = ATTRIBUTE_MASK
  const [typoUnit, missingWordUnit, proximityUnit, attributeUnit, exactnessUnit] = [
    TYPO_UNIT,
    MISSING_WORD_UNIT,
    PROXIMITY_UNIT,
    ATTRIBUTE_UNIT,
    EXACTNESS_UNIT,
  ]
  const bitCount = countBits
  let keyCount = 0
  let matchingCount = 0
  // After a strict walk only the records holding every word can have them all.
  const candidates =
    walk.holdingAll !== null && required === fullMask ? walk.holdingAll : touched.subarray(0, touchedCount)
  for (let i = 0; i < candidates.length; i++) {
    const record = candidates[i] as number
    const recordFlags = flags[record] as number
    const wordMask = recordFlags & WORD_BITS
    if ((wordMask & required) !== required || wordMask === 0) continue
    if (filter !== null && filter[record] === 0) continue
    const packedTypos = typos[record] as number
    let typoSum = 0
    for (let word = 0; word < wordCount; word++) {
      const wordTypos = (packedTypos >> (2 * word)) & 3
      if (wordTypos !== 3) typoSum += wordTypos
    }
    const exactWords = bitCount((recordFlags >> EXACT_SHIFT) & WORD_BITS)
    // A single word's exactness follows exactOnSingleWordQuery; several words count exact words.
    const exactness =
      singleWordMode === 'attribute'
        ? recordFlags & WHOLE_BIT
          ? 1
          : 0
        : singleWordMode === 'none'
          ? 0
          : exactWords
    let missingCost = 0
    if (wordMask !== fullMask) {
      for (let word = 0; word < wordCount; word++)
        if (!((wordMask >> word) & 1)) missingCost += missingWeights[word] as number
    }
    const bound =
      typoSum * typoUnit +
      missingCost * missingWordUnit +
      presentPairs(wordMask, wordCount) * proximityUnit +
      ((recordFlags >> ATTRIBUTE_SHIFT) & attributeMask) * attributeUnit +
      (wordCount - exactness) * exactnessUnit +
      (customRank[record] as number)
    const candidate = matchingCount++
    matching[candidate] = record
    recordScore[record] = bound
    const key = byGroup ? (distinctGroup[record] as number) : record
    if (keyStamp[key] !== generation) {
      keyStamp[key] = generation
      keyBest[key] = bound
      keys[keyCount++] = key
      nextInKey[candidate] = -1
    } else {
      if (bound < (keyBest[key] as number)) keyBest[key] = bound
      nextInKey[candidate] = keyFirst[key] as number
    }
    keyFirst[key] = candidate
  }
  return { keyCount, matchingCount }
}
