/**
 * The embedded search engine: the hosted service's search semantics over an in-memory index.
 * No framework, no I/O: records in, answers out.
 */
import type { SearchAnswer, SearchHit, SearchParams } from './types'
import { definitionRecords, isDefinitionQuestion, withDefinitionsFirst } from './ranking/definitions'
import { filterBitmap } from './query/filters'
import type { TokenMatcher } from './answer/highlight'
import { buildHit, planHits } from './answer/hit-builder'
import { checkHitText } from './answer/hit-text'
import {
  DEFAULT_SEARCH_PARAMS,
  FACET_ATTRIBUTES,
  PAGINATION_LIMITED_TO,
  type FacetAttribute,
} from './index/index-settings'
import { resolveLanguage } from './language/index-language'
import { serializeSearchParams } from './answer/params-string'
import { QueryTermTable, initialSlot } from './query/query-terms'
import { isSentenceQuery } from './ranking/topic-ranking'
import { rankRecords } from './ranking/ranking'
import type { SearchIndex } from './index/search-index'
import { stopWordsToRemove } from './language/stop-words'
import { type QueryWord, isIdentifierQuery, tokenizeQuery } from './language/tokenize'

export { createSearchIndex, type SearchIndex } from './index/search-index'
export { holdIndex } from './index/index-holds'

function withDefaults(input: Partial<SearchParams>): SearchParams {
  const params: SearchParams = { ...DEFAULT_SEARCH_PARAMS }
  for (const [key, value] of Object.entries(input) as Array<[keyof SearchParams, unknown]>) {
    if (value !== undefined) Object.assign(params, { [key]: value })
  }
  return params
}

/** 32 hex characters, like the hosted service's query ids. */
export function createQueryId(): string {
  const bytes = new Uint8Array(16)
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Facet value counts over every matching record (before distinct, as the hosted default). */
function countFacets(
  index: SearchIndex,
  ranked: Uint32Array,
  requested: readonly string[],
  maxValues: number,
): Record<string, Record<string, number>> {
  const attributes = requested.includes('*')
    ? [...FACET_ATTRIBUTES]
    : FACET_ATTRIBUTES.filter((attribute: FacetAttribute) => requested.includes(attribute))
  const facets: Record<string, Record<string, number>> = {}
  for (const attribute of attributes) {
    const column = index.facets.get(attribute)
    if (!column) continue
    const counts = new Uint32Array(column.values.length)
    for (const record of ranked) {
      const valueId = column.valueIdByRecord[record] as number
      if (valueId >= 0) counts[valueId] = (counts[valueId] as number) + 1
    }
    const entries = column.values
      .map((value, id) => [value, counts[id] as number] as const)
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, maxValues)
    facets[attribute] = Object.fromEntries(entries)
  }
  return facets
}

/**
 * What highlighting marks: every word of the query, the removed stop words too (as the hosted
 * service does: they are ignored for matching, not for highlighting), so a hit's match level and
 * matched words speak of the query as typed.
 */
function highlightMatcher(
  terms: QueryTermTable,
  allWords: readonly QueryWord[],
  removed: readonly boolean[],
): TokenMatcher {
  const keptToAll = allWords.map((_, word) => word).filter((word) => !removed[word])
  const removedMask = new Map<string, number>()
  allWords.forEach((word, position) => {
    if (removed[position]) removedMask.set(word.term, (removedMask.get(word.term) ?? 0) | (1 << position))
  })
  // Most words of a hit start with a letter no matched word starts with: passed over at once.
  const initials = terms.matchedInitials().slice()
  for (const term of removedMask.keys()) initials[initialSlot(term)] = 1
  // The hits of one answer share most of their words: each word is looked up once.
  const known = new Map<string, { wordMask: number; length: number } | null>()
  const matchOfTerm = (term: string) => {
    if (initials[initialSlot(term)] === 0) return null
    let match = known.get(term)
    if (match === undefined) {
      match = lookUp(term)
      known.set(term, match)
    }
    return match
  }
  const lookUp = (term: string) => {
    const match = terms.matchOfTerm(term)
    const stopMask = removedMask.get(term) ?? 0
    if (!match) return stopMask === 0 ? null : { wordMask: stopMask, length: term.length }
    let wordMask = stopMask
    for (let kept = 0; kept < keptToAll.length; kept++)
      if (match.wordMask & (1 << kept)) wordMask |= 1 << (keptToAll[kept] as number)
    return { wordMask, length: stopMask !== 0 ? term.length : match.length }
  }
  return {
    queryWords: allWords.map((word) => word.term),
    matchOfTerm,
    initials,
    memo: new Map(),
    valueMemo: new Map(),
  }
}

/**
 * A search whose records are ranked and whose answer is known but for its hits, which are built
 * on demand: a caller answering a page of hundreds of hits can build them a slice at a time and
 * let other work run in between (lib/search/protocol/answer-cache.ts).
 */
export interface StartedSearch {
  /** The answer with `hits` empty and `processingTimeMS` of the ranking so far. */
  answer: SearchAnswer
  /** How many hits the answer has. */
  hitCount: number
  /** Hits `from` to `to` (exclusive) of the answer, built now. */
  buildHits(from: number, to: number): SearchHit[]
  /** When the search started (`performance.now()`), for its processing time. */
  started: number
}

