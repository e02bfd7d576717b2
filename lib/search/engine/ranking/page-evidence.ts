/**
 * Ranking pages by the evidence of all their sections, for queries written as sentences.
 *
 * The tie-breaking criteria rank one section at a time, and their first cut is how many query
 * words a section holds. That suits what readers type as keywords (`status interval`), but a
 * question or a symptom (`Can't access spring boot admin ui via nginx`) has words every page holds
 * (`spring`, `boot`, `admin`) beside the one or two that tell the pages apart (`nginx`), and its
 * answer is a page whose sections together hold the telling words, seldom one section holding them
 * all. Such a query (see `pageEvidenceMinWords`) ranks pages with BM25: each word weighs by how few
 * pages hold it, and a page gains from each section holding it (its title and headings more than
 * its text), with diminishing returns and less for long pages. Hits are then each page's sections
 * in the usual order, at most PAGE_HITS_FIRST per page until every page had its turn, so one long
 * page cannot fill the answer.
 *
 * Word forms, synonyms and typos come from the query's posting runs, as for the other rankings:
 * a typo or a longer word matched by a prefix counts for less than the word as typed.
 */
import { ATTRIBUTE_MASK, EXACT_WORD_FLAG } from '../index/forward-index'
import { recordOfScore, selectSmallest } from '../index/scores'
import type { SearchIndex } from '../index/search-index'
import type { PostingRun } from '../query/posting-runs'
import type { QueryWord } from '../language/tokenize'
import { phrasePostings } from '../query/phrase-postings'
import type { QueryTermTable } from '../query/query-terms'

/** BM25's term-frequency saturation and length normalisation, at their usual values. */
const K1 = 1.2
const B = 0.75
/** A page holding the word in its title: as if this many sections held it. */
const TITLE_WEIGHT = 2
/** A section holding the word in a heading: as if this many sections held it in their text. */
const HEADING_WEIGHT = 2
/** What one posting counts for, by the typos of its word: 0, 1, 2. */
const TYPO_WEIGHT = [1, 0.3, 0.1] as const
/** A longer word matched by the query word as a prefix, or another form, counts for this much. */
const INEXACT_WEIGHT = 0.7
/** Sections a page places before every other page had as many. */
export const PAGE_HITS_FIRST = 2
/** Attributes 0 and 1 are `hierarchy.lvl0` (the section of the site) and `lvl1` (the page title). */
const LAST_TITLE_ATTRIBUTE = 1
/** Attributes 2 to 6 are the headings; 7 is the text (and the code identifiers ranked with it). */
const LAST_HEADING_ATTRIBUTE = 6
/** A page's length in sections: each section counts 1, and 1 more per this many characters of text. */
const SECTION_TEXT_UNIT = 400

/** Words (besides stop words, an identifier counting once) from which a query is a sentence. */
export const SENTENCE_WORDS = 3

/** Whether the query's kept words make a sentence: SENTENCE_WORDS words, not all one identifier. */
export function isSentenceQuery(words: readonly QueryWord[]): boolean {
  return words.filter((word) => word.joinedToPrevious !== true).length >= SENTENCE_WORDS
}

interface PageTable {
  /** The page (url without anchor) of each record, numbered from 0. */
  pageOf: Uint32Array
  pageCount: number
  /** Each page's length, in sections (see SECTION_TEXT_UNIT). */
  length: Float64Array
}

const pageTables = new WeakMap<SearchIndex, PageTable>()
const tallyScratch = new WeakMap<SearchIndex, { inSections: Float64Array; inTitle: Float64Array }>()

/** Zeroed per-page-and-word tallies, reused from search to search (one search runs at a time). */
function tallies(index: SearchIndex, size: number): { inSections: Float64Array; inTitle: Float64Array } {
  let scratch = tallyScratch.get(index)
  if (!scratch || scratch.inSections.length < size) {
    scratch = { inSections: new Float64Array(size), inTitle: new Float64Array(size) }
    tallyScratch.set(index, scratch)
  }
  scratch.inSections.fill(0, 0, size)
  scratch.inTitle.fill(0, 0, size)
  return { inSections: scratch.inSections.subarray(0, size), inTitle: scratch.inTitle.subarray(0, size) }
}
const pageCounts = new WeakMap<Uint8Array, { length: Float64Array; pageCount: number }>()

