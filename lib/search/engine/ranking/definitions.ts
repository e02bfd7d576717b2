/**
 * Definition questions: "what is spring boot admin", "what are notifiers", "what is the journal".
 * The reader asks what something is, and the best answer is the sentence that says so: a text
 * starting with the subject (after an article at most) followed by `is` or `are` ("Spring Boot
 * Admin is an open-source web application …", "The journal is …"). Such records go first; the
 * rest of the answer keeps its ranking. An index setting of ours (`definitionQuestions`).
 */
import { CONTENT_ATTRIBUTE, POSITION_STRIDE } from '../index/forward-index'
import type { PostingList } from '../index/prefix-postings'
import { postingRuns, type PostingRun } from '../query/posting-runs'
import { findRecord } from './proximity'
import type { QueryTermTable } from '../query/query-terms'
import type { SearchIndex } from '../index/search-index'
import type { QueryWord } from '../language/tokenize'

const QUESTION_WORD = 'what'
/** Forms of "to be" that make a question a definition question, and a sentence a definition. */
const BE = ['is', 'are']
const ARTICLES = ['a', 'an', 'the']
/** Definitions put first, at most: a few sentences say what a thing is, not dozens. */
export const MAX_DEFINITIONS = 5

/**
 * Whether the query asks what its remaining words are: `what`, a form of `is`, then only stop
 * words that were removed, or the subject. `removed` says which words the search dropped.
 */
export function isDefinitionQuestion(words: readonly QueryWord[], removed: readonly boolean[]): boolean {
  const [question, verb] = words
  return (
    question?.term === QUESTION_WORD &&
    verb !== undefined &&
    BE.includes(verb.term) &&
    removed[0] === true &&
    removed[1] === true &&
    removed.some((isRemoved) => !isRemoved)
  )
}

/** Whether `record` holds a word of `list[start, end)` at `position`. */
function holdsAt(list: PostingList, start: number, end: number, record: number, position: number): boolean {
  const p = findRecord(list.postingRecords, start, end, record)
  if (p < 0) return false
  for (let q = list.positionOffsets[p] as number; q < (list.positionOffsets[p + 1] as number); q++) {
    const at = list.postingPositions[q] as number
    if (at === position) return true
    if (at > position) return false
  }
  return false
}

function runsHoldAt(runs: readonly PostingRun[], record: number, position: number): boolean {
  return runs.some((run) => holdsAt(run.list, run.start, run.end, record, position))
}

function termsHoldAt(
  index: SearchIndex,
  termIds: readonly number[],
  record: number,
  position: number,
): boolean {
  return termIds.some((termId) =>
    holdsAt(
      index,
      index.postingOffsets[termId] as number,
      index.postingOffsets[termId + 1] as number,
      record,
      position,
    ),
  )
}

/**
 * The records whose text starts by defining the query's words (matched without typos, in query
 * order), best custom rank first; records the filter leaves out are left out.
 */
export function definitionRecords(
  index: SearchIndex,
  terms: QueryTermTable,
  filter: Uint8Array | null,
): number[] {
  const runsPerWord = terms.words.map((_, word) =>
    postingRuns(index, terms, word).filter((run) => run.typos === 0),
  )
  if (runsPerWord.length === 0 || runsPerWord.some((runs) => runs.length === 0)) return []
  const termIdsOf = (words: readonly string[]) =>
    words.map((word) => index.dictionary.idOf(word)).filter((id): id is number => id !== undefined)
  const be = termIdsOf(BE)
  const articles = termIdsOf(ARTICLES)
  const textStart = CONTENT_ATTRIBUTE * POSITION_STRIDE
  const found = new Set<number>()
  for (const run of runsPerWord[0] as PostingRun[]) {
    const { postingRecords, positionOffsets, postingPositions } = run.list
    for (let p = run.start; p < run.end; p++) {
      const record = postingRecords[p] as number
      if (found.has(record) || (filter !== null && filter[record] === 0)) continue
      // The subject's first word opens the text, or follows an article that does.
      let start = -1
      for (let q = positionOffsets[p] as number; q < (positionOffsets[p + 1] as number); q++) {
        const position = postingPositions[q] as number
        if (position === textStart || position === textStart + 1) {
          start = position
          break
        }
        if (position > textStart + 1) break
      }
      if (start < 0) continue
      if (start > textStart && !termsHoldAt(index, articles, record, textStart)) continue
      let subject = true
      for (let word = 1; word < runsPerWord.length && subject; word++)
        subject = runsHoldAt(runsPerWord[word] as PostingRun[], record, start + word)
      if (subject && termsHoldAt(index, be, record, start + runsPerWord.length)) found.add(record)
    }
  }
  return [...found]
    .sort((a, b) => (index.customRank[a] as number) - (index.customRank[b] as number))
    .slice(0, MAX_DEFINITIONS)
}

/**
 * The ranked records with the definitions first: each definition takes the place of its group's
 * hit (or of itself without distinct); the rest keep their order.
 */
export function withDefinitionsFirst(
  index: SearchIndex,
  definitions: readonly number[],
  ranked: Uint32Array,
  byGroup: boolean,
): Uint32Array {
  const keyOf = (record: number) => (byGroup ? (index.distinctGroup[record] as number) : record)
  const first: number[] = []
  const keys = new Set<number>()
  for (const record of definitions) {
    if (keys.has(keyOf(record))) continue
    keys.add(keyOf(record))
    first.push(record)
  }
  return Uint32Array.from([...first, ...Array.from(ranked).filter((record) => !keys.has(keyOf(record)))])
}
