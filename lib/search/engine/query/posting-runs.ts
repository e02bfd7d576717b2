/**
 * Where the postings of one query word are: one run per matched dictionary word, or, for a prefix
 * of one or two letters, the single merged list of every word starting with it.
 */
import type { PostingList } from '../index/prefix-postings'
import { DIRECT_MATCH, EXACT_ALTERNATIVE, type QueryTermTable } from './query-terms'
import type { SearchIndex } from '../index/search-index'

export interface PostingRun {
  list: PostingList
  start: number
  end: number
  typos: number
  /** Whether a posting is the query word exactly: always, never, or when its info says so (merged lists). */
  exactWord: 'always' | 'never' | 'flagged'
}

export function postingRuns(index: SearchIndex, terms: QueryTermTable, word: number): PostingRun[] {
  const queryWord = terms.words[word]
  const matches = terms.matchesPerWord[word]
  if (!queryWord || !matches) return []
  const merged =
    queryWord.isPrefix && queryWord.term.length === 1 && !terms.hasAlternatives(word)
      ? index.prefixPostings.get(queryWord.term)
      : undefined
  if (merged)
    return [{ list: merged, start: 0, end: merged.postingRecords.length, typos: 0, exactWord: 'flagged' }]
  const runs: PostingRun[] = []
  for (let i = 0; i < matches.count; i++) {
    const term = matches.termIds[i] as number
    const typos = matches.typos[i] as number
    const kind = matches.kinds?.[i] ?? DIRECT_MATCH
    const exact =
      kind === EXACT_ALTERNATIVE ||
      (kind === DIRECT_MATCH && typos === 0 && index.dictionary.terms[term]?.length === queryWord.term.length)
    runs.push({
      list: index,
      start: index.postingOffsets[term] as number,
      end: index.postingOffsets[term + 1] as number,
      typos,
      exactWord: exact ? 'always' : 'never',
    })
  }
  for (const phrase of matches.phrases) {
    runs.push({
      list: phrase.list,
      start: 0,
      end: phrase.list.postingRecords.length,
      typos: 0,
      exactWord: phrase.exact ? 'always' : 'never',
    })
  }
  return runs
}

/** Postings a word's runs hold: what walking them costs. */
export function runVolume(runs: readonly PostingRun[]): number {
  return runs.reduce((sum, run) => sum + run.end - run.start, 0)
}
