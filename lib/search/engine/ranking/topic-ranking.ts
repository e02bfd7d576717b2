/**
 * Ranking for queries written as sentences: the parts of pages that answer them, by the evidence
 * of all their sections.
 *
 * The tie-breaking criteria rank one section at a time, and their first cut is how many query
 * words a section holds. That suits what readers type as keywords (`status interval`), but a
 * question or a symptom (`Can't access spring boot admin ui via nginx`) has words every page holds
 * (`spring`, `boot`, `admin`) beside the one or two that tell the pages apart (`nginx`), and its
 * answer is a topic whose sections together hold the telling words, seldom one section holding
 * them all. A topic is a page's text under one second-level heading (an FAQ entry, one part of a
 * guide), or its text before the first: a page's part that answers one question. A long page
 * such as the FAQ or a properties reference holds many topics, and would as a whole match every
 * question a little.
 *
 * Such a query (isSentenceQuery, the index setting `sentenceRanking`) ranks topics with BM25: each
 * word weighs by how few topics hold it, and a topic gains from each section holding it (a title
 * or heading more than text), with diminishing returns and less for long topics. Hits are then
 * each topic's sections, those holding the rarer words (in headings rather than text) first, at
 * most TOPIC_HITS_FIRST per topic until every topic had its turn, so one long topic cannot fill
 * the answer.
 *
 * Word forms, synonyms and typos come from the query's posting runs, as for the other rankings:
 * a typo or a longer word matched by a prefix counts for less than the word as typed.
 */
import { ATTRIBUTE_MASK, EXACT_WORD_FLAG } from '../index/forward-index'
import { selectSmallest } from '../index/scores'
import type { SearchIndex } from '../index/search-index'
import type { PostingRun } from '../query/posting-runs'
import type { QueryWord } from '../language/tokenize'
import { phrasePostings } from '../query/phrase-postings'
import type { QueryTermTable } from '../query/query-terms'
import type { RankedRecords, RankingOptions } from '../types'
import { topicWalkScratch, type RankingScratch } from './ranking-scratch'

/** BM25's term-frequency saturation and length normalisation, at their usual values. */
const K1 = 1.2
const B = 0.75
/** A topic holding the word in its page title: as if this many sections held it. */
const TITLE_WEIGHT = 2
/** A section holding the word in a heading: as if this many sections held it in their text. */
const HEADING_WEIGHT = 2
/** What one posting counts for, by the typos of its word: 0, 1, 2. */
const TYPO_WEIGHT = [1, 0.3, 0.1] as const
/** A longer word matched by the query word as a prefix, or another form, counts for this much. */
const INEXACT_WEIGHT = 0.7
/** Sections a topic places before every other topic had as many. */
export const TOPIC_HITS_FIRST = 2
/** Attributes 0 and 1 are `hierarchy.lvl0` (the section of the site) and `lvl1` (the page title). */
const LAST_TITLE_ATTRIBUTE = 1
/** Attributes 2 to 6 are the headings; 7 is the text (and the code identifiers ranked with it). */
const LAST_HEADING_ATTRIBUTE = 6
/** A topic's length in sections: each section counts 1, and 1 more per this many characters of text. */
const SECTION_TEXT_UNIT = 400

/** Words (besides stop words, an identifier counting once) from which a query is a sentence. */
export const SENTENCE_WORDS = 3

/** Whether the query's kept words make a sentence: SENTENCE_WORDS words, not all one identifier. */
export function isSentenceQuery(words: readonly QueryWord[]): boolean {
  return words.filter((word) => word.joinedToPrevious !== true).length >= SENTENCE_WORDS
}

interface TopicTable {
  /** The topic (page and second-level heading) of each record, numbered from 0. */
  topicOf: Uint32Array
  topicCount: number
  /** Each topic's length, in sections (see SECTION_TEXT_UNIT), and their average. */
  length: Float64Array
  averageLength: number
}

/** The topics a search looks at: all, or those with a record passing its filters. */
type SearchedTopics = Pick<TopicTable, 'length' | 'averageLength' | 'topicCount'>

