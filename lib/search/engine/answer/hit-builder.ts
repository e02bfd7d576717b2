/**
 * Turning a matched record into a hit: the attributes the request retrieves (`*`, nested names such
 * as `hierarchy.lvl0`, exclusions such as `-weight`), plus `_highlightResult` and `_snippetResult`
 * for the attributes it highlights and snippets, nested the same way as the record.
 *
 * The attribute lists are the same for every hit of a request, so they are read once into a plan
 * (`planHits`); building a hit then only walks the record.
 */
import type {
  HighlightResultOption,
  NestedResult,
  SearchHit,
  SearchParams,
  SnippetResultOption,
} from '../types'
import { highlightValue, snippetValue, type HighlightTags, type TokenMatcher } from './highlight'
import { HIERARCHY_LEVELS, type SearchRecord } from '../../record'

/** Words in a snippet when the request names an attribute without a count (hosted default). */
export const DEFAULT_SNIPPET_WORDS = 10

type JsonObject = { [key: string]: unknown }

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An attribute path (`url`, `hierarchy.lvl0`) and its keys. */
interface AttributePath {
  path: string
  keys: readonly string[]
}

function attributePath(path: string): AttributePath {
  return { path, keys: path.split('.') }
}

/** Every path to a string (or null) leaf of the record: `url`, `hierarchy.lvl0`, … */
function leafPaths(record: SearchRecord): AttributePath[] {
  const paths: AttributePath[] = []
  for (const [key, value] of Object.entries(record)) {
    if (isObject(value)) {
      for (const nested of Object.keys(value)) paths.push({ path: `${key}.${nested}`, keys: [key, nested] })
    } else paths.push({ path: key, keys: [key] })
  }
  return paths
}

function valueAt(record: SearchRecord, keys: readonly string[]): unknown {
  let current: unknown = record
  for (const key of keys) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined
    current = current[key]
  }
  return current
}

function setAt<T>(target: NestedResult<T> | JsonObject, keys: readonly string[], value: T): void {
  let current = target as JsonObject
  const last = keys.length - 1
  for (let i = 0; i < last; i++) {
    const key = keys[i] as string
    if (!isObject(current[key])) current[key] = {}
    current = current[key] as JsonObject
  }
  current[keys[last] as string] = value
}

/**
 * The paths an attribute list stands for: `hierarchy` for its levels, `*` for every attribute of
 * the record. Without `*` they are the same for every record and expanded once.
 */
class AttributePaths {
  private readonly fixed: readonly AttributePath[] | null

  constructor(private readonly attributes: readonly string[]) {
    this.fixed = attributes.includes('*') ? null : AttributePaths.expand(attributes, [])
  }

  of(record: SearchRecord): readonly AttributePath[] {
    return this.fixed ?? AttributePaths.expand(this.attributes, leafPaths(record))
  }

  private static expand(
    attributes: readonly string[],
    recordPaths: readonly AttributePath[],
  ): AttributePath[] {
    const paths = new Map<string, AttributePath>()
    for (const attribute of attributes) {
      if (attribute === '*') recordPaths.forEach((path) => paths.set(path.path, path))
      else if (attribute === 'hierarchy') {
        HIERARCHY_LEVELS.forEach((level) =>
          paths.set(`hierarchy.${level}`, attributePath(`hierarchy.${level}`)),
        )
      } else paths.set(attribute, attributePath(attribute))
    }
    return [...paths.values()]
  }
}

export function parseSnippetAttribute(spec: string): { attribute: string; words: number } {
  const match = /^(.*):(\d+)$/.exec(spec)
  return match
    ? { attribute: match[1] as string, words: Number(match[2]) }
    : { attribute: spec, words: DEFAULT_SNIPPET_WORDS }
}

/**
 * One snippet per attribute, in the order of each attribute's last mention: a later spec of the
 * same attribute replaced an earlier one's snippet anyway (`content:10,content:20` is `content:20`),
 * and a list repeating one attribute must not cost a snippet per repetition on every hit.
 */
function lastSnippetOfEachAttribute(specs: readonly string[]): Array<{ attribute: string; words: number }> {
  const byAttribute = new Map<string, number>()
  for (const spec of specs) {
    const { attribute, words } = parseSnippetAttribute(spec)
    byAttribute.delete(attribute)
    byAttribute.set(attribute, words)
  }
  return [...byAttribute].map(([attribute, words]) => ({ attribute, words }))
}

/** What a request asks of every hit, read once per search. */
export interface HitPlan {
  retrieveEverything: boolean
  retrieved: readonly AttributePath[]
  excluded: ReadonlySet<string>
  snippets: ReadonlyArray<{ paths: AttributePaths; words: number }>
  highlighted: AttributePaths | null
  tags: HighlightTags
  ellipsis: string
}

export function planHits(params: SearchParams): HitPlan {
  const wanted = params.attributesToRetrieve.filter((attribute) => !attribute.startsWith('-'))
  return {
    retrieveEverything: wanted.includes('*'),
    retrieved: wanted.map(attributePath),
    excluded: new Set(
      params.attributesToRetrieve.filter((attribute) => attribute.startsWith('-')).map((a) => a.slice(1)),
    ),
    snippets: lastSnippetOfEachAttribute(params.attributesToSnippet).map(({ attribute, words }) => ({
      paths: new AttributePaths([attribute]),
      words,
    })),
    highlighted:
      params.attributesToHighlight.length > 0
        ? new AttributePaths([...new Set(params.attributesToHighlight)])
        : null,
    tags: { preTag: params.highlightPreTag, postTag: params.highlightPostTag },
    ellipsis: params.snippetEllipsisText,
  }
}

function retrieveAttributes(record: SearchRecord, plan: HitPlan): JsonObject {
  const hit: JsonObject = {}
  const paths = plan.retrieveEverything ? leafPaths(record) : plan.retrieved
  for (const { path, keys } of paths) {
    if (plan.excluded.size > 0 && (plan.excluded.has(path) || plan.excluded.has(keys[0] as string))) continue
    const value = valueAt(record, keys)
    if (value === undefined) continue
    // Copy objects and lists so a caller editing a hit can never change the index.
    setAt(hit, keys, isObject(value) ? { ...value } : Array.isArray(value) ? [...value] : value)
  }
  return hit
}

export function buildHit(record: SearchRecord, plan: HitPlan, matcher: TokenMatcher): SearchHit {
  // The retrieved attributes' object is the hit (a fresh object): not copied again.
  const hit = retrieveAttributes(record, plan) as SearchHit
  hit.objectID = record.objectID
  if (plan.snippets.length > 0) {
    const snippets: NestedResult<SnippetResultOption> = {}
    let found = false
    for (const { paths, words } of plan.snippets) {
      for (const { keys } of paths.of(record)) {
        const value = valueAt(record, keys)
        if (typeof value !== 'string') continue
        setAt(snippets, keys, snippetValue(value, matcher, plan.tags, words, plan.ellipsis))
        found = true
      }
    }
    // Like the hosted service, no `_snippetResult` when no requested attribute has text.
    if (found) hit._snippetResult = snippets
  }
  if (plan.highlighted) {
    const highlights: NestedResult<HighlightResultOption> = {}
    let found = false
    for (const { keys } of plan.highlighted.of(record)) {
      const value = valueAt(record, keys)
      if (typeof value !== 'string') continue
      setAt(highlights, keys, highlightValue(value, matcher, plan.tags))
      found = true
    }
    if (found) hit._highlightResult = highlights
  }
  return hit
}
