/**
 * The search panel as plain data: which screen shows (one small switch on the search status and
 * the settled answer) and the hits or stored searches it lists. The dialog's state around it
 * (query, active item, the "Ask AI" entry) is in dialog-state.ts.
 */
import {
  groupHitsBySection,
  hitTitleText,
  reuseUnchangedHits,
  sectionSuggestions,
  type DialogHit,
  type HitGroup,
  type HitView,
} from './hits'
import type { StoredSearch, StoredSearches } from './stored-searches'

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error'
export type Screen = 'start' | 'results' | 'noResults' | 'error'

/** The part of `results[0]` of a queries answer the dialog reads. */
export interface AnswerLike {
  query: string
  hits: readonly unknown[]
  nbHits: number
  queryID?: string
}

export interface PanelView {
  screen: Screen
  /** The query the screen shows the answer for (not the input's newer value while loading). */
  query: string
  groups: HitGroup[]
  nbHits: number
  queryID: string | null
  /** Section names of the last search that found something, offered when a later one finds nothing. */
  suggestions: string[]
}

export const INITIAL_PANEL_VIEW: PanelView = {
  screen: 'start',
  query: '',
  groups: [],
  nbHits: 0,
  queryID: null,
  suggestions: [],
}

/** Only a settled search (idle or error) changes the view, so screens never flash while loading. */
export function isSettled(status: SearchStatus): boolean {
  return status === 'idle' || status === 'error'
}

export function buildPanelView(
  status: SearchStatus,
  answer: AnswerLike | null | undefined,
  previous: PanelView,
): PanelView {
  if (status === 'error')
    return {
      ...INITIAL_PANEL_VIEW,
      screen: 'error',
      query: previous.query,
      suggestions: previous.suggestions,
    }
  const query = answer?.query ?? ''
  if (!answer || query.trim() === '') return { ...INITIAL_PANEL_VIEW, suggestions: previous.suggestions }
  const groups = reuseUnchangedHits(groupHitsBySection(answer.hits), previous.groups)
  if (groups.length === 0) {
    return { ...INITIAL_PANEL_VIEW, screen: 'noResults', query, suggestions: previous.suggestions }
  }
  const suggestions = sectionSuggestions(groups)
  return {
    screen: 'results',
    query,
    groups,
    nbHits: answer.nbHits,
    queryID: answer.queryID ?? null,
    suggestions: suggestions.length >= previous.suggestions.length ? suggestions : previous.suggestions,
  }
}

export type PanelItemSource = 'result' | 'recent' | 'favorite'

/** One option of the listbox, whatever screen it is on. */
export interface PanelItem {
  id: string
  url: string
  titleText: string
  source: PanelItemSource
  hit: DialogHit | StoredSearch
  /** 1-based position in the answer (results only), for click analytics. */
  position: number | null
}

export function storedItemId(source: 'recent' | 'favorite', objectID: string, index: number): string {
  return `search-${source}-${index}-${objectID.replace(/[^\w-]/g, '_')}`
}

/** One item per hit view, so that a hit shown as before keeps its item (and its option is not re-rendered). */
const resultItems = new WeakMap<HitView, PanelItem>()

function resultItem(hit: HitView): PanelItem {
  let item = resultItems.get(hit)
  if (!item) {
    item = {
      id: hit.id,
      url: hit.url,
      titleText: hit.titleText,
      source: 'result',
      hit: hit.hit,
      position: hit.position,
    }
    resultItems.set(hit, item)
  }
  return item
}

/** The options in the order they are shown: grouped results, or recents then favourites. */
export function panelItems(view: PanelView, stored: StoredSearches): PanelItem[] {
  if (view.screen === 'results') return view.groups.flatMap((group) => group.hits.map(resultItem))
  if (view.screen !== 'start') return []
  const storedItem = (source: 'recent' | 'favorite') => (entry: StoredSearch, index: number) => ({
    id: storedItemId(source, entry.objectID, index),
    url: entry.url,
    titleText: hitTitleText(entry),
    source,
    hit: entry,
    position: null,
  })
  return [...stored.recents.map(storedItem('recent')), ...stored.favorites.map(storedItem('favorite'))]
}

/**
 * Suggested queries for the no-results screen: the sections the last successful search found,
 * else the sections of the visitor's saved searches; at most the configured number.
 */
export function noResultsSuggestions(view: PanelView, stored: StoredSearches, limit: number): string[] {
  const fromStored = [...stored.favorites, ...stored.recents]
    .map((entry) => entry.hierarchy.lvl0)
    .filter((section): section is string => Boolean(section))
  const unique = [...new Set([...view.suggestions, ...fromStored])]
  return unique
    .filter((suggestion) => suggestion.toLowerCase() !== view.query.trim().toLowerCase())
    .slice(0, limit)
}
