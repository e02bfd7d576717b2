/**
 * Recent and favourite searches: hits the visitor opened, kept in localStorage through the one
 * storage module. A selected hit becomes the newest recent (unless it is a favourite); 7 recents
 * are kept without favourites, 4 with; 10 favourites. What is read back is validated entry by
 * entry: tampered or unreadable storage is dropped and replaced by the next write.
 */
import { readJson, removeKey, writeJson } from '@/lib/storage/browser-storage'
import { siteConfig } from '@/site.config'
import { isDialogHit, LEVELS, type DialogHit, type HitHierarchy, type HitType } from './hits'

/** A hit as stored: plain text only, no highlighting of the query it was found with. */
export interface StoredSearch {
  objectID: string
  url: string
  type: HitType
  hierarchy: HitHierarchy
  content: string | null
}

export interface StoredSearches {
  recents: StoredSearch[]
  favorites: StoredSearch[]
}

const { search, storageKeys } = siteConfig
/** Longest text kept per field: a stored search is a pointer with a label, not a copy of the page. */
const MAX_FIELD_LENGTH = 300

function clip(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null
  return text.length > MAX_FIELD_LENGTH ? text.slice(0, MAX_FIELD_LENGTH) : text
}

export function toStoredSearch(hit: DialogHit): StoredSearch {
  const hierarchy = Object.fromEntries(
    LEVELS.map((level) => [level, clip(hit.hierarchy[level])]),
  ) as HitHierarchy
  return { objectID: hit.objectID, url: hit.url, type: hit.type, hierarchy, content: clip(hit.content) }
}

function isStoredSearchList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.every((entry) => isDialogHit(entry))
}

export function recentLimit(favoriteCount: number): number {
  return favoriteCount === 0 ? search.recentSearchesLimit : search.recentSearchesWithFavoritesLimit
}

function dedupe(list: readonly StoredSearch[]): StoredSearch[] {
  const seen = new Set<string>()
  return list.filter((entry) => !seen.has(entry.objectID) && seen.add(entry.objectID))
}

/** Rules that keep both lists consistent: no duplicates, no recent that is also a favourite, limits applied. */
export function normalizeStoredSearches({ recents, favorites }: StoredSearches): StoredSearches {
  const keptFavorites = dedupe(favorites).slice(0, search.favoriteSearchesLimit)
  const favoriteIds = new Set(keptFavorites.map((entry) => entry.objectID))
  const keptRecents = dedupe(recents)
    .filter((entry) => !favoriteIds.has(entry.objectID))
    .slice(0, recentLimit(keptFavorites.length))
  return { recents: keptRecents, favorites: keptFavorites }
}

/** A selected hit: the newest recent, or left where it is when it is a favourite. */
export function addRecent(state: StoredSearches, hit: DialogHit): StoredSearches {
  const entry = toStoredSearch(hit)
  if (state.favorites.some((favorite) => favorite.objectID === entry.objectID)) return state
  return normalizeStoredSearches({ ...state, recents: [entry, ...state.recents] })
}

/** Promotes a recent to the newest favourite. */
export function addFavorite(state: StoredSearches, entry: StoredSearch): StoredSearches {
  return normalizeStoredSearches({
    recents: state.recents.filter((recent) => recent.objectID !== entry.objectID),
    favorites: [entry, ...state.favorites.filter((favorite) => favorite.objectID !== entry.objectID)],
  })
}

export function removeRecent(state: StoredSearches, objectID: string): StoredSearches {
  return { ...state, recents: state.recents.filter((entry) => entry.objectID !== objectID) }
}

export function removeFavorite(state: StoredSearches, objectID: string): StoredSearches {
  return { ...state, favorites: state.favorites.filter((entry) => entry.objectID !== objectID) }
}

export function clearRecents(state: StoredSearches): StoredSearches {
  return { ...state, recents: [] }
}

export function clearFavorites(state: StoredSearches): StoredSearches {
  return { ...state, favorites: [] }
}

function readList(key: string): StoredSearch[] {
  return readJson(key, isStoredSearchList, []).map((entry) => toStoredSearch(entry as DialogHit))
}

/** Reads both lists; anything invalid is discarded (and removed from storage). Call from effects only. */
export function loadStoredSearches(): StoredSearches {
  return normalizeStoredSearches({
    recents: readList(storageKeys.recentSearches),
    favorites: readList(storageKeys.favoriteSearches),
  })
}

export function saveStoredSearches(state: StoredSearches): void {
  const { recents, favorites } = normalizeStoredSearches(state)
  if (recents.length > 0) writeJson(storageKeys.recentSearches, recents)
  else removeKey(storageKeys.recentSearches)
  if (favorites.length > 0) writeJson(storageKeys.favoriteSearches, favorites)
  else removeKey(storageKeys.favoriteSearches)
}
