import { useCallback, useEffect, useState } from 'react'
import type { DialogHit } from '@/lib/search-dialog/hits'
import {
  addFavorite,
  addRecent,
  clearFavorites,
  clearRecents,
  loadStoredSearches,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
  type StoredSearch,
  type StoredSearches,
} from '@/lib/search-dialog/stored-searches'

const EMPTY: StoredSearches = { recents: [], favorites: [] }

/**
 * Recent and favourite searches. Storage is read after mount, and every change re-reads it
 * first, so a change made in another tab is not overwritten.
 */
export function useRecentSearches() {
  const [stored, setStored] = useState<StoredSearches>(EMPTY)

  useEffect(() => {
    const load = () => setStored(loadStoredSearches())
    load()
    window.addEventListener('storage', load)
    return () => window.removeEventListener('storage', load)
  }, [])

  const change = useCallback((update: (state: StoredSearches) => StoredSearches) => {
    const next = update(loadStoredSearches())
    saveStoredSearches(next)
    setStored(loadStoredSearches())
  }, [])

  return {
    stored,
    saveRecent: useCallback((hit: DialogHit) => change((state) => addRecent(state, hit)), [change]),
    saveFavorite: useCallback(
      (entry: StoredSearch) => change((state) => addFavorite(state, entry)),
      [change],
    ),
    removeRecent: useCallback(
      (objectID: string) => change((state) => removeRecent(state, objectID)),
      [change],
    ),
    removeFavorite: useCallback(
      (objectID: string) => change((state) => removeFavorite(state, objectID)),
      [change],
    ),
    clearRecents: useCallback(() => change(clearRecents), [change]),
    clearFavorites: useCallback(() => change(clearFavorites), [change]),
  }
}
