/**
 * Facet filters as one byte per record, computed once per filter expression and index and then
 * reused: the search dialog sends the same version/language filters with every keystroke, and a
 * byte lookup in the hot loops is far cheaper than evaluating the filter expression per record.
 */
import type { FacetFilters } from './engine-types'
import { compileFacetFilters } from './facet-filters'
import type { SearchIndex } from './search-index'

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
    return cached
  }
  const predicate = compileFacetFilters(index, filters)
  if (!predicate) return null
  const bitmap = new Uint8Array(index.records.length)
  for (let record = 0; record < bitmap.length; record++) bitmap[record] = predicate(record) ? 1 : 0
  if (cache.size >= CACHED_EXPRESSIONS) cache.delete(cache.keys().next().value as string)
  cache.set(key, bitmap)
  return bitmap
}
