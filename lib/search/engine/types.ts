/**
 * The engine's view of a search: parameters after validation and defaults, and the answer in the
 * hosted service's shape. The HTTP protocol layer turns wire requests into `SearchParams`.
 */
import type { AlternativeKind } from './language/index-language'
import type { LanguageSwitch } from './language/stop-words'
import type { QueryType } from './language/tokenize'

export type TypoToleranceMode = boolean | 'min' | 'strict'
export type RemoveWordsPolicy = 'none' | 'lastWords' | 'firstWords' | 'allOptional'
export type ExactOnSingleWordQuery = 'attribute' | 'word' | 'none'
/** AND of the outer list; an inner list is an OR of its filters. `attr:value`, negated as `attr:-value`. */
export type FacetFilters = Array<string | string[]>

export interface SearchParams {
  query: string
  page: number
  hitsPerPage: number
  facetFilters: FacetFilters
  /** Facet attributes to count values of (`*` = all). */
  facets: string[]
  maxValuesPerFacet: number
  attributesToRetrieve: string[]
  attributesToHighlight: string[]
  /** `attribute` or `attribute:words`, e.g. `content:10`. */
  attributesToSnippet: string[]
  highlightPreTag: string
  highlightPostTag: string
  snippetEllipsisText: string
  /** Adds a `queryID` to the answer, for click analytics. */
  clickAnalytics: boolean
  /** Hits kept per value of the index's distinct attribute; 0 turns distinct off. */
  distinct: number
  typoTolerance: TypoToleranceMode
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  queryType: QueryType
  /** Left out, the index's setting applies (see index-language.ts). */
  removeWordsIfNoResults?: RemoveWordsPolicy
  /** Query words a hit does not need to contain. */
  optionalWords: string[]
  exactOnSingleWordQuery: ExactOnSingleWordQuery
  /** Language parameters; left out, the index's settings apply (see index-language.ts). */
  ignorePlurals?: LanguageSwitch
  removeStopWords?: LanguageSwitch
  queryLanguages?: string[]
  attributeCriteriaComputedByMinProximity?: boolean
  /** Whether the index's synonyms apply (the hosted service's `synonyms`, default true). */
  synonyms?: boolean
  alternativesAsExact?: AlternativeKind[]
  /** The parameters as the client sent them, echoed back as the answer's `params`. */
  params?: string
}

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResultOption {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  /** Present when something matched: whether the whole value is highlighted. */
  fullyHighlighted?: boolean
}

export interface SnippetResultOption {
  value: string
  matchLevel: MatchLevel
}

export interface NestedResult<T> {
  [attribute: string]: T | NestedResult<T>
}

export interface SearchHit {
  objectID: string
  [attribute: string]: unknown
  _highlightResult?: NestedResult<HighlightResultOption>
  _snippetResult?: NestedResult<SnippetResultOption>
}

export interface SearchAnswer {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  query: string
  params: string
  exhaustiveNbHits: boolean
  exhaustiveTypo: boolean
  exhaustive: { nbHits: boolean; typo: boolean; facetsCount?: boolean }
  /** Present with `clickAnalytics`. */
  queryID?: string
  facets?: Record<string, Record<string, number>>
  exhaustiveFacetsCount?: boolean
  renderingContent: Record<string, never>
}

/** What the ranking needs to know about a search, beyond its words. */
export interface RankingOptions {
  /** 1 per record that passes the facet filters; null when nothing is filtered. */
  filter: Uint8Array | null
  typoTolerance: TypoToleranceMode
  removeWordsIfNoResults: RemoveWordsPolicy
  /** Bits of the query words a hit may lack. */
  optionalMask: number
  exactOnSingleWordQuery: ExactOnSingleWordQuery
  /** Hits kept per distinct group (url); 0 keeps every hit. */
  distinct: number
  /** How many of the best hits the answer needs (the pages up to the requested one). */
  limit: number
  /** Also list every matching record, for facet counts. */
  collectMatching: boolean
  /** The attribute criterion counts where the words stand closest (attributeCriteriaComputedByMinProximity). */
  attributeByProximity?: boolean
  /** Topics ranked by what all their sections hold (the sentenceRanking setting), then their sections. */
  sentenceRanking?: boolean
  /**
   * Keys whose proximity is measured one by one before measuring every candidate in one walk
   * instead (see several-words-ranking.ts). Only tests set it, to exercise both ways.
   */
  measuredKeysBudget?: number
}

/** What a ranking gives the search: its records, best first, and how many hits there are. */
export interface RankedRecords {
  /** The best `limit` hits after distinct, best first. */
  top: Uint32Array
  /** How many hits there are after distinct. */
  nbHits: number
  /** Every matching record before distinct, unordered, when asked for. */
  matching: Uint32Array | null
  /** False when words with typos were not looked at (they could only rank after the top hits). */
  exhaustiveTypo?: boolean
}

/**
 * An error a client caused, with the HTTP status and the message the answer carries. Anything
 * else thrown while answering is a defect of ours and is answered without details.
 */
export class SearchRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413 | 415 | 422 | 503,
    message: string,
  ) {
    super(message)
    this.name = 'SearchRequestError'
  }
}

export function badRequest(message: string): SearchRequestError {
  return new SearchRequestError(400, message)
}
