/**
 * One query word: a record's score is its best posting's (fewest typos, best attribute, exact),
 * so one pass over the postings gives every distinct key its best score directly.
 *
 * Postings are walked by typos, fewest first. Once the words without a typo fill the requested
 * pages, words with typos can only rank after them: as the hosted service does when its typo
 * search would cost too much, they are skipped and the answer says its typo search was not
 * exhaustive (`exhaustiveTypo: false`; `nbHits` then counts the hits without typos).
 */
import { ATTRIBUTE_MASK, EXACT_WORD_FLAG, WHOLE_ATTRIBUTE_FLAG } from '../index/forward-index'
import { postingRuns, type PostingRun } from '../query/posting-runs'
import type { QueryTermTable } from '../query/query-terms'
import type { RankingOptions } from '../types'
import type { RankingScratch } from './ranking-scratch'
import { ATTRIBUTE_UNIT, EXACTNESS_UNIT, TYPO_UNIT } from '../index/scores'
import type { SearchIndex } from '../index/search-index'

/** Fills the scratch's keys with their best scores; returns the key count and the matching-record count. */
export function scoreSingleWord(
  index: SearchIndex,
  terms: QueryTermTable,
  scratch: RankingScratch,
  options: RankingOptions,
): { keyCount: number; matchingCount: number; exhaustiveTypo: boolean } {
  const { customRank, distinctGroup } = index
  const { keyStamp, keyBest, keys, recordStamp, recordScore, matching, generation } = scratch
  const { filter, collectMatching } = options
  const byGroup = options.distinct === 1
  const mode = options.exactOnSingleWordQuery
  // Imported constants copied to locals: bundlers turn imported bindings into getter calls,
  // which would run once per posting here.
  const attributeMask = ATTRIBUTE_MASK
  const wholeAttribute = WHOLE_ATTRIBUTE_FLAG
  const exactWordFlag = EXACT_WORD_FLAG
  const attributeUnit = ATTRIBUTE_UNIT
  const inexact = EXACTNESS_UNIT
  let keyCount = 0
  let matchingCount = 0
  const runs = postingRuns(index, terms, 0).sort((a, b) => a.typos - b.typos)
  // Skipping needs the ranking alone to matter: no facet counts, no second-fewest typos kept.
  const maySkipTypos = !collectMatching && options.distinct <= 1 && options.typoTolerance !== 'strict'
  for (const [position, run] of runs.entries()) {
    if (maySkipTypos && position > 0 && run.typos > (runs[position - 1] as PostingRun).typos) {
      if (keyCount >= options.limit) return { keyCount, matchingCount, exhaustiveTypo: false }
    }
    const { postingRecords, postingInfo } = run.list
    const base = run.typos * TYPO_UNIT
    const alwaysExact = run.exactWord === 'always'
    const flaggedExact = run.exactWord === 'flagged'
    for (let p = run.start; p < run.end; p++) {
      const record = postingRecords[p] as number
      if (filter !== null && filter[record] === 0) continue
      const info = postingInfo[p] as number
      const exactWord = alwaysExact || (flaggedExact && (info & exactWordFlag) !== 0)
      const exact = exactWord && mode !== 'none' && (mode === 'word' || (info & wholeAttribute) !== 0)
      const score =
        base + (info & attributeMask) * attributeUnit + (exact ? 0 : inexact) + (customRank[record] as number)
      const key = byGroup ? (distinctGroup[record] as number) : record
      if (keyStamp[key] !== generation) {
        keyStamp[key] = generation
        keyBest[key] = score
        keys[keyCount++] = key
      } else if (score < (keyBest[key] as number)) {
        keyBest[key] = score
      }
      if (collectMatching) {
        if (recordStamp[record] !== generation) {
          recordStamp[record] = generation
          recordScore[record] = score
          matching[matchingCount++] = record
        } else if (score < (recordScore[record] as number)) {
          recordScore[record] = score
        }
      }
    }
  }
  return { keyCount, matchingCount, exhaustiveTypo: true }
}