export function search(index: SearchIndex, input: Partial<SearchParams> = {}): SearchAnswer {
  return finishSearch(startSearch(index, input))
}

/** A started search's whole answer, every hit built now. */
export function finishSearch(run: StartedSearch): SearchAnswer {
  run.answer.hits = run.buildHits(0, run.hitCount)
  run.answer.processingTimeMS = Math.round(performance.now() - run.started)
  return run.answer
}

export function startSearch(index: SearchIndex, input: Partial<SearchParams> = {}): StartedSearch {
  const started = performance.now()
  const params = withDefaults(input)
  const language = resolveLanguage(index.language.settings, params)
  // A camel-case word the index does not know (`ignoreChanges`) is looked for as its parts.
  const allWords = tokenizeQuery(
    params.query,
    params.queryType,
    (word) => index.dictionary.match(word.term, 0, word.isPrefix).count === 0,
  )
  const removed = language.removeStopWords ? stopWordsToRemove(allWords) : allWords.map(() => false)
  const words = allWords.filter((_, word) => !removed[word])
  const terms = new QueryTermTable(index, words, {
    typoTolerance: params.typoTolerance !== false,
    minWordSizefor1Typo: params.minWordSizefor1Typo,
    minWordSizefor2Typos: params.minWordSizefor2Typos,
    forms: language.forms,
    synonyms: language.synonyms,
    alternativesAsExact: language.alternativesAsExact,
  })
  const optionalTerms = new Set(
    params.optionalWords.flatMap((text) => tokenizeQuery(text, 'prefixNone')).map((w) => w.term),
  )
  const optionalMask = words.reduce(
    (mask, word, i) => (optionalTerms.has(word.term) ? mask | (1 << i) : mask),
    0,
  )
  const removeWordsIfNoResults =
    params.removeWordsIfNoResults ?? index.language.settings.removeWordsIfNoResults
  const first = params.page * params.hitsPerPage
  const limit = Math.min(first + params.hitsPerPage, PAGINATION_LIMITED_TO)
  const filter = filterBitmap(index, params.facetFilters)
  // "what is …": the sentences saying what it is come first (see definitions.ts).
  const definitions =
    index.language.settings.definitionQuestions &&
    params.distinct <= 1 &&
    isDefinitionQuestion(allWords, removed)
      ? definitionRecords(index, terms, filter)
      : []
  const {
    top: ranked,
    nbHits,
    matching,
    exhaustiveTypo = true,
  } = rankRecords(index, terms, {
    filter,
    typoTolerance: params.typoTolerance,
    removeWordsIfNoResults,
    optionalMask,
    exactOnSingleWordQuery: params.exactOnSingleWordQuery,
    distinct: params.distinct,
    limit: limit + definitions.length,
    collectMatching: params.facets.length > 0,
    attributeByProximity:
      params.attributeCriteriaComputedByMinProximity ??
      (index.language.settings.attributeCriteriaComputedByMinProximity ||
        (index.language.settings.identifierAttributeByProximity &&
          words.length === allWords.length &&
          isIdentifierQuery(words))),
    // Sentence ranking lets every word go: only where the search lets them all go if need be.
    sentenceRanking:
      index.language.settings.sentenceRanking &&
      removeWordsIfNoResults === 'allOptional' &&
      params.distinct <= 1 &&
      params.typoTolerance !== 'min' &&
      params.typoTolerance !== 'strict' &&
      isSentenceQuery(words),
  })
  const top =
    definitions.length > 0
      ? withDefinitionsFirst(index, definitions, ranked, params.distinct === 1).subarray(0, limit)
      : ranked
  const reachable = Math.min(nbHits, PAGINATION_LIMITED_TO)
  const nbPages = params.hitsPerPage > 0 ? Math.ceil(reachable / params.hitsPerPage) : 0
  const last = Math.min(first + params.hitsPerPage, top.length)
  checkHitText(index, top, first, last)
  const matcher = highlightMatcher(terms, allWords, removed)
  const plan = planHits(params)
  const hitCount = Math.max(0, last - first)
  const buildHits = (from: number, to: number): SearchHit[] => {
    const hits: SearchHit[] = []
    for (let position = first + from; position < first + Math.min(to, hitCount); position++) {
      const record = index.records[top[position] as number]
      if (record) hits.push(buildHit(record, plan, matcher))
    }
    return hits
  }
  const { params: echoedParams, ...rest } = input
  const answer: SearchAnswer = {
    hits: [],
    nbHits,
    page: params.page,
    nbPages,
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo,
    exhaustive: { nbHits: true, typo: exhaustiveTypo },
    query: params.query,
    params: echoedParams ?? serializeSearchParams(rest),
    renderingContent: {},
    processingTimeMS: 0,
  }
  if (params.facets.length > 0) {
    answer.facets = countFacets(
      index,
      matching ?? new Uint32Array(0),
      params.facets,
      params.maxValuesPerFacet,
    )
    answer.exhaustiveFacetsCount = true
    answer.exhaustive.facetsCount = true
  }
  if (params.clickAnalytics) answer.queryID = createQueryId()
  answer.processingTimeMS = Math.round(performance.now() - started)
  return { answer, hitCount, buildHits, started }
}