/** A section's share of its topic's length (see SECTION_TEXT_UNIT). */
function sectionLength(index: SearchIndex, record: number): number {
  return 1 + (index.records[record]?.content?.length ?? 0) / SECTION_TEXT_UNIT
}

function averageOf(lengths: Float64Array, count: number): number {
  let total = 0
  for (const length of lengths) total += length
  return total / Math.max(1, count)
}

const topicTables = new WeakMap<SearchIndex, TopicTable>()

const topicCounts = new WeakMap<Uint8Array, SearchedTopics>()

/** Records grouped by topic, computed once per index. */
export function topicTable(index: SearchIndex): TopicTable {
  const known = topicTables.get(index)
  if (known) return known
  const ids = new Map<string, number>()
  const topicOf = new Uint32Array(index.records.length)
  const lengths: number[] = []
  index.records.forEach((record, position) => {
    const topic = `${record.url_without_anchor}#${record.hierarchy.lvl2 ?? ''}`
    let id = ids.get(topic)
    if (id === undefined) {
      id = ids.size
      ids.set(topic, id)
      lengths.push(0)
    }
    topicOf[position] = id
    lengths[id] = (lengths[id] as number) + sectionLength(index, position)
  })
  const length = Float64Array.from(lengths)
  const table = { topicOf, topicCount: ids.size, length, averageLength: averageOf(length, ids.size) }
  topicTables.set(index, table)
  return table
}

/** The topics with a record passing the filter, and their lengths (0 for the others). */
function searchedTopics(index: SearchIndex, filter: Uint8Array | null): SearchedTopics {
  const table = topicTable(index)
  if (filter === null) return table
  const known = topicCounts.get(filter)
  if (known) return known
  const length = new Float64Array(table.topicCount)
  let topicCount = 0
  for (let record = 0; record < table.topicOf.length; record++) {
    if (filter[record] === 0) continue
    const topic = table.topicOf[record] as number
    if (length[topic] === 0) topicCount++
    length[topic] = (length[topic] as number) + sectionLength(index, record)
  }
  const counted = { length, topicCount, averageLength: averageOf(length, topicCount) }
  topicCounts.set(filter, counted)
  return counted
}

/**
 * The runs each piece of evidence has: one per query word, but one for an identifier written in
 * the query (`spring.boot.admin.client.url`): the records holding its parts side by side. Its parts
 * apart (`spring`, `boot`, `admin`) are in every topic and tell nothing. When no record holds the
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

/** What a posting counts for by its attribute (its info's low bits): title, heading or text. */
const ATTRIBUTE_WEIGHTS = Float64Array.from({ length: ATTRIBUTE_MASK + 1 }, (_, attribute) =>
  attribute <= LAST_TITLE_ATTRIBUTE ? TITLE_WEIGHT : attribute <= LAST_HEADING_ATTRIBUTE ? HEADING_WEIGHT : 1,
)

/** The bits of a posting's info that decide what it counts for: its attribute and exact-word flag. */
const WEIGHT_BITS = ATTRIBUTE_MASK | EXACT_WORD_FLAG

/**
 * What a posting of a run counts for, by `info & WEIGHT_BITS`: its word's typos, whether it is the
 * word as typed, its attribute. One table per kind of run, made once: a walk looks each posting up.
 */
const POSTING_WEIGHTS = new Map<string, Float64Array>(
  ([0, 1, 2] as const).flatMap((typos) =>
    (['always', 'never', 'flagged'] as const).map((exactWord) => {
      const table = new Float64Array(WEIGHT_BITS + 1)
      for (let info = 0; info <= WEIGHT_BITS; info++) {
        const exact = exactWord === 'always' || (exactWord === 'flagged' && (info & EXACT_WORD_FLAG) !== 0)
        table[info] =
          TYPO_WEIGHT[typos] *
          (exact ? 1 : INEXACT_WEIGHT) *
          (ATTRIBUTE_WEIGHTS[info & ATTRIBUTE_MASK] as number)
      }
      return [`${typos}${exactWord}`, table] as const
    }),
  ),
)
const NOTHING = new Float64Array(WEIGHT_BITS + 1)

