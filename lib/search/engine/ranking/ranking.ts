/**
 * Finding the records that match a query and ordering them with the hosted service's tie-breaking
 * ranking: typos, matched words, proximity, attribute, exactness, then the custom ranking (page
 * rank, level, position), all packed into one number per hit (see scores.ts).
 *
 * Speed: a query on a large index can match most records, but an answer needs only its first
 * pages. So nothing is sorted whole: each distinct key (group, or record without distinct) keeps
 * its best score in one pass, and a bounded heap picks the best keys.
 */
import { PAGINATION_LIMITED_TO } from '../index/index-settings'
import type { QueryTermTable } from '../query/query-terms'
import { rankingScratch, type RankingScratch } from './ranking-scratch'
import { recordOfScore, selectSmallest, typosOfScore } from '../index/scores'
import type { SearchIndex } from '../index/search-index'
import { measureAll, selectExactly } from './proximity-selection'
import type { RankedRecords, RankingOptions, RemoveWordsPolicy } from '../types'
import { boundSeveralWords, collectSeveralWords, type SeveralWordsWalk } from './several-words-ranking'
import { scoreSingleWord } from './single-word-ranking'
import { evidenceRuns, rankSentence } from './topic-ranking'
import { postingRuns } from '../query/posting-runs'

export type { RankedRecords, RankingOptions } from '../types'

export function rankRecords(
  index: SearchIndex,
  terms: QueryTermTable,
  options: RankingOptions,
): RankedRecords {
  const scratch = rankingScratch(index)
  const wordCount = terms.words.length
  if (wordCount === 0) return rankWithoutQuery(index, scratch, options)
  const answered = precomputedAnswer(index, terms, options)
  if (answered) return answered
  if (options.sentenceRanking && wordCount > 1) {
    const runsPerWord = terms.words.map((_, word) => postingRuns(index, terms, word))
    return rankSentence(index, evidenceRuns(index, terms, runsPerWord), scratch, options)
  }
  if (wordCount === 1 && options.distinct <= 1) {
    const scored = scoreSingleWord(index, terms, scratch, options)
    return { ...selectHits(index, scratch, scored, options), exhaustiveTypo: scored.exhaustiveTypo }
  }
  const fullMask = (1 << wordCount) - 1
  const requiredMask = fullMask & ~options.optionalMask
  // A first attempt requiring every word may skip records that lack the rarest one; a retry with
  // fewer required words (removeWordsIfNoResults) then walks again for every record with any word.
  let widened = requiredMask !== fullMask
  let walk = collectSeveralWords(index, terms, scratch, !widened)
  for (const required of requiredMaskAttempts(requiredMask, wordCount, options.removeWordsIfNoResults)) {
    if (!widened && required !== fullMask) {
      walk = collectSeveralWords(index, terms, scratch, false, walk)
      widened = true
    }
    const scored = boundSeveralWords(index, terms, scratch, walk, required, options)
    if (scored.matchingCount > 0) return selectHits(index, scratch, scored, options, { walk, wordCount })
  }
  return { top: new Uint32Array(0), nbHits: 0, matching: options.collectMatching ? new Uint32Array(0) : null }
}

/** The first keystrokes' answer computed with the index, when the search is the one it was computed for. */
function precomputedAnswer(
  index: SearchIndex,
  terms: QueryTermTable,
  options: RankingOptions,
): RankedRecords | null {
  const word = terms.words[0]
  if (
    terms.words.length !== 1 ||
    !word?.isPrefix ||
    !terms.typoFree[0] ||
    terms.hasAlternatives(0) ||
    options.distinct !== 1 ||
    options.filter !== null ||
    options.collectMatching ||
    options.exactOnSingleWordQuery !== 'attribute' ||
    options.limit > PAGINATION_LIMITED_TO
  )
    return null
  const answer = index.prefixAnswers.get(word.term)
  if (!answer) return null
  const top = answer.best.subarray(0, options.limit)
  return {
    top: Uint32Array.from(top, (score) => recordOfScore(index, score)),
    nbHits: answer.groupCount,
    matching: null,
  }
}

/** The hosted service's `removeWordsIfNoResults`: which words to stop requiring, one retry at a time. */
function requiredMaskAttempts(required: number, wordCount: number, policy: RemoveWordsPolicy): number[] {
  const attempts = [required]
  if (policy === 'allOptional' && required !== 0) attempts.push(0)
  for (
    let dropped = 1;
    dropped < wordCount && (policy === 'lastWords' || policy === 'firstWords');
    dropped++
  ) {
    let mask = required
    for (let i = 0; i < dropped; i++) mask &= ~(1 << (policy === 'lastWords' ? wordCount - 1 - i : i))
    attempts.push(mask)
  }
  return attempts
}

