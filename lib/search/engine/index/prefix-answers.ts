/**
 * Ranked answers of the first keystrokes, computed from the index on first use. A query of one to three letters
 * matches every word starting with them: walking those postings is the costliest search there is,
 * and the one every visitor sends first. For prefixes with many postings, the best single-word
 * score of each distinct group (url) is ranked once here, for the search the dialog sends (one
 * word being typed, distinct on, nothing filtered out, exactOnSingleWordQuery `attribute`); such a
 * search then reads its page of hits and its hit count instead of walking. Other searches walk.
 */
import { ATTRIBUTE_MASK, EXACT_WORD_FLAG, WHOLE_ATTRIBUTE_FLAG } from './forward-index'
import { LazyTable, type PrefixTable } from './lazy-table'
import type { PostingList } from './prefix-postings'
import { ATTRIBUTE_UNIT, EXACTNESS_UNIT, selectSmallest } from './scores'
import type { TermDictionary } from '../language/term-dictionary'

/** A prefix's hits, best first (at most the pages a search may reach), and how many groups match. */
export interface PrefixAnswer {
  readonly best: Float64Array
  readonly groupCount: number
}

/** Prefixes up to this length get an answer, when they have enough postings to be worth it. */
const MAX_PREFIX_LENGTH = 3
/** Ranked hits kept per prefix: the hosted service never pages past 1,000 hits. */
const KEPT_HITS = 1000

interface IndexForAnswers extends PostingList {
  readonly dictionary: TermDictionary
  readonly postingOffsets: Uint32Array
  readonly prefixPostings: PrefixTable<PostingList>
  readonly customRank: Uint32Array
  readonly distinctGroup: Uint32Array
  readonly distinctGroupCount: number
}

/** The answers, each computed on its first use (lazy-table.ts). */
export function buildPrefixAnswers(index: IndexForAnswers, recordCount: number): PrefixTable<PrefixAnswer> {
  const answers = new Map<string, () => PrefixAnswer>()
  const { dictionary, postingOffsets, customRank, distinctGroup } = index
  const terms = dictionary.terms
  // Below this many postings a walk costs less than the answer's memory is worth.
  const minimumVolume = Math.max(2000, Math.floor(recordCount / 20))
  const groupBest = new Float64Array(index.distinctGroupCount)
  const groupStamp = new Uint32Array(index.distinctGroupCount)
  const groups = new Uint32Array(index.distinctGroupCount)
  let stamp = 0
  const attributeMask = ATTRIBUTE_MASK
  const wholeAttribute = WHOLE_ATTRIBUTE_FLAG
  const attributeUnit = ATTRIBUTE_UNIT
  const inexact = EXACTNESS_UNIT
  let groupCount = 0

  /** The single-word scores of one list's postings (as single-word-ranking.ts computes them). */
  const walk = (list: PostingList, start: number, end: number, isExactWord: (info: number) => boolean) => {
    const { postingRecords, postingInfo } = list
    for (let p = start; p < end; p++) {
      const record = postingRecords[p] as number
      const info = postingInfo[p] as number
      const exact = isExactWord(info) && (info & wholeAttribute) !== 0
      const score =
        (info & attributeMask) * attributeUnit + (exact ? 0 : inexact) + (customRank[record] as number)
      const group = distinctGroup[record] as number
      if (groupStamp[group] !== stamp) {
        groupStamp[group] = stamp
        groupBest[group] = score
        groups[groupCount++] = group
      } else if (score < (groupBest[group] as number)) {
        groupBest[group] = score
      }
    }
  }

  const answerOf = (prefix: string, first: number, last: number): PrefixAnswer => {
    stamp++
    groupCount = 0
    const merged = prefix.length === 1 ? index.prefixPostings.get(prefix) : undefined
    if (merged) {
      walk(merged, 0, merged.postingRecords.length, (info) => (info & EXACT_WORD_FLAG) !== 0)
    } else {
      for (let termId = first; termId < last; termId++) {
        const isPrefixItself = (terms[termId] as string).length === prefix.length
        walk(
          index,
          postingOffsets[termId] as number,
          postingOffsets[termId + 1] as number,
          () => isPrefixItself,
        )
      }
    }
    const scores = new Float64Array(groupCount)
    for (let i = 0; i < groupCount; i++) scores[i] = groupBest[groups[i] as number] as number
    return { best: selectSmallest(scores, groupCount, KEPT_HITS).slice(), groupCount }
  }

  for (let length = 1; length <= MAX_PREFIX_LENGTH; length++) {
    let first = 0
    while (first < terms.length) {
      const term = terms[first] as string
      if (term.length < length) {
        first++
        continue
      }
      const prefix = term.slice(0, length)
      let last = first + 1
      while (last < terms.length && (terms[last] as string).startsWith(prefix)) last++
      const volume = (postingOffsets[last] as number) - (postingOffsets[first] as number)
      if (volume >= minimumVolume) answers.set(prefix, answerOf.bind(null, prefix, first, last))
      first = last
    }
  }
  return new LazyTable(answers)
}
