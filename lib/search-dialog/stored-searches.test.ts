import { siteConfig } from '@/site.config'
import { makeDialogHit as hit } from './__fixtures__/make-dialog-hit'
import {
  addFavorite,
  addRecent,
  clearFavorites,
  clearRecents,
  loadStoredSearches,
  normalizeStoredSearches,
  recentLimit,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
  toStoredSearch,
  type StoredSearches,
} from './stored-searches'

const RECENT_KEY = siteConfig.storageKeys.recentSearches
const FAVORITE_KEY = siteConfig.storageKeys.favoriteSearches
const EMPTY: StoredSearches = { recents: [], favorites: [] }

function withRecents(count: number, state: StoredSearches = EMPTY): StoredSearches {
  let next = state
  for (let i = 1; i <= count; i++) next = addRecent(next, hit(i))
  return next
}

beforeEach(() => localStorage.clear())

describe('recent searches', () => {
  it('puts a selected hit first, without duplicates', () => {
    const state = addRecent(addRecent(addRecent(EMPTY, hit(1)), hit(2)), hit(1))
    expect(state.recents.map((entry) => entry.objectID)).toEqual(['1', '2'])
  })

  it('keeps 7 when there are no favourites', () => {
    expect(withRecents(10).recents.map((entry) => entry.objectID)).toEqual([
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
    ])
    expect(recentLimit(0)).toBe(7)
  })

  it('keeps 4 when there are favourites', () => {
    const withFavorite = addFavorite(EMPTY, toStoredSearch(hit('f')))
    expect(withRecents(10, withFavorite).recents).toHaveLength(4)
    expect(recentLimit(1)).toBe(4)
  })

  it('does not add a favourite as a recent', () => {
    const state = addFavorite(EMPTY, toStoredSearch(hit(1)))
    expect(addRecent(state, hit(1))).toBe(state)
  })

  it('stores plain text only, not the highlighting of the query', () => {
    const entry = toStoredSearch({
      ...hit(1),
      _highlightResult: { hierarchy: { lvl1: { value: '<mark>Page</mark> 1' } } },
    })
    expect(entry).not.toHaveProperty('_highlightResult')
    expect(entry.hierarchy.lvl1).toBe('Page 1')
  })

  it('removes one and clears all', () => {
    const state = withRecents(3)
    expect(removeRecent(state, '2').recents.map((entry) => entry.objectID)).toEqual(['3', '1'])
    expect(clearRecents(state).recents).toEqual([])
  })
})

describe('favourite searches', () => {
  it('promotes a recent to the first favourite and out of the recents', () => {
    const state = withRecents(3)
    const promoted = addFavorite(state, state.recents[1]!)
    expect(promoted.favorites.map((entry) => entry.objectID)).toEqual(['2'])
    expect(promoted.recents.map((entry) => entry.objectID)).toEqual(['3', '1'])
  })

  it('keeps 10', () => {
    let state = EMPTY
    for (let i = 1; i <= 12; i++) state = addFavorite(state, toStoredSearch(hit(i)))
    expect(state.favorites).toHaveLength(10)
    expect(state.favorites[0]!.objectID).toBe('12')
  })

  it('removes one and clears all', () => {
    let state = EMPTY
    for (let i = 1; i <= 3; i++) state = addFavorite(state, toStoredSearch(hit(i)))
    expect(removeFavorite(state, '2').favorites.map((entry) => entry.objectID)).toEqual(['3', '1'])
    expect(clearFavorites(state).favorites).toEqual([])
  })
})

describe('storage', () => {
  it('round-trips through localStorage under the configured keys', () => {
    const state = addFavorite(withRecents(2), toStoredSearch(hit('f')))
    saveStoredSearches(state)
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toHaveLength(2)
    expect(JSON.parse(localStorage.getItem(FAVORITE_KEY)!)).toHaveLength(1)
    expect(loadStoredSearches()).toEqual(normalizeStoredSearches(state))
  })

  it('removes the keys when the lists are empty', () => {
    saveStoredSearches(withRecents(1))
    saveStoredSearches(EMPTY)
    expect(localStorage.getItem(RECENT_KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"objectID":"1"}'],
    ['a list with a bad entry', JSON.stringify([hit(1), { objectID: 2 }])],
    ['a javascript: url', JSON.stringify([{ ...hit(1), url: 'javascript:alert(1)' }])],
    ['another origin', JSON.stringify([{ ...hit(1), url: 'https://evil.example/' }])],
  ])('ignores and replaces tampered storage: %s', (_, value) => {
    localStorage.setItem(RECENT_KEY, value)
    expect(loadStoredSearches()).toEqual(EMPTY)
    expect(localStorage.getItem(RECENT_KEY)).toBeNull()
    saveStoredSearches(addRecent(loadStoredSearches(), hit(5)))
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual([toStoredSearch(hit(5))])
  })

  it('applies the limits to what it reads', () => {
    localStorage.setItem(
      RECENT_KEY,
      JSON.stringify(Array.from({ length: 12 }, (_, i) => toStoredSearch(hit(i)))),
    )
    expect(loadStoredSearches().recents).toHaveLength(7)
  })

  it('keeps working in memory when storage throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    try {
      expect(() => saveStoredSearches(withRecents(1))).not.toThrow()
      expect(loadStoredSearches().recents).toHaveLength(1)
    } finally {
      setItem.mockRestore()
    }
  })
})
