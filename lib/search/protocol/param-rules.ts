/**
 * Every search parameter the hosted service knows, with the type it must have. A request's
 * parameters arrive either as JSON values or as strings of a URL-encoded `params`; both go through
 * the same rules, so a wrong type is the same 400 either way. Parameters the embedded engine does
 * not act on (analytics, personalisation, geo search, …) are type-checked and then have no effect;
 * a few that would change results in ways it cannot honour are refused unless empty.
 */
import { type FacetFilters, type SearchParams, badRequest } from '../engine/types'
import { isShallowJson } from './json-guard'
import {
  MAX_ATTRIBUTES_PER_LIST,
  MAX_FILTER_VALUES_PER_QUERY,
  MAX_HITS_PER_PAGE,
  MAX_QUERY_LENGTH,
  MAX_OPTIONAL_WORDS_ENTRIES,
} from './request-limits'

type Kind =
  | { type: 'string'; maxLength: number }
  | { type: 'integer'; min: number; max: number }
  | { type: 'boolean' }
  | { type: 'stringList' }
  /** A list of attribute names, or of words: each entry costs work on every hit or query. */
  | { type: 'shortList' }
  | { type: 'facetFilters' }
  | { type: 'distinct' }
  | { type: 'typoTolerance' }
  | { type: 'oneOf'; values: readonly string[] }
  | { type: 'stringOrList' }
  | { type: 'json' }
  /** true, false, or a list of language codes (`ignorePlurals`, `removeStopWords`). */
  | { type: 'languageSwitch' }
  | { type: 'listOf'; values: readonly string[] }
  /** Accepted only when empty: the embedded engine cannot apply a non-empty value. */
  | { type: 'unsupported'; hint: string }

const MAX_LIST_ITEMS = 1000
const MAX_ITEM_LENGTH = 1000

const text = (maxLength = MAX_ITEM_LENGTH): Kind => ({ type: 'string', maxLength })
const integer = (min: number, max: number): Kind => ({ type: 'integer', min, max })
const boolean: Kind = { type: 'boolean' }
const stringList: Kind = { type: 'stringList' }
const shortList: Kind = { type: 'shortList' }
const json: Kind = { type: 'json' }
const unsupported = (hint: string): Kind => ({ type: 'unsupported', hint })

/** Parameters that change what the embedded engine answers. */
const APPLIED = {
  query: text(MAX_QUERY_LENGTH),
  page: integer(0, 2 ** 31 - 1),
  hitsPerPage: integer(0, MAX_HITS_PER_PAGE),
  facetFilters: { type: 'facetFilters' },
  facets: stringList,
  maxValuesPerFacet: integer(0, 1000),
  attributesToRetrieve: shortList,
  attributesToHighlight: shortList,
  attributesToSnippet: shortList,
  highlightPreTag: text(256),
  highlightPostTag: text(256),
  snippetEllipsisText: text(256),
  clickAnalytics: boolean,
  distinct: { type: 'distinct' },
  typoTolerance: { type: 'typoTolerance' },
  minWordSizefor1Typo: integer(0, 64),
  minWordSizefor2Typos: integer(0, 64),
  queryType: { type: 'oneOf', values: ['prefixLast', 'prefixAll', 'prefixNone'] },
  removeWordsIfNoResults: { type: 'oneOf', values: ['none', 'lastWords', 'firstWords', 'allOptional'] },
  optionalWords: { type: 'stringOrList' },
  exactOnSingleWordQuery: { type: 'oneOf', values: ['attribute', 'word', 'none'] },
  ignorePlurals: { type: 'languageSwitch' },
  removeStopWords: { type: 'languageSwitch' },
  queryLanguages: { type: 'languageSwitch' },
  synonyms: boolean,
  attributeCriteriaComputedByMinProximity: boolean,
  alternativesAsExact: {
    type: 'listOf',
    values: ['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym', 'ignoreConjugations'],
  },
} satisfies Record<keyof Omit<SearchParams, 'params'>, Kind>

