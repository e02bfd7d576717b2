/**
 * Turning a matched record into a hit: the attributes the request retrieves (`*`, nested names such
 * as `hierarchy.lvl0`, exclusions such as `-weight`), plus `_highlightResult` and `_snippetResult`
 * for the attributes it highlights and snippets, nested the same way as the record.
 */
import type {
  HighlightResultOption,
  NestedResult,
  SearchHit,
  SearchParams,
  SnippetResultOption,
} from './engine-types'
import { highlightValue, snippetValue, type TokenMatcher } from './highlight'
import { HIERARCHY_LEVELS, type SearchRecord } from './types'

/** Words in a snippet when the request names an attribute without a count (hosted default). */
export const DEFAULT_SNIPPET_WORDS = 10

type JsonObject = { [key: string]: unknown }

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every path to a string (or null) leaf of the record: `url`, `hierarchy.lvl0`, … */
function leafPaths(record: SearchRecord): string[] {
  const paths: string[] = []
  for (const [key, value] of Object.entries(record)) {
    if (isObject(value)) for (const nested of Object.keys(value)) paths.push(`${key}.${nested}`)
    else paths.push(key)
  }
  return paths
}

function valueAt(record: SearchRecord, path: string): unknown {
  let current: unknown = record
  for (const key of path.split('.')) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined
    current = current[key]
  }
  return current
}

function setAt<T>(target: NestedResult<T> | JsonObject, path: string, value: T): void {
  const keys = path.split('.')
  let current = target as JsonObject
  keys.slice(0, -1).forEach((key) => {
    if (!isObject(current[key])) current[key] = {}
    current = current[key] as JsonObject
  })
  current[keys[keys.length - 1] as string] = value
}

/** `hierarchy` stands for its levels; `*` for every attribute. */
function expandAttributes(record: SearchRecord, attributes: readonly string[]): string[] {
  const paths = new Set<string>()
  for (const attribute of attributes) {
    if (attribute === '*') leafPaths(record).forEach((path) => paths.add(path))
    else if (attribute === 'hierarchy') HIERARCHY_LEVELS.forEach((level) => paths.add(`hierarchy.${level}`))
    else paths.add(attribute)
  }
  return [...paths]
}

function retrieveAttributes(record: SearchRecord, attributes: readonly string[]): JsonObject {
  const hit: JsonObject = {}
  const wanted = attributes.filter((attribute) => !attribute.startsWith('-'))
  const excluded = new Set(attributes.filter((attribute) => attribute.startsWith('-')).map((a) => a.slice(1)))
  const paths = wanted.includes('*') ? leafPaths(record) : wanted
  for (const path of paths) {
    const [top] = path.split('.')
    if (excluded.has(path) || excluded.has(top as string)) continue
    const value = valueAt(record, path)
    if (value === undefined) continue
    // Copy objects so a caller editing a hit can never change the index.
    setAt(hit, path, isObject(value) ? { ...value } : value)
  }
  return hit
}

export function parseSnippetAttribute(spec: string): { attribute: string; words: number } {
  const match = /^(.*):(\d+)$/.exec(spec)
  return match
    ? { attribute: match[1] as string, words: Number(match[2]) }
    : { attribute: spec, words: DEFAULT_SNIPPET_WORDS }
}

export function buildHit(record: SearchRecord, params: SearchParams, matcher: TokenMatcher): SearchHit {
  const hit: SearchHit = {
    ...retrieveAttributes(record, params.attributesToRetrieve),
    objectID: record.objectID,
  }
  const tags = { preTag: params.highlightPreTag, postTag: params.highlightPostTag }
  if (params.attributesToSnippet.length > 0) {
    const snippets: NestedResult<SnippetResultOption> = {}
    for (const spec of params.attributesToSnippet) {
      const { attribute, words } = parseSnippetAttribute(spec)
      for (const path of expandAttributes(record, [attribute])) {
        const value = valueAt(record, path)
        if (typeof value !== 'string') continue
        setAt(snippets, path, snippetValue(value, matcher, tags, words, params.snippetEllipsisText))
      }
    }
    // Like the hosted service, no `_snippetResult` when no requested attribute has text.
    if (Object.keys(snippets).length > 0) hit._snippetResult = snippets
  }
  if (params.attributesToHighlight.length > 0) {
    const highlights: NestedResult<HighlightResultOption> = {}
    for (const path of expandAttributes(record, params.attributesToHighlight)) {
      const value = valueAt(record, path)
      if (typeof value !== 'string') continue
      setAt(highlights, path, highlightValue(value, matcher, tags))
    }
    if (Object.keys(highlights).length > 0) hit._highlightResult = highlights
  }
  return hit
}
