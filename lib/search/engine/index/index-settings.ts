/**
 * The settings of a documentation-search index, as a DocSearch crawler creates them on the hosted
 * service. The embedded engine works with exactly these (its schema is fixed); the upload script
 * sends them to the hosted index, so both backends rank and filter the same way.
 */
import { DEFAULT_LANGUAGE_SETTINGS } from '../language/index-language'
import type { SearchParams } from '../types'
import { HIERARCHY_ATTRIBUTES, type SearchRecord } from '../../record'

/**
 * Searched attributes, most important first: the attribute ranking criterion is this order, except
 * that `code_identifiers` (the class and annotation names of a section's code blocks) ranks with
 * `content`, as the hosted service's `content,code_identifiers` setting says.
 */
export const SEARCHABLE_ATTRIBUTES = [...HIERARCHY_ATTRIBUTES, 'content', 'code_identifiers'] as const

/** Attributes usable in `facetFilters` and `facets`. */
export const FACET_ATTRIBUTES = ['type', 'version', 'language', 'hierarchy.lvl0'] as const
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number]

export function facetValueOf(record: SearchRecord, attribute: FacetAttribute): string | null {
  return attribute === 'hierarchy.lvl0' ? record.hierarchy.lvl0 : record[attribute]
}

/** Hits of one url (one heading and the text under it) collapse into the best of them. */
export const ATTRIBUTE_FOR_DISTINCT = 'url'

/** Hosted search answers never page past this many hits. */
export const PAGINATION_LIMITED_TO = 1000

/** The settings object as the hosted service's `setSettings` takes it. */
export const DOCUMENTATION_INDEX_SETTINGS = {
  searchableAttributes: [
    ...SEARCHABLE_ATTRIBUTES.filter((attribute) => attribute.startsWith('hierarchy.')).map(
      (attribute) => `unordered(${attribute})`,
    ),
    'content,code_identifiers',
  ],
  attributesForFaceting: [...FACET_ATTRIBUTES],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: ATTRIBUTE_FOR_DISTINCT,
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  // Word forms and stop words for English, as DEFAULT_LANGUAGE_SETTINGS (which says why they are on).
  indexLanguages: ['en' as const],
  queryLanguages: ['en' as const],
  ignorePlurals: true,
  removeStopWords: true,
  alternativesAsExact: ['singleWordSynonym' as const],
  removeWordsIfNoResults: 'allOptional' as const,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  hitsPerPage: 20,
  paginationLimitedTo: PAGINATION_LIMITED_TO,
}

/** What a search uses for every parameter the request leaves out. */
export const DEFAULT_SEARCH_PARAMS: SearchParams = {
  query: '',
  page: 0,
  hitsPerPage: DOCUMENTATION_INDEX_SETTINGS.hitsPerPage,
  facetFilters: [],
  facets: [],
  maxValuesPerFacet: 100,
  attributesToRetrieve: ['*'],
  attributesToHighlight: [...DOCUMENTATION_INDEX_SETTINGS.attributesToHighlight],
  attributesToSnippet: [...DOCUMENTATION_INDEX_SETTINGS.attributesToSnippet],
  highlightPreTag: DOCUMENTATION_INDEX_SETTINGS.highlightPreTag,
  highlightPostTag: DOCUMENTATION_INDEX_SETTINGS.highlightPostTag,
  snippetEllipsisText: DOCUMENTATION_INDEX_SETTINGS.snippetEllipsisText,
  clickAnalytics: false,
  distinct: 1,
  typoTolerance: true,
  minWordSizefor1Typo: DOCUMENTATION_INDEX_SETTINGS.minWordSizefor1Typo,
  minWordSizefor2Typos: DOCUMENTATION_INDEX_SETTINGS.minWordSizefor2Typos,
  queryType: 'prefixLast',
  optionalWords: [],
  exactOnSingleWordQuery: 'attribute',
}

/** Settings only the embedded engine has (the hosted service would refuse them), with their defaults. */
export const EMBEDDED_ONLY_SETTINGS = {
  englishStemming: DEFAULT_LANGUAGE_SETTINGS.englishStemming,
  spellingVariants: DEFAULT_LANGUAGE_SETTINGS.spellingVariants,
  identifierAttributeByProximity: DEFAULT_LANGUAGE_SETTINGS.identifierAttributeByProximity,
  definitionQuestions: DEFAULT_LANGUAGE_SETTINGS.definitionQuestions,
  sentenceRanking: DEFAULT_LANGUAGE_SETTINGS.sentenceRanking,
}
