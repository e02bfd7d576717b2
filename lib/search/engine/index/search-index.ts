/**
 * Building the in-memory index from records. Everything a query touches is a typed array:
 * - postings: for each word, the records containing it, with the best attribute it appears in
 *   and its positions there (for the proximity of several query words);
 * - merged postings for each one-letter prefix (and heavy two-letter ones), so the first
 *   keystrokes of a query do not walk the postings of every word starting with those letters;
 * - per record: its custom-ranking ordinal, its distinct group, its facet values.
 * Queries then cost a walk of the matching words' postings, not a scan of the records.
 */
import { tokenizeRecords, ATTRIBUTE_MASK } from './forward-index'
import { FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, facetValueOf, type FacetAttribute } from './index-settings'
import {
  type IndexLanguage,
  createIndexLanguage,
  formClassesOf,
  wordFormOptionsOf,
} from '../language/index-language'
import { buildPostings } from './postings-build'
import { buildPrefixAnswers, type PrefixAnswer } from './prefix-answers'
import { MAX_RECORDS } from './scores'
import { buildPrefixPostings, type PostingList } from './prefix-postings'
import type { PrefixTable } from './lazy-table'
import type { TermDictionary } from '../language/term-dictionary'
import type { SearchRecord } from '../../record'

export interface FacetColumn {
  /** Distinct values as stored; a record's value id indexes this list (`-1`: no value). */
  values: string[]
  /** Lower-cased value → ids, because facet filters match values case-insensitively. */
  idsByFoldedValue: Map<string, number[]>
  valueIdByRecord: Int32Array
}

export interface SearchIndex extends PostingList {
  readonly records: readonly SearchRecord[]
  readonly dictionary: TermDictionary
  /** Per word (dictionary id): its postings are `[postingOffsets[id], postingOffsets[id + 1])`. */
  readonly postingOffsets: Uint32Array
  /** Merged postings of every word starting with a letter, by that letter (when it starts several words). */
  readonly prefixPostings: PrefixTable<PostingList>
  /** Ranked answers of heavy one- to three-letter prefixes (see prefix-answers.ts). */
  readonly prefixAnswers: PrefixTable<PrefixAnswer>
  /** Rank of each record by page rank desc, level desc, position asc: the custom ranking. */
  readonly customRank: Uint32Array
  readonly recordByRank: Uint32Array
  readonly distinctGroup: Uint32Array
  /** How many distinct groups (urls) there are. */
  readonly distinctGroupCount: number
  readonly facets: ReadonlyMap<FacetAttribute, FacetColumn>
  /** Word forms, stop words and synonyms: settings and the tables built from them. */
  readonly language: IndexLanguage
  readonly builtAt: number
}

/** The index of `records`; its postings go into `spare`'s memory when it is large enough (postings-memory.ts). */
export function createSearchIndex(
  records: readonly SearchRecord[],
  language: IndexLanguage = createIndexLanguage(),
  spare: PostingList | null = null,
): SearchIndex {
  checkIndexSize(records.length)
  const { dictionary, forward } = tokenizeRecords(records)
  const postings = buildPostings(forward, dictionary.size, records.length, spare)
  return assembleSearchIndex(records, dictionary, postings, rankRecords(records), language)
}

export function checkIndexSize(recordCount: number): void {
  if (recordCount >= MAX_RECORDS) throw new RangeError(`An index holds at most ${MAX_RECORDS - 1} records`)
  if (SEARCHABLE_ATTRIBUTES.length > ATTRIBUTE_MASK) throw new RangeError('Too many searchable attributes')
}

/**
 * The index from its records, their words' postings and their custom ranking: what a build and an
 * update (index-update.ts) have in common once those are made.
 */
export function assembleSearchIndex(
  records: readonly SearchRecord[],
  dictionary: TermDictionary,
  postings: PostingList & { postingOffsets: Uint32Array },
  rank: Pick<SearchIndex, 'customRank' | 'recordByRank'>,
  language: IndexLanguage,
  /** Facets and distinct groups an update carried over (index-update.ts); made here otherwise. */
  carried: Partial<Pick<SearchIndex, 'facets' | 'distinctGroup' | 'distinctGroupCount'>> = {},
): SearchIndex {
  const facets =
    carried.facets ??
    new Map(FACET_ATTRIBUTES.map((attribute) => [attribute, facetColumn(records, attribute)]))
  const { groups: distinctGroup, count: distinctGroupCount } =
    carried.distinctGroup && carried.distinctGroupCount !== undefined
      ? { groups: carried.distinctGroup, count: carried.distinctGroupCount }
      : groupBy(records, (record) => record.url)
  const index = {
    records,
    dictionary,
    ...postings,
    ...rank,
    distinctGroup,
    distinctGroupCount,
    facets,
    language,
    builtAt: Date.now(),
  }
  const withPrefixes = { ...index, prefixPostings: buildPrefixPostings(index, records.length) }
  return withLanguage(
    { ...withPrefixes, prefixAnswers: buildPrefixAnswers(withPrefixes, records.length) },
    language,
  )
}