/** Records grouped by page, computed once per index. */
export function pageTable(index: SearchIndex): PageTable {
  const known = pageTables.get(index)
  if (known) return known
  const ids = new Map<string, number>()
  const pageOf = new Uint32Array(index.records.length)
  const lengths: number[] = []
  index.records.forEach((record, position) => {
    let id = ids.get(record.url_without_anchor)
    if (id === undefined) {
      id = ids.size
      ids.set(record.url_without_anchor, id)
      lengths.push(0)
    }
    pageOf[position] = id
    lengths[id] = (lengths[id] as number) + 1 + (record.content?.length ?? 0) / SECTION_TEXT_UNIT
  })
  const table = { pageOf, pageCount: ids.size, length: Float64Array.from(lengths) }
  pageTables.set(index, table)
  return table
}

/** The pages with a record passing the filter, and their lengths (0 for the others). */
function searchedPages(
  index: SearchIndex,
  filter: Uint8Array | null,
): { length: Float64Array; pageCount: number } {
  const table = pageTable(index)
  if (filter === null) return table
  const known = pageCounts.get(filter)
  if (known) return known
  const length = new Float64Array(table.pageCount)
  let pageCount = 0
  for (let record = 0; record < table.pageOf.length; record++) {
    if (filter[record] === 0) continue
    const page = table.pageOf[record] as number
    if (length[page] === 0) pageCount++
    length[page] =
      (length[page] as number) + 1 + (index.records[record]?.content?.length ?? 0) / SECTION_TEXT_UNIT
  }
  const counted = { length, pageCount }
  pageCounts.set(filter, counted)
  return counted
}

/**
 * The runs each piece of evidence has: one per query word, but one for an identifier written in
 * the query (`spring.boot.admin.client.url`): the records holding its parts side by side. Its parts
 * apart (`spring`, `boot`, `admin`) are in every page and tell nothing. When no record holds the
 * identifier (a part still being typed, a typo), its parts count one by one.
 */
export function evidenceRuns(
  index: SearchIndex,
  terms: QueryTermTable,
  runsPerWord: readonly (readonly PostingRun[])[],
): Array<readonly PostingRun[]> {
  const evidence: Array<readonly PostingRun[]> = []
  const words = terms.words
  for (let first = 0; first < words.length;) {
    let end = first + 1
    while (end < words.length && words[end]?.joinedToPrevious === true) end++
    const parts = words.slice(first, end)
    const list =
      parts.length > 1
        ? phrasePostings(
            index,
            parts.map((part) => part.term),
          )
        : null
    if (list !== null && list.postingRecords.length > 0)
      evidence.push([{ list, start: 0, end: list.postingRecords.length, typos: 0, exactWord: 'always' }])
    else for (let word = first; word < end; word++) evidence.push(runsPerWord[word] ?? [])
    first = end
  }
  return evidence
}

