/**
 * Building the in-memory index from records. Everything a query touches is a typed array:
 * - postings: for each word, the records containing it, with the best attribute it appears in
 *   and its positions there (for the proximity of several query words);
 * - merged postings for each one-letter prefix (and heavy two-letter ones), so the first
 *   keystrokes of a query do not walk the postings of every word starting with those letters;
 * - per record: its custom-ranking ordinal, its distinct group, its facet values.
 * Queries then cost a walk of the matching words' postings, not a scan of the records.
 */
import { tokenizeRecords, ATTRIBUTE_MASK, type TokenMemo } from './forward-index'
import { FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, facetValueOf, type FacetAttribute } from './index-settings'
import { type IndexLanguage, createIndexLanguage, formClassesOf, wordFormOptionsOf } from './index-language'
import { buildPostings } from './postings-build'
import { buildPrefixAnswers, type PrefixAnswer } from './prefix-answers'
import { MAX_RECORDS } from './scores'
import { buildPrefixPostings, type PostingList } from './prefix-postings'
import type { PrefixTable } from './lazy-table'
import type { TermDictionary } from './term-dictionary'
import type { SearchRecord } from '../record'

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

/** `tokens`: the tokens of an earlier build of mostly the same record objects, reused (forward-index.ts). */
export function createSearchIndex(
  records: readonly SearchRecord[],
  language: IndexLanguage = createIndexLanguage(),
  tokens?: TokenMemo,
): SearchIndex {
  if (records.length >= MAX_RECORDS) throw new RangeError(`An index holds at most ${MAX_RECORDS - 1} records`)
  if (SEARCHABLE_ATTRIBUTES.length > ATTRIBUTE_MASK) throw new RangeError('Too many searchable attributes')
  const { dictionary, forward } = tokenizeRecords(records, tokens)
  const postings = buildPostings(forward, dictionary.size, records.length)
  const { customRank, recordByRank } = rankRecords(records)
  const distinctGroup = groupBy(records, (record) => record.url)
  const index = {
    records,
    dictionary,
    ...postings,
    customRank,
    recordByRank,
    distinctGroup,
    distinctGroupCount: distinctGroup.reduce((max, group) => Math.max(max, group + 1), 0),
    facets: new Map(FACET_ATTRIBUTES.map((attribute) => [attribute, facetColumn(records, attribute)])),
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

/** The custom ranking: page rank desc, level desc, position asc; record order breaks the last ties. */
function rankRecords(records: readonly SearchRecord[]): Pick<SearchIndex, 'customRank' | 'recordByRank'> {
  const order = records.map((_, index) => index)
  order.sort((a, b) => {
    const left = (records[a] as SearchRecord).weight
    const right = (records[b] as SearchRecord).weight
    return (
      right.pageRank - left.pageRank || right.level - left.level || left.position - right.position || a - b
    )
  })
  const recordByRank = Uint32Array.from(order)
  const customRank = new Uint32Array(records.length)
  recordByRank.forEach((record, rank) => {
    customRank[record] = rank
  })
  return { customRank, recordByRank }
}

function groupBy(records: readonly SearchRecord[], keyOf: (record: SearchRecord) => string): Uint32Array {
  const ids = new Map<string, number>()
  const groups = new Uint32Array(records.length)
  records.forEach((record, index) => {
    const key = keyOf(record)
    let id = ids.get(key)
    if (id === undefined) {
      id = ids.size
      ids.set(key, id)
    }
    groups[index] = id
  })
  return groups
}

function facetColumn(records: readonly SearchRecord[], attribute: FacetAttribute): FacetColumn {
  const values: string[] = []
  const idByValue = new Map<string, number>()
  const idsByFoldedValue = new Map<string, number[]>()
  const valueIdByRecord = new Int32Array(records.length).fill(-1)
  records.forEach((record, index) => {
    const value = facetValueOf(record, attribute)
    if (value === null) return
    let id = idByValue.get(value)
    if (id === undefined) {
      id = values.length
      values.push(value)
      idByValue.set(value, id)
      const folded = value.toLowerCase()
      idsByFoldedValue.set(folded, [...(idsByFoldedValue.get(folded) ?? []), id])
    }
    valueIdByRecord[index] = id
  })
  return { values, idsByFoldedValue, valueIdByRecord }
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