/**
 * The best keys by their best score, after typoTolerance min/strict. For several words the scores
 * are lower bounds (proximity not yet measured), given with the walk that can measure them.
 */
function selectHits(
  index: SearchIndex,
  scratch: RankingScratch,
  { keyCount, matchingCount }: { keyCount: number; matchingCount: number },
  options: RankingOptions,
  bounded?: { walk: SeveralWordsWalk; wordCount: number },
): RankedRecords {
  const { keyBest, keys, recordScore } = scratch
  let matching =
    options.collectMatching || options.distinct > 1 ? scratch.matching.slice(0, matchingCount) : null
  // A view on reused scratch: no large allocation per search.
  let bests = scratch.keyScores.subarray(0, keyCount)
  for (let i = 0; i < keyCount; i++) bests[i] = keyBest[keys[i] as number] as number
  if (options.typoTolerance === 'min' || options.typoTolerance === 'strict') {
    // Only the hits with the fewest typos (and, for strict, the next fewest) survive.
    let fewest = Number.MAX_SAFE_INTEGER
    for (const score of bests) fewest = Math.min(fewest, typosOfScore(score))
    const allowed = fewest + (options.typoTolerance === 'strict' ? 1 : 0)
    let kept = 0
    for (const score of bests) if (typosOfScore(score) <= allowed) bests[kept++] = score
    bests = bests.subarray(0, kept)
    matching = matching?.filter((record) => typosOfScore(recordScore[record] as number) <= allowed) ?? null
  }
  if (options.distinct > 1 && matching) {
    if (bounded)
      measureAll(
        bounded.walk,
        scratch,
        matchingCount,
        bounded.wordCount,
        options.attributeByProximity ?? false,
      )
    return selectSeveralPerGroup(index, scratch, matching, options)
  }
  const keyOfRecord =
    options.distinct === 1
      ? (record: number) => index.distinctGroup[record] as number
      : (record: number) => record
  const best = bounded
    ? selectExactly(
        index,
        bounded.walk,
        scratch,
        bests,
        keyOfRecord,
        options.limit,
        bounded.wordCount,
        matchingCount,
        options.measuredKeysBudget,
        options.attributeByProximity ?? false,
      )
    : selectSmallest(bests, bests.length, options.limit)
  return {
    top: Uint32Array.from(best, (score) => recordOfScore(index, score)),
    nbHits: bests.length,
    matching: options.collectMatching ? matching : null,
  }
}

/** `distinct` above 1: rare enough to sort every matching record. */
function selectSeveralPerGroup(
  index: SearchIndex,
  scratch: RankingScratch,
  matching: Uint32Array,
  options: RankingOptions,
): RankedRecords {
  const scores = Float64Array.from(matching, (record) => scratch.recordScore[record] as number).sort()
  const perGroup = new Map<number, number>()
  const top: number[] = []
  let nbHits = 0
  for (const score of scores) {
    const record = recordOfScore(index, score)
    const group = index.distinctGroup[record] as number
    const seen = perGroup.get(group) ?? 0
    if (seen >= options.distinct) continue
    perGroup.set(group, seen + 1)
    nbHits++
    if (top.length < options.limit) top.push(record)
  }
  return { top: Uint32Array.from(top), nbHits, matching: options.collectMatching ? matching : null }
}

/** An empty query matches every record, in custom-ranking order. */
function rankWithoutQuery(
  index: SearchIndex,
  scratch: RankingScratch,
  options: RankingOptions,
): RankedRecords {
  const { recordByRank, distinctGroup } = index
  const { keyStamp, keyBest, generation } = scratch
  const { filter, limit, distinct } = options
  const top: number[] = []
  const matching: number[] = []
  let nbHits = 0
  for (let rank = 0; rank < recordByRank.length; rank++) {
    const record = recordByRank[rank] as number
    if (filter !== null && filter[record] === 0) continue
    if (options.collectMatching) matching.push(record)
    if (distinct > 0) {
      const group = distinctGroup[record] as number
      if (keyStamp[group] !== generation) {
        keyStamp[group] = generation
        keyBest[group] = 0
      }
      if ((keyBest[group] as number) >= distinct) continue
      keyBest[group] = (keyBest[group] as number) + 1
    }
    nbHits++
    if (top.length < limit) top.push(record)
    // Without filters or facets the number of hits is known: stop once the pages are full.
    if (top.length >= limit && filter === null && !options.collectMatching && distinct <= 1) {
      nbHits = distinct === 1 ? index.distinctGroupCount : recordByRank.length
      break
    }
  }
  return {
    top: Uint32Array.from(top),
    nbHits,
    matching: options.collectMatching ? Uint32Array.from(matching) : null,
  }
}