/** Each page's BM25 score for the query words' posting runs (0 for pages holding none). */
export function pageScores(
  index: SearchIndex,
  runsPerWord: readonly (readonly PostingRun[])[],
  filter: Uint8Array | null,
): Float64Array {
  const { pageOf, pageCount: allPages } = pageTable(index)
  const { length, pageCount } = searchedPages(index, filter)
  const words = runsPerWord.length
  // Per page and word: how many sections hold it (weighted), and whether its title does.
  const { inSections, inTitle } = tallies(index, allPages * words)
  runsPerWord.forEach((runs, word) => {
    for (const run of runs) {
      const { postingRecords, postingInfo } = run.list
      const typoWeight = TYPO_WEIGHT[run.typos as 0 | 1 | 2] ?? 0
      for (let p = run.start; p < run.end; p++) {
        const record = postingRecords[p] as number
        if (filter !== null && filter[record] === 0) continue
        const info = postingInfo[p] as number
        const exact =
          run.exactWord === 'always' || (run.exactWord === 'flagged' && (info & EXACT_WORD_FLAG) !== 0)
        const weight = typoWeight * (exact ? 1 : INEXACT_WEIGHT)
        const attribute = info & ATTRIBUTE_MASK
        const slot = (pageOf[record] as number) * words + word
        if (attribute <= LAST_TITLE_ATTRIBUTE) inTitle[slot] = Math.max(inTitle[slot] as number, weight)
        else
          inSections[slot] =
            (inSections[slot] as number) + weight * (attribute <= LAST_HEADING_ATTRIBUTE ? HEADING_WEIGHT : 1)
      }
    }
  })
  let totalLength = 0
  for (let page = 0; page < allPages; page++) totalLength += length[page] as number
  const averageLength = totalLength / Math.max(1, pageCount)
  const scores = new Float64Array(allPages)
  for (let word = 0; word < words; word++) {
    let holding = 0
    for (let page = 0; page < allPages; page++) {
      const slot = page * words + word
      if ((inSections[slot] as number) > 0 || (inTitle[slot] as number) > 0) holding++
    }
    if (holding === 0) continue
    const rarity = Math.log(1 + (pageCount - holding + 0.5) / (holding + 0.5))
    for (let page = 0; page < allPages; page++) {
      const slot = page * words + word
      const frequency = (inSections[slot] as number) + TITLE_WEIGHT * (inTitle[slot] as number)
      if (frequency === 0) continue
      const norm = 1 - B + (B * (length[page] as number)) / averageLength
      scores[page] = (scores[page] as number) + (rarity * frequency * (K1 + 1)) / (frequency + K1 * norm)
    }
  }
  return scores
}

/**
 * The first `limit` hits: `keyScores` are the best tie-breaking score of each distinct key (url),
 * which also names its record. Pages by `scores`, best first; within a page, its keys by their
 * score; each page's first PAGE_HITS_FIRST keys before the rest of any page. Every page with a
 * score has a key, so the first `limit` pages hold the first `limit` hits: only their keys are
 * sorted, however many match.
 */
/** The pages with a score, at least the `limit` best of them (all, when few), unordered. */
function bestPages(scores: Float64Array, pageCount: number, limit: number): number[] {
  if (limit <= 0) return []
  const scored: number[] = []
  for (let page = 0; page < pageCount; page++) if ((scores[page] as number) > 0) scored.push(page)
  if (scored.length <= 4 * limit) return scored
  // Many pages hold a word: the limit-th best score is found without sorting them all.
  const negated = Float64Array.from(scored, (page) => -(scores[page] as number))
  const threshold = -(selectSmallest(negated, negated.length, limit)[limit - 1] as number)
  return scored.filter((page) => (scores[page] as number) >= threshold)
}

export function orderByPage(
  index: SearchIndex,
  scores: Float64Array,
  keyScores: Float64Array,
  limit: number,
): Uint32Array {
  const { pageOf, pageCount } = pageTable(index)
  const pages = bestPages(scores, pageCount, limit)
  pages.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b)
  const placeOfPage = new Int32Array(pageCount).fill(-1)
  pages.slice(0, limit).forEach((page, place) => (placeOfPage[page] = place))
  const kept: Array<{ place: number; score: number; record: number }> = []
  for (const score of keyScores) {
    const record = recordOfScore(index, score)
    const place = placeOfPage[pageOf[record] as number] as number
    if (place >= 0) kept.push({ place, score, record })
  }
  kept.sort((a, b) => a.place - b.place || a.score - b.score)
  const first: number[] = []
  const later: number[] = []
  let shown = 0
  kept.forEach((hit, position) => {
    shown = position > 0 && (kept[position - 1] as { place: number }).place === hit.place ? shown + 1 : 0
    ;(shown < PAGE_HITS_FIRST ? first : later).push(hit.record)
  })
  return Uint32Array.from(first.concat(later).slice(0, limit))
}