function postingWeights(run: PostingRun): Float64Array {
  return POSTING_WEIGHTS.get(`${run.typos}${run.exactWord}`) ?? NOTHING
}

/**
 * A sentence's hits (options.sentenceRanking): every record holding any piece of evidence, topics
 * ordered by their BM25 score, each topic's sections by the rarity of the words they hold (and
 * where they hold them), then by the custom ranking. Two light walks over the postings: one
 * tallies every topic (and counts the hits), the second scores only the sections of the topics
 * that make the answer.
 */
export function rankSentence(
  index: SearchIndex,
  evidence: readonly (readonly PostingRun[])[],
  scratch: RankingScratch,
  options: RankingOptions,
): RankedRecords {
  const { topicOf, topicCount: allTopics } = topicTable(index)
  const { length, topicCount, averageLength } = searchedTopics(index, options.filter)
  const { recordStamp, touched, keyStamp, generation, recordScore } = scratch
  // Reused as each answer section's position among the candidates.
  const candidateOf = scratch.nextInKey
  const { filter } = options
  const byGroup = options.distinct === 1
  const units = evidence.length
  const { stamp, reached, inSections, inTitle, score, place } = topicWalkScratch(scratch, allTopics)
  let reachedCount = 0
  let touchedCount = 0
  let keyCount = 0
  const { distinctGroup } = index
  // Per word: the topics holding it.
  const holding = new Float64Array(units)
  // Imported constants copied to locals: a bundler turns them into getter calls, run once per
  // posting here.
  const attributeMask = ATTRIBUTE_MASK
  const weightBits = WEIGHT_BITS
  for (let unit = 0; unit < units; unit++) {
    let unitHolding = 0
    for (const run of evidence[unit] ?? []) {
      const { postingRecords, postingInfo } = run.list
      const weights = postingWeights(run)
      for (let p = run.start; p < run.end; p++) {
        const record = postingRecords[p] as number
        if (filter !== null && filter[record] === 0) continue
        if (recordStamp[record] !== generation) {
          recordStamp[record] = generation
          touched[touchedCount++] = record
          const key = byGroup ? (distinctGroup[record] as number) : record
          if (keyStamp[key] !== generation) {
            keyStamp[key] = generation
            keyCount++
          }
        }
        const topic = topicOf[record] as number
        if (stamp[topic] !== generation) {
          stamp[topic] = generation
          reached[reachedCount++] = topic
          for (let slot = topic * units; slot < (topic + 1) * units; slot++) {
            inSections[slot] = 0
            inTitle[slot] = 0
          }
          place[topic] = -1
        }
        const slot = topic * units + unit
        if (inTitle[slot] === 0 && inSections[slot] === 0) unitHolding++
        const info = postingInfo[p] as number
        const attribute = info & attributeMask
        const weight = weights[info & weightBits] as number
        // A page title is on every section of its topic: it counts once per topic, not once per section.
        if (attribute <= LAST_TITLE_ATTRIBUTE) {
          if (weight > (inTitle[slot] as number)) inTitle[slot] = weight
        } else inSections[slot] = (inSections[slot] as number) + weight
      }
    }
    holding[unit] = unitHolding
  }
  const rarity = new Float64Array(units)
  for (let unit = 0; unit < units; unit++) {
    const topicsHolding = holding[unit] as number
    if (topicsHolding > 0)
      rarity[unit] = Math.log(1 + (topicCount - topicsHolding + 0.5) / (topicsHolding + 0.5))
  }
  for (let i = 0; i < reachedCount; i++) {
    const topic = reached[i] as number
    const norm = 1 - B + (B * (length[topic] as number)) / averageLength
    let sum = 0
    for (let unit = 0; unit < units; unit++) {
      const slot = topic * units + unit
      const frequency = (inSections[slot] as number) + (inTitle[slot] as number)
      if (frequency > 0) sum += ((rarity[unit] as number) * frequency * (K1 + 1)) / (frequency + K1 * norm)
    }
    score[topic] = sum
  }
  const topics = bestTopics(score, reached.subarray(0, reachedCount), options.limit)
  topics.sort((a, b) => (score[b] as number) - (score[a] as number) || a - b)
  topics.slice(0, options.limit).forEach((topic, at) => (place[topic] = at))
  // The second walk: the sections of the answer's topics, each word counted once per section.
  const candidates: number[] = []
  for (let i = 0; i < touchedCount; i++) {
    const record = touched[i] as number
    if ((place[topicOf[record] as number] as number) < 0) continue
    candidateOf[record] = candidates.length
    candidates.push(record)
  }
  // Per candidate and word: its best posting (a heading rather than the text below it).
  const best = new Float64Array(candidates.length * units)
  for (let unit = 0; unit < units; unit++) {
    const unitRarity = rarity[unit] as number
    for (const run of evidence[unit] ?? []) {
      const { postingRecords, postingInfo } = run.list
      const weights = postingWeights(run)
      for (let p = run.start; p < run.end; p++) {
        const record = postingRecords[p] as number
        if (recordStamp[record] !== generation || (place[topicOf[record] as number] as number) < 0) continue
        const weight = weights[(postingInfo[p] as number) & weightBits] as number
        const slot = (candidateOf[record] as number) * units + unit
        if (unitRarity * weight > (best[slot] as number)) best[slot] = unitRarity * weight
      }
    }
  }
  candidates.forEach((record, candidate) => {
    let sum = 0
    for (let unit = 0; unit < units; unit++) sum += best[candidate * units + unit] as number
    recordScore[record] = sum
  })
  const top = orderWithinTopics(index, candidates, place, recordScore, options)
  return {
    top,
    nbHits: keyCount,
    matching: options.collectMatching ? touched.slice(0, touchedCount) : null,
  }
}

