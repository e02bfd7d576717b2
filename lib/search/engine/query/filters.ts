/**
 * Facet filters as one byte per record, computed once per filter expression and index and then
 * reused: the search dialog sends the same version/language filters with every keystroke, and a
 * byte lookup in the hot loops is far cheaper than evaluating the filter expression per record.
 */
import { type FacetFilters, badRequest } from '../types'
import type { SearchIndex } from '../index/search-index'
import { FACET_ATTRIBUTES, type FacetAttribute } from '../index/index-settings'

/** Distinct filter expressions remembered per index; the oldest is dropped beyond this. */
const CACHED_EXPRESSIONS = 32

const cacheByIndex = new WeakMap<SearchIndex, Map<string, Uint8Array>>()

/** 1 for records that pass the filters; null when nothing is filtered. */
export function filterBitmap(index: SearchIndex, filters: FacetFilters): Uint8Array | null {
  if (filters.length === 0) return null
  const key = JSON.stringify(filters)
  let cache = cacheByIndex.get(index)
  if (!cache) {
    cache = new Map()
    cacheByIndex.set(index, cache)
  }
  const cached = cache.get(key)
  if (cached) {
    // Refresh its place: the map's iteration order is the eviction order.
    cache.delete(key)
    cache.set(key, cached)
    return cached === ALL_PASS ? null : cached
  }
  const predicate = compileFacetFilters(index, filters)
  if (!predicate) return null
  let bitmap: Uint8Array | null = new Uint8Array(index.records.length)
  let passing = 0
  for (let record = 0; record < bitmap.length; record++) {
    const passes = predicate(record)
    bitmap[record] = passes ? 1 : 0
    if (passes) passing++
  }
  // Filters every record passes (the dialog's version and language on a one-version index) filter
  // nothing: the ranking loops then skip the lookup.
  if (passing === bitmap.length) bitmap = ALL_PASS
  if (cache.size >= CACHED_EXPRESSIONS) cache.delete(cache.keys().next().value as string)
  cache.set(key, bitmap)
  return bitmap === ALL_PASS ? null : bitmap
}

/** Marks a cached expression that every record passes. */
const ALL_PASS = new Uint8Array(0)

/**
 * `facetFilters` with the hosted service's syntax: the outer list is an AND, an inner list an OR,
 * each filter `attribute:value`; `attribute:-value` excludes a value and `attribute:\-value` matches
 * a value that starts with a minus. Values compare case-insensitively. A filter on an attribute
 * that is not a facet matches nothing (and its negation everything), as on the hosted service.
 */
export type RecordPredicate = (recordId: number) => boolean

interface ParsedFilter {
  attribute: string
  value: string
  negated: boolean
}

export function parseFacetFilter(filter: string): ParsedFilter {
  const colon = filter.indexOf(':')
  if (colon <= 0)
    throw badRequest(`Invalid facetFilters entry "${filter.slice(0, 100)}": expected attribute:value`)
  const attribute = filter.slice(0, colon).trim()
  let value = filter.slice(colon + 1)
  let negated = false
  if (value.startsWith('-')) {
    negated = true
    value = value.slice(1)
  } else if (value.startsWith('\\-')) {
    value = value.slice(1)
  }
  return { attribute, value, negated }
}

function isFacetAttribute(attribute: string): attribute is FacetAttribute {
  return (FACET_ATTRIBUTES as readonly string[]).includes(attribute)
}

function compileFilter(index: SearchIndex, filter: string): RecordPredicate {
  const { attribute, value, negated } = parseFacetFilter(filter)
  if (!isFacetAttribute(attribute)) return () => negated
  const column = index.facets.get(attribute)
  const ids = new Set(column?.idsByFoldedValue.get(value.toLowerCase()) ?? [])
  const valueIdByRecord = column?.valueIdByRecord
  if (!valueIdByRecord || ids.size === 0) return () => negated
  if (ids.size === 1) {
    const [only] = ids
    return (record) => (valueIdByRecord[record] === only) !== negated
  }
  return (record) => ids.has(valueIdByRecord[record] as number) !== negated
}

/** One predicate for the whole filter list, or null when nothing is filtered. */
export function compileFacetFilters(index: SearchIndex, filters: FacetFilters): RecordPredicate | null {
  // An empty OR group constrains nothing, as on the hosted service.
  const conjunction = filters
    .filter((entry) => typeof entry === 'string' || entry.length > 0)
    .map((entry) => {
      if (typeof entry === 'string') return compileFilter(index, entry)
      const disjunction = entry.map((filter) => compileFilter(index, filter))
      return (record: number) => disjunction.some((predicate) => predicate(record))
    })
  if (conjunction.length === 0) return null
  if (conjunction.length === 1) return conjunction[0] as RecordPredicate
  return (record) => conjunction.every((predicate) => predicate(record))
}
