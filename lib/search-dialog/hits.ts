/**
 * Hits as the dialog reads them from the queries answer (`results[0].hits`), and the view model
 * the screens render: hits grouped by top-level section, each with its title, its full path
 * (section › page › heading …) and a snippet, all as highlighted parts.
 */
import { siteConfig } from '@/site.config'
import { plainParts, parseHighlightedParts, type HighlightedPart } from './highlight'

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type Level = (typeof LEVELS)[number]
export type HitType = Exclude<Level, 'lvl0'> | 'content'
const HIT_TYPES: readonly string[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']

export type HitHierarchy = Record<Level, string | null>

interface HighlightValue {
  value: string
}

/** The fields the request retrieves (`attributesToRetrieve`) plus highlight and snippet results. */
export interface DialogHit {
  objectID: string
  url: string
  type: HitType
  hierarchy: HitHierarchy
  content: string | null
  _highlightResult?: {
    hierarchy?: Partial<Record<Level, HighlightValue>>
    content?: HighlightValue
  }
  _snippetResult?: {
    hierarchy?: Partial<Record<Level, HighlightValue>>
    content?: HighlightValue
  }
}

export interface HitView {
  /** DOM id of the option: unique within the open dialog. */
  id: string
  objectID: string
  url: string
  type: HitType
  /** 1-based position in the answer, for click analytics. */
  position: number
  /** Plain text of the title, for labels. */
  titleText: string
  title: HighlightedPart[]
  /** Section › page › heading …, each level as highlighted parts. */
  path: HighlightedPart[][]
  /** The content snippet, or null for heading hits. */
  snippet: HighlightedPart[] | null
  /** The hit as received, to store as a recent search. */
  hit: DialogHit
}

export interface HitGroup {
  section: string
  hits: HitView[]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Only same-site paths (`/3.5.6/docs/...#anchor`) are followed: a tampered stored search or a
 * bad record can never make the dialog open `javascript:` or another origin.
 */
export function isSafeHitUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !/[\u0000-\u001f]/.test(url)
}

export function isDialogHit(value: unknown): value is DialogHit {
  if (!isObject(value)) return false
  const { objectID, url, type, hierarchy, content } = value
  if (typeof objectID !== 'string' || objectID === '') return false
  if (typeof url !== 'string' || !isSafeHitUrl(url)) return false
  if (typeof type !== 'string' || !HIT_TYPES.includes(type)) return false
  if (content !== null && content !== undefined && typeof content !== 'string') return false
  if (!isObject(hierarchy)) return false
  return LEVELS.every((level) => {
    const text = hierarchy[level]
    return text === null || text === undefined || typeof text === 'string'
  })
}

/** The deepest heading level a hit has (its own level for heading hits). */
export function deepestLevel(hit: Pick<DialogHit, 'hierarchy' | 'type'>): Level {
  if (hit.type !== 'content') return hit.type
  for (let index = LEVELS.length - 1; index >= 0; index--) {
    const level = LEVELS[index] as Level
    if (hit.hierarchy[level]) return level
  }
  return 'lvl0'
}

function levelParts(hit: DialogHit, level: Level): HighlightedPart[] {
  const highlighted = hit._highlightResult?.hierarchy?.[level]?.value
  if (typeof highlighted === 'string') return parseHighlightedParts(highlighted)
  return plainParts(hit.hierarchy[level] ?? '')
}

function contentSnippet(hit: DialogHit): HighlightedPart[] | null {
  if (hit.type !== 'content' || !hit.content) return null
  const snippet = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value
  return typeof snippet === 'string' ? parseHighlightedParts(snippet) : plainParts(hit.content)
}

/** Levels from the section down to the hit's own heading. */
function pathLevels(hit: DialogHit): Level[] {
  const deepest = LEVELS.indexOf(deepestLevel(hit))
  return LEVELS.slice(0, deepest + 1).filter((level) => Boolean(hit.hierarchy[level]))
}

export function hitTitleText(hit: Pick<DialogHit, 'hierarchy' | 'type'>): string {
  return hit.hierarchy[deepestLevel(hit)] ?? hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? ''
}

/** The plain texts of section › page › heading …, down to the hit's own level. */
export function hitPathTexts(hit: Pick<DialogHit, 'hierarchy' | 'type'>): string[] {
  const deepest = LEVELS.indexOf(deepestLevel(hit))
  return LEVELS.slice(0, deepest + 1)
    .map((level) => hit.hierarchy[level])
    .filter((text): text is string => Boolean(text))
}

export function toHitView(hit: DialogHit, id: string, position: number): HitView {
  return {
    id,
    objectID: hit.objectID,
    url: hit.url,
    type: hit.type,
    position,
    titleText: hitTitleText(hit),
    title: levelParts(hit, deepestLevel(hit)),
    path: pathLevels(hit).map((level) => levelParts(hit, level)),
    snippet: contentSnippet(hit),
    hit,
  }
}

/**
 * Groups hits by `hierarchy.lvl0` in the order sections first appear, keeping at most
 * `perGroup` hits of each. Hits that fail validation (no safe url, unknown type) are left out.
 */
export function groupHitsBySection(
  hits: readonly unknown[],
  options: { perGroup?: number; idPrefix?: string } = {},
): HitGroup[] {
  const perGroup = options.perGroup ?? siteConfig.search.resultsPerGroup
  const idPrefix = options.idPrefix ?? 'search-hit'
  const groups = new Map<string, HitGroup>()
  hits.forEach((hit, index) => {
    if (!isDialogHit(hit)) return
    const section = hit.hierarchy.lvl0 ?? ''
    let group = groups.get(section)
    if (!group) {
      group = { section, hits: [] }
      groups.set(section, group)
    }
    if (group.hits.length < perGroup) group.hits.push(toHitView(hit, `${idPrefix}-${index}`, index + 1))
  })
  return [...groups.values()]
}

function samePartsAs(a: readonly HighlightedPart[], b: readonly HighlightedPart[]): boolean {
  return (
    a.length === b.length &&
    a.every((part, index) => part.value === b[index]?.value && part.isHighlighted === b[index]?.isHighlighted)
  )
}

/**
 * The next answer's groups, sharing with the previous answer's what has not changed: a hit shown
 * exactly as before (same place, same record, same highlights) is the previous object, and an
 * unchanged title, path level or snippet is the previous array. The memoised options then skip
 * what a keystroke did not change, which is most of the list while a word is being typed.
 */
export function reuseUnchangedHits(next: HitGroup[], previous: readonly HitGroup[]): HitGroup[] {
  const before = new Map(previous.flatMap((group) => group.hits.map((hit) => [hit.id, hit] as const)))
  if (before.size === 0) return next
  const reuseParts = (parts: HighlightedPart[], old: HighlightedPart[] | null | undefined) =>
    old && samePartsAs(parts, old) ? old : parts
  return next.map((group) => ({
    ...group,
    hits: group.hits.map((hit) => {
      const old = before.get(hit.id)
      if (!old || old.objectID !== hit.objectID || old.url !== hit.url || old.type !== hit.type) return hit
      const title = reuseParts(hit.title, old.title)
      const path = hit.path.map((level, index) => reuseParts(level, old.path[index]))
      const snippet = hit.snippet && reuseParts(hit.snippet, old.snippet)
      const samePath =
        path.length === old.path.length && path.every((level, index) => level === old.path[index])
      if (title === old.title && samePath && snippet === old.snippet) return old
      return { ...hit, title, path: samePath ? old.path : path, snippet }
    }),
  }))
}

/** The section names of grouped results: offered as suggested queries when a later search finds nothing. */
export function sectionSuggestions(
  groups: readonly HitGroup[],
  limit: number = siteConfig.search.suggestedQueriesLimit,
) {
  return groups
    .map((group) => group.section)
    .filter(Boolean)
    .slice(0, limit)
}