/** Parameters accepted and type-checked that do not change the embedded engine's answer. */
const WITHOUT_EFFECT: Record<string, Kind> = {
  analytics: boolean,
  analyticsTags: stringList,
  userToken: text(),
  enablePersonalization: boolean,
  personalizationImpact: integer(0, 100),
  enableABTest: boolean,
  percentileComputation: boolean,
  enableRules: boolean,
  ruleContexts: stringList,
  replaceSynonymsInHighlight: boolean,
  getRankingInfo: boolean,
  responseFields: stringList,
  eventSources: json,
  naturalLanguages: stringList,
  decompoundQuery: boolean,
  advancedSyntax: boolean,
  advancedSyntaxFeatures: stringList,
  attributeCriteriaComputedBy: text(),
  minProximity: integer(1, 7),
  relevancyStrictness: integer(0, 100),
  enableReRanking: boolean,
  reRankingApplyFilter: json,
  renderingContent: json,
  maxFacetHits: integer(1, 100),
  facetingAfterDistinct: boolean,
  sortFacetValuesBy: text(),
  restrictHighlightAndSnippetArrays: boolean,
  sumOrFiltersScores: boolean,
  optionalFilters: json,
  allowTyposOnNumericTokens: boolean,
  disableTypoToleranceOnAttributes: stringList,
  disableExactOnAttributes: stringList,
  mode: text(),
  semanticSearch: json,
  extensions: json,
  enableAutoFiltering: boolean,
  enableCategoriesRetrieval: boolean,
  aroundLatLng: text(),
  aroundLatLngViaIP: boolean,
  aroundRadius: json,
  aroundPrecision: json,
  minimumAroundRadius: integer(1, 2 ** 31 - 1),
  insideBoundingBox: json,
  insidePolygon: json,
}

const REFUSED_UNLESS_EMPTY: Record<string, Kind> = {
  filters: unsupported('use facetFilters'),
  numericFilters: unsupported('there are no numeric attributes'),
  tagFilters: unsupported('records have no _tags'),
  similarQuery: unsupported('use query'),
  restrictSearchableAttributes: unsupported('every searchable attribute is searched'),
  offset: unsupported('use page and hitsPerPage'),
  length: unsupported('use page and hitsPerPage'),
}

/** A Map, so names such as `__proto__` or `constructor` are unknown parameters, not object internals. */
const RULES = new Map<string, Kind>(
  Object.entries({ ...APPLIED, ...WITHOUT_EFFECT, ...REFUSED_UNLESS_EMPTY }),
)

export function isAppliedSearchParam(name: string): name is keyof typeof APPLIED {
  return Object.hasOwn(APPLIED, name)
}

function invalid(name: string, expected: string): never {
  throw badRequest(`Invalid value for "${name}": expected ${expected}`)
}

function checkString(name: string, value: unknown, maxLength: number): string {
  if (typeof value !== 'string') invalid(name, 'a string')
  if (value.length > maxLength) {
    throw badRequest(
      name === 'query'
        ? `Query is too long: at most ${maxLength} characters`
        : `"${name}" is longer than ${maxLength} characters`,
    )
  }
  // A lone surrogate cannot be written as UTF-8: the echo of the parameters (and any log) would fail.
  const lone = LONE_SURROGATE.exec(value)
  if (lone) {
    const code = lone[0].charCodeAt(0).toString(16).toUpperCase()
    throw badRequest(`"${name}" is not well-formed Unicode: it holds an unpaired surrogate (U+${code})`)
  }
  return value
}

/** With the `u` flag a surrogate pair is one code point: this matches only a surrogate alone. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

function checkStringList(name: string, value: unknown, maxItems = MAX_LIST_ITEMS): string[] {
  if (!Array.isArray(value)) invalid(name, `a list of at most ${maxItems} strings`)
  if (value.length > maxItems) {
    throw badRequest(`"${name}" holds ${value.length} entries: at most ${maxItems} in one query`)
  }
  return value.map((item) => checkString(name, item, MAX_ITEM_LENGTH))
}

function checkFacetFilters(value: unknown): FacetFilters {
  const name = 'facetFilters'
  if (typeof value === 'string') return value.length === 0 ? [] : [checkString(name, value, MAX_ITEM_LENGTH)]
  if (!Array.isArray(value) || value.length > MAX_LIST_ITEMS)
    invalid(name, 'a list of filters or lists of filters')
  // Counted before any value is checked: a list of a million filters costs its parse, nothing more.
  let values = 0
  for (const entry of value as unknown[]) values += Array.isArray(entry) ? entry.length : 1
  if (values > MAX_FILTER_VALUES_PER_QUERY) {
    throw badRequest(
      `"facetFilters" holds ${values} filter values: at most ${MAX_FILTER_VALUES_PER_QUERY} in one query`,
    )
  }
  return value.map((entry): string | string[] => {
    if (typeof entry === 'string') return checkString(name, entry, MAX_ITEM_LENGTH)
    if (!Array.isArray(entry)) invalid(name, 'filters nested at most two lists deep')
    return entry.map((filter) => checkString(name, filter, MAX_ITEM_LENGTH))
  })
}

function parseJsonParam(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return invalid(name, 'valid JSON')
  }
}

/** Language codes as the hosted service names them: two or three lower-case letters (`en`, `fr`). */
const LANGUAGE_CODE = /^[a-z]{2,3}$/