/** Of the reached topics, at least the `limit` best (all, when few), unordered. */
function bestTopics(scores: Float64Array, reached: Uint32Array, limit: number): number[] {
  if (limit <= 0) return []
  if (reached.length <= limit) return Array.from(reached)
  // Many topics hold a word: the limit-th best score is found without sorting them all.
  const negated = new Float64Array(reached.length)
  for (let i = 0; i < reached.length; i++) negated[i] = -(scores[reached[i] as number] as number)
  const threshold = -(selectSmallest(negated, negated.length, limit)[limit - 1] as number)
  const topics: number[] = []
  for (const topic of reached) if ((scores[topic] as number) >= threshold) topics.push(topic)
  return topics
}

/**
 * The first `limit` hits: the answer's topics in order; within a topic, its sections by score, then
 * by the custom ranking, one per distinct key (url); each topic's first TOPIC_HITS_FIRST before the
 * rest of any topic.
 */
function orderWithinTopics(
  index: SearchIndex,
  candidates: number[],
  placeOfTopic: Int32Array,
  recordScore: Float64Array,
  { distinct, limit }: RankingOptions,
): Uint32Array {
  const { topicOf } = topicTable(index)
  const placeOf = (record: number) => placeOfTopic[topicOf[record] as number] as number
  candidates.sort(
    (a, b) =>
      placeOf(a) - placeOf(b) ||
      (recordScore[b] as number) - (recordScore[a] as number) ||
      (index.customRank[a] as number) - (index.customRank[b] as number),
  )
  const first: number[] = []
  const later: number[] = []
  const seenKeys = new Set<number>()
  let place = -1
  let shown = 0
  for (const record of candidates) {
    if (distinct >= 1) {
      const key = index.distinctGroup[record] as number
      if (seenKeys.has(key)) continue
      seenKeys.add(key)
    }
    shown = placeOf(record) === place ? shown + 1 : 0
    place = placeOf(record)
    ;(shown < TOPIC_HITS_FIRST ? first : later).push(record)
  }
  return Uint32Array.from(first.concat(later).slice(0, limit))
}
