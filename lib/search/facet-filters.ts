/**
 * `facetFilters` with the hosted service's syntax: the outer list is an AND, an inner list an OR,
 * each filter `attribute:value`; `attribute:-value` excludes a value and `attribute:\-value` matches
 * a value that starts with a minus. Values compare case-insensitively. A filter on an attribute
 * that is not a facet matches nothing (and its negation everything), as on the hosted service.
 */
import type { FacetFilters } from './engine-types'
import { badRequest } from './errors'
import { FACET_ATTRIBUTES, type FacetAttribute } from './index-settings'
import type { SearchIndex } from './search-index'

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
