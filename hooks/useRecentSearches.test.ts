import { act, renderHook } from '@testing-library/react'
import type { DialogHit } from '@/lib/search-dialog/hits'
import { siteConfig } from '@/site.config'
import { useRecentSearches } from './useRecentSearches'

const hit = (id: string): DialogHit => ({
  objectID: id,
  url: `/3.5.6/docs/${id}`,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Server', lvl1: id, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
})

beforeEach(() => localStorage.clear())

it('reads storage after mount and writes every change through', () => {
  localStorage.setItem(siteConfig.storageKeys.recentSearches, JSON.stringify([hit('a')]))
  const { result } = renderHook(() => useRecentSearches())
  expect(result.current.stored.recents.map((entry) => entry.objectID)).toEqual(['a'])
  act(() => result.current.saveRecent(hit('b')))
  expect(result.current.stored.recents.map((entry) => entry.objectID)).toEqual(['b', 'a'])
  act(() => result.current.saveFavorite(result.current.stored.recents[1]!))
  expect(result.current.stored.favorites.map((entry) => entry.objectID)).toEqual(['a'])
  act(() => result.current.removeFavorite('a'))
  act(() => result.current.clearRecents())
  expect(result.current.stored).toEqual({ recents: [], favorites: [] })
  expect(localStorage.getItem(siteConfig.storageKeys.recentSearches)).toBeNull()
})

it('does not overwrite a change made in another tab', () => {
  const { result } = renderHook(() => useRecentSearches())
  localStorage.setItem(siteConfig.storageKeys.recentSearches, JSON.stringify([hit('other-tab')]))
  act(() => result.current.saveRecent(hit('here')))
  expect(result.current.stored.recents.map((entry) => entry.objectID)).toEqual(['here', 'other-tab'])
})

it('follows storage events from other tabs', () => {
  const { result } = renderHook(() => useRecentSearches())
  localStorage.setItem(siteConfig.storageKeys.recentSearches, JSON.stringify([hit('x')]))
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: siteConfig.storageKeys.recentSearches }))
  })
  expect(result.current.stored.recents).toHaveLength(1)
})
