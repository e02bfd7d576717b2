import { recordedAnswers } from '@/lib/search/testing/fixture-client'
import {
  buildPanelView,
  INITIAL_PANEL_VIEW,
  isSettled,
  noResultsSuggestions,
  panelItems,
  type AnswerLike,
} from './panel'
import { toStoredSearch, type StoredSearches } from './stored-searches'
import type { DialogHit } from './hits'

const installation = recordedAnswers.installation.results[0] as unknown as AnswerLike
const noResults = { ...(recordedAnswers.noResults.results[0] as unknown as AnswerLike), query: 'xyzzy' }
const EMPTY: StoredSearches = { recents: [], favorites: [] }

describe('buildPanelView: one switch from the settled search to the screen', () => {
  it('shows the start screen for an empty query', () => {
    expect(buildPanelView('idle', { query: '', hits: [], nbHits: 0 }, INITIAL_PANEL_VIEW).screen).toBe(
      'start',
    )
    expect(buildPanelView('idle', null, INITIAL_PANEL_VIEW).screen).toBe('start')
  })

  it('shows grouped results with the queryID', () => {
    const view = buildPanelView('idle', installation, INITIAL_PANEL_VIEW)
    expect(view.screen).toBe('results')
    expect(view.query).toBe('installation')
    expect(view.queryID).toBe(installation.queryID)
    expect(view.groups.map((group) => group.section)).toEqual(['Documentation', 'Third Party Integrations'])
    expect(view.suggestions).toEqual(['Documentation', 'Third Party Integrations'])
  })

  it('shows no results and keeps the earlier suggestions', () => {
    const results = buildPanelView('idle', installation, INITIAL_PANEL_VIEW)
    const view = buildPanelView('idle', noResults, results)
    expect(view.screen).toBe('noResults')
    expect(view.query).toBe('xyzzy')
    expect(view.suggestions).toEqual(results.suggestions)
  })

  it('shows the error screen on error', () => {
    expect(buildPanelView('error', installation, INITIAL_PANEL_VIEW).screen).toBe('error')
  })

  it('only settled states change the view', () => {
    expect(isSettled('idle')).toBe(true)
    expect(isSettled('error')).toBe(true)
    expect(isSettled('loading')).toBe(false)
    expect(isSettled('stalled')).toBe(false)
  })
})

describe('panelItems', () => {
  const hit = (id: string, lvl0 = 'Server'): DialogHit => ({
    objectID: id,
    url: `/3.5.6/docs/${id}`,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0, lvl1: `Page ${id}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  })
  const stored: StoredSearches = {
    recents: [toStoredSearch(hit('r1')), toStoredSearch(hit('r2'))],
    favorites: [toStoredSearch(hit('f1', 'Clients'))],
  }

  it('lists the results in display order with their positions', () => {
    const view = buildPanelView('idle', installation, INITIAL_PANEL_VIEW)
    const items = panelItems(view, stored)
    expect(items).toHaveLength(6)
    expect(items.every((item) => item.source === 'result' && item.position !== null)).toBe(true)
  })

  it('keeps the item of a hit shown as before, so its option is not rendered again', () => {
    const first = buildPanelView('idle', installation, INITIAL_PANEL_VIEW)
    const again = buildPanelView('idle', { ...installation }, first)
    expect(again).not.toBe(first)
    expect(panelItems(again, EMPTY)[0]).toBe(panelItems(first, EMPTY)[0])
  })

  it('lists recents then favourites on the start screen', () => {
    const items = panelItems(INITIAL_PANEL_VIEW, stored)
    expect(items.map((item) => `${item.source}:${item.hit.objectID}`)).toEqual([
      'recent:r1',
      'recent:r2',
      'favorite:f1',
    ])
    expect(new Set(items.map((item) => item.id)).size).toBe(3)
  })

  it('has no options on the no-results and error screens', () => {
    expect(panelItems({ ...INITIAL_PANEL_VIEW, screen: 'noResults' }, stored)).toEqual([])
    expect(panelItems({ ...INITIAL_PANEL_VIEW, screen: 'error' }, stored)).toEqual([])
  })

  it('suggests sections of saved searches when no search found anything yet', () => {
    const view = { ...INITIAL_PANEL_VIEW, screen: 'noResults' as const, query: 'xyz' }
    expect(noResultsSuggestions(view, stored, 3)).toEqual(['Clients', 'Server'])
    expect(noResultsSuggestions({ ...view, suggestions: ['A', 'B', 'C', 'D'] }, stored, 3)).toEqual([
      'A',
      'B',
      'C',
    ])
    expect(noResultsSuggestions({ ...view, query: 'server' }, EMPTY, 3)).toEqual([])
  })
})