/** Converts a string of a URL-encoded `params` into the JSON value its rule expects. */
export function parseParamString(name: string, raw: string): unknown {
  const kind = RULES.get(name)
  if (!kind) return raw
  switch (kind.type) {
    case 'integer':
      return /^-?\d{1,16}$/.test(raw) ? Number(raw) : invalid(name, 'an integer')
    case 'boolean':
      return raw === 'true' || raw === '1'
        ? true
        : raw === 'false' || raw === '0'
          ? false
          : invalid(name, 'true or false')
    case 'distinct':
      return raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : /^\d{1,2}$/.test(raw)
            ? Number(raw)
            : invalid(name, 'a boolean or 0-4')
    case 'languageSwitch':
      if (raw === 'true' || raw === 'false') return raw === 'true'
      if (raw.startsWith('[')) return parseJsonParam(name, raw)
      // Outside JSON, a list of languages is comma-separated.
      return raw.length > 0 ? raw.split(',') : []
    case 'listOf':
    case 'stringList':
    case 'shortList':
    case 'facetFilters':
    case 'stringOrList':
    case 'json':
    case 'unsupported':
      if (raw.startsWith('[') || raw.startsWith('{')) return parseJsonParam(name, raw)
      // Outside JSON, a list is comma-separated, as the hosted service reads it.
      if (kind.type === 'stringList' || kind.type === 'shortList' || kind.type === 'listOf')
        return raw.length > 0 ? raw.split(',') : []
      return raw
    default:
      return raw
  }
}

/** Checks one parameter; returns the value the engine uses (undefined for parameters without effect). */
export function checkSearchParam(name: string, value: unknown): unknown {
  const kind = RULES.get(name)
  if (!kind) throw badRequest(`Unknown parameter: ${name.slice(0, 100)}`)
  switch (kind.type) {
    case 'string':
      return checkString(name, value, kind.maxLength)
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < kind.min || value > kind.max) {
        invalid(name, `an integer from ${kind.min} to ${kind.max}`)
      }
      return value
    case 'boolean':
      return typeof value === 'boolean' ? value : invalid(name, 'true or false')
    case 'stringList':
      return checkStringList(name, value)
    case 'shortList':
      return checkStringList(name, value, MAX_ATTRIBUTES_PER_LIST)
    case 'facetFilters':
      return checkFacetFilters(value)
    case 'distinct':
      if (typeof value === 'boolean') return value ? 1 : 0
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 4) return value
      return invalid(name, 'a boolean or an integer from 0 to 4')
    case 'typoTolerance':
      if (typeof value === 'boolean') return value
      if (value === 'true' || value === 'false') return value === 'true'
      return value === 'min' || value === 'strict' ? value : invalid(name, 'true, false, "min" or "strict"')
    case 'oneOf':
      return typeof value === 'string' && kind.values.includes(value)
        ? value
        : invalid(name, kind.values.join(', '))
    case 'stringOrList':
      return typeof value === 'string'
        ? [checkString(name, value, MAX_ITEM_LENGTH)]
        : checkStringList(name, value, MAX_OPTIONAL_WORDS_ENTRIES)
    case 'json':
      return isShallowJson(value) ? value : invalid(name, 'a small JSON value')
    case 'languageSwitch': {
      if (typeof value === 'boolean' && name !== 'queryLanguages') return value
      const codes = Array.isArray(value) && value.length <= 100 ? value : null
      if (!codes || !codes.every((code) => typeof code === 'string' && LANGUAGE_CODE.test(code)))
        invalid(
          name,
          name === 'queryLanguages' ? 'a list of language codes' : 'true, false or a list of language codes',
        )
      return codes as string[]
    }
    case 'listOf': {
      const list = checkStringList(name, value)
      const unknown = list.find((item) => !kind.values.includes(item))
      if (unknown !== undefined) invalid(name, `a list of ${kind.values.join(', ')}`)
      return list
    }
    case 'unsupported': {
      const empty = value === '' || value === null || (Array.isArray(value) && value.length === 0)
      if (!empty) throw badRequest(`"${name}" is not supported by this search backend: ${kind.hint}`)
      return undefined
    }
  }
}