/**
 * The same index with other language settings or synonyms: a new index object (so answers and
 * working arrays kept per index start afresh) sharing every posting with the old one. The word
 * form tables of the settings' default search are built here, so no search pays for them.
 */
export function withLanguage(index: SearchIndex, language: IndexLanguage): SearchIndex {
  formClassesOf(language, index.dictionary, wordFormOptionsOf(language.settings, {}))
  return { ...index, language }
}

/** The custom ranking's order of two records: page rank desc, level desc, position asc. */
export function compareCustomRank(left: SearchRecord, right: SearchRecord): number {
  return (
    right.weight.pageRank - left.weight.pageRank ||
    right.weight.level - left.weight.level ||
    left.weight.position - right.weight.position
  )
}

/** The custom ranking; record order breaks the last ties. */
function rankRecords(records: readonly SearchRecord[]): Pick<SearchIndex, 'customRank' | 'recordByRank'> {
  const order = records.map((_, index) => index)
  order.sort((a, b) => compareCustomRank(records[a] as SearchRecord, records[b] as SearchRecord) || a - b)
  return rankOf(Uint32Array.from(order))
}

/** Each record's rank, from the records in rank order. */
export function rankOf(recordByRank: Uint32Array): Pick<SearchIndex, 'customRank' | 'recordByRank'> {
  const customRank = new Uint32Array(recordByRank.length)
  for (let rank = 0; rank < recordByRank.length; rank++) customRank[recordByRank[rank] as number] = rank
  return { customRank, recordByRank }
}

function groupBy(
  records: readonly SearchRecord[],
  keyOf: (record: SearchRecord) => string,
): { groups: Uint32Array; count: number } {
  const ids = new Map<string, number>()
  const groups = new Uint32Array(records.length)
  // Neighbouring records mostly share the key (the sections of one heading): no lookup for those.
  let lastKey: string | null = null
  let lastId = 0
  records.forEach((record, index) => {
    const key = keyOf(record)
    if (key !== lastKey) {
      let id = ids.get(key)
      if (id === undefined) {
        id = ids.size
        ids.set(key, id)
      }
      lastKey = key
      lastId = id
    }
    groups[index] = lastId
  })
  return { groups, count: ids.size }
}

function facetColumn(records: readonly SearchRecord[], attribute: FacetAttribute): FacetColumn {
  const values: string[] = []
  const idByValue = new Map<string, number>()
  const valueIdByRecord = new Int32Array(records.length).fill(-1)
  let lastValue: string | null = null
  let lastId = -1
  records.forEach((record, index) => {
    const value = facetValueOf(record, attribute)
    if (value === null) return
    if (value !== lastValue) {
      let id = idByValue.get(value)
      if (id === undefined) {
        id = values.length
        values.push(value)
        idByValue.set(value, id)
      }
      lastValue = value
      lastId = id
    }
    valueIdByRecord[index] = lastId
  })
  return { values, idsByFoldedValue: idsByFoldedValue(values), valueIdByRecord }
}

/** A facet's value ids by lower-cased value (several values may fold to one), ascending. */
export function idsByFoldedValue(values: readonly string[]): Map<string, number[]> {
  const ids = new Map<string, number[]>()
  values.forEach((value, id) => {
    const folded = value.toLowerCase()
    ids.set(folded, [...(ids.get(folded) ?? []), id])
  })
  return ids
}

/** Bytes of the typed arrays, for the benchmark; strings and the records themselves are not counted. */
export function indexByteLength(index: SearchIndex): number {
  const lists = [index, ...index.prefixPostings.values()]
  return (
    index.dictionary.byteLength +
    index.postingOffsets.byteLength +
    lists.reduce(
      (sum, list) =>
        sum +
        list.postingRecords.byteLength +
        list.postingInfo.byteLength +
        list.positionOffsets.byteLength +
        list.postingPositions.byteLength,
      0,
    ) +
    index.customRank.byteLength * 3 +
    [...index.prefixAnswers.values()].reduce((sum, answer) => sum + answer.best.byteLength, 0)
  )
}
