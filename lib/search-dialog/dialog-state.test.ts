import { recordedAnswers } from '@/lib/search/testing/fixture-client'
import {
  activated,
  activeItem,
  askQuestion,
  backToSearch,
  blurred,
  commanded,
  focused,
  hasListbox,
  initialDialogState,
  searchChanged,
  storedChanged,
  typed,
  type DialogState,
} from './dialog-state'
import type { DialogHit } from './hits'
import { buildPanelView, INITIAL_PANEL_VIEW, type AnswerLike, type PanelItem } from './panel'
import { toStoredSearch, type StoredSearches } from './stored-searches'

const ASK_ID = 'listbox-ask'
const installation = buildPanelView(
  'idle',
  recordedAnswers.installation.results[0] as unknown as AnswerLike,
  INITIAL_PANEL_VIEW,
)
const noResults = buildPanelView(
  'idle',
  { ...(recordedAnswers.noResults.results[0] as unknown as AnswerLike), query: 'xyzzy' },
  installation,
)
const errorView = buildPanelView('error', null, installation)

function hit(id: string): DialogHit {
  return {
    objectID: id,
    url: `/3.5.6/docs/${id}`,
    type: 'lvl1',
    content: null,
    hierarchy: {
      lvl0: 'Server',
      lvl1: `Page ${id}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  }
}
const stored = (recents: string[], favorites: string[] = []): StoredSearches => ({
  recents: recents.map((id) => toStoredSearch(hit(id))),
  favorites: favorites.map((id) => toStoredSearch(hit(id))),
})

/** A dialog with the query typed and its answer settled. */
function answered(query: string, view = installation, canAsk = true): DialogState {
  return searchChanged(typed(initialDialogState({ query: '', canAsk, askId: ASK_ID }), query), 'idle', view)
}

const sources = (state: DialogState) => state.items.map((item) => item.source)
const activeSource = (state: DialogState) => activeItem(state)?.source
const hitCount = installation.groups.reduce((count, group) => count + group.hits.length, 0)

describe('items', () => {
  it('starts with the stored searches, recents then favourites, the first one active', () => {
    const state = storedChanged(
      initialDialogState({ query: '', canAsk: true, askId: ASK_ID }),
      stored(['r1', 'r2'], ['f1']),
    )
    expect(state.view.screen).toBe('start')
    expect(sources(state)).toEqual(['recent', 'recent', 'favorite'])
    expect(state.activeIndex).toBe(0)
    expect(hasListbox(state)).toBe(true)
  })

  it('has nothing to show and no listbox on an empty start screen', () => {
    const state = initialDialogState({ query: '', canAsk: true, askId: ASK_ID })
    expect(state.items).toEqual([])
    expect(state.activeIndex).toBeNull()
    expect(hasListbox(state)).toBe(false)
  })

  it('lists the question first and the hits after it; the best hit is active', () => {
    const state = answered('installation')
    expect(sources(state)).toEqual(['ask', ...Array(hitCount).fill('result')])
    expect(state.items[0]).toEqual({ source: 'ask', id: ASK_ID })
    expect(state.activeIndex).toBe(1)
    expect(activeItem(state)?.id).toBe(installation.groups[0]?.hits[0]?.id)
  })

  it('makes the question the active item when nothing matched', () => {
    const state = answered('xyzzy', noResults)
    expect(sources(state)).toEqual(['ask'])
    expect(activeSource(state)).toBe('ask')
  })

  it('offers no question without a question endpoint, on the start and error screens, or for a blank query', () => {
    expect(sources(answered('installation', installation, false))).not.toContain('ask')
    expect(answered('xyzzy', noResults, false).items).toEqual([])
    expect(answered('server', errorView).items).toEqual([])
    expect(sources(typed(answered('installation'), '   '))).not.toContain('ask')
  })

  it('asks the query with its spaces tidied', () => {
    expect(askQuestion(typed(answered('x'), '  how   do I\tsecure it? '))).toBe('how do I secure it?')
  })
})

describe('typing', () => {
  it('keeps the items (the same array) and the active item while the question stays', () => {
    const before = commanded(answered('installation'), { type: 'next' }).state
    const after = typed(before, 'installation s')
    expect(after.query).toBe('installation s')
    expect(after.items).toBe(before.items)
    expect(after.activeIndex).toBe(before.activeIndex)
  })

  it('opens the panel', () => {
    const closed = blurred(answered('installation'))
    expect(typed(closed, 'installations').isPanelOpen).toBe(true)
  })

  it('makes the best item active again when the question comes or goes', () => {
    const onQuestion = commanded(answered('installation'), { type: 'previous' }).state
    expect(activeSource(onQuestion)).toBe('ask')
    const blank = typed(onQuestion, ' ')
    expect(sources(blank)).not.toContain('ask')
    expect(blank.activeIndex).toBe(0)
  })

  it('caps the query at the configured length', () => {
    expect(typed(answered('x'), 'y'.repeat(100)).query).toHaveLength(64)
  })
})

describe('search answers', () => {
  it('a new answer makes its best item active', () => {
    const moved = commanded(commanded(answered('installation'), { type: 'next' }).state, {
      type: 'next',
    }).state
    expect(moved.activeIndex).toBe(3)
    const next = searchChanged(moved, 'idle', { ...installation })
    expect(next.activeIndex).toBe(1)
  })

  it('a status change alone keeps the view, the items and the active item', () => {
    const state = commanded(answered('installation'), { type: 'next' }).state
    const loading = searchChanged(state, 'stalled', state.view)
    expect(loading.status).toBe('stalled')
    expect(loading.items).toBe(state.items)
    expect(loading.activeIndex).toBe(state.activeIndex)
    expect(searchChanged(loading, 'stalled', state.view)).toBe(loading)
  })
})

describe('stored searches', () => {
  it('a change keeps the active place', () => {
    const start = storedChanged(
      initialDialogState({ query: '', canAsk: true, askId: ASK_ID }),
      stored(['r1', 'r2', 'r3']),
    )
    const onSecond = commanded(start, { type: 'next' }).state
    const saved = storedChanged(onSecond, stored(['r1', 'r2', 'r3'], ['r2']))
    expect(saved.activeIndex).toBe(1)
  })

  it('moves the active place back when the list got shorter, and has none when it is empty', () => {
    const start = storedChanged(
      initialDialogState({ query: '', canAsk: true, askId: ASK_ID }),
      stored(['r1', 'r2']),
    )
    const onLast = commanded(start, { type: 'previous' }).state
    expect(onLast.activeIndex).toBe(1)
    const removed = storedChanged(onLast, stored(['r1']))
    expect(removed.activeIndex).toBe(0)
    expect(storedChanged(removed, stored([])).activeIndex).toBeNull()
  })

  it('the same stored searches change nothing', () => {
    const state = answered('installation')
    expect(storedChanged(state, state.stored)).toBe(state)
  })
})

describe('arrow keys', () => {
  it('move down and up, wrapping at both ends, through the question and the hits', () => {
    let state = answered('installation')
    const count = state.items.length
    state = commanded(state, { type: 'next' }).state
    expect(state.activeIndex).toBe(2)
    state = commanded(commanded(state, { type: 'previous' }).state, { type: 'previous' }).state
    expect(activeSource(state)).toBe('ask')
    state = commanded(state, { type: 'previous' }).state
    expect(state.activeIndex).toBe(count - 1)
    state = commanded(state, { type: 'next' }).state
    expect(state.activeIndex).toBe(0)
  })

  it('scroll the new active item into view', () => {
    const { state, effect } = commanded(answered('installation'), { type: 'next' })
    expect(effect).toEqual({ type: 'scrollIntoView', id: activeItem(state)?.id })
  })

  it('start from none: down to the first, up to the last', () => {
    const start = initialDialogState({ query: '', canAsk: true, askId: ASK_ID })
    const withStored = { ...storedChanged(start, stored(['r1', 'r2'])), activeIndex: null }
    expect(commanded(withStored, { type: 'next' }).state.activeIndex).toBe(0)
    expect(commanded(withStored, { type: 'previous' }).state.activeIndex).toBe(1)
  })

  it('do nothing without items', () => {
    const empty = initialDialogState({ query: '', canAsk: true, askId: ASK_ID })
    expect(commanded(empty, { type: 'next' })).toEqual({ state: empty, effect: null })
  })

  it('open a closed panel without moving', () => {
    const closed = blurred(answered('installation'))
    const { state, effect } = commanded(closed, { type: 'next' })
    expect(state.isPanelOpen).toBe(true)
    expect(state.activeIndex).toBe(closed.activeIndex)
    expect(effect).toBeNull()
  })
})

describe('Enter', () => {
  it('opens the active hit, in the same tab, a new tab or a new window', () => {
    const state = answered('installation')
    for (const mode of ['sameTab', 'newTab', 'newWindow'] as const) {
      const { effect } = commanded(state, { type: 'choose', mode })
      expect(effect).toEqual({ type: 'open', item: activeItem(state), mode })
    }
    expect((activeItem(state) as PanelItem).url).toMatch(/^\/3\.5\.6\/docs\//)
  })

  it('on the question asks it and switches to question mode; back returns to the search as it was', () => {
    const onQuestion = commanded(answered('how  to cluster'), { type: 'previous' }).state
    const { state, effect } = commanded(onQuestion, { type: 'choose', mode: 'newTab' })
    expect(effect).toEqual({ type: 'ask', question: 'how to cluster' })
    expect(state.mode).toBe('ask')
    const back = backToSearch(state)
    expect(back.mode).toBe('search')
    expect(back.query).toBe('how  to cluster')
    expect(back.activeIndex).toBe(0)
  })

  it('with no active item, or the panel closed, closes the panel', () => {
    const onError = answered('server', errorView)
    expect(commanded(onError, { type: 'choose', mode: 'sameTab' })).toEqual({
      state: { ...onError, isPanelOpen: false },
      effect: null,
    })
    const closed = blurred(answered('installation'))
    expect(commanded(closed, { type: 'choose', mode: 'sameTab' })).toEqual({ state: closed, effect: null })
  })
})

describe('Escape', () => {
  it('closes the open panel, then clears the query (opening the panel), then closes the dialog', () => {
    const first = commanded(answered('installation'), { type: 'escape' })
    expect(first.state.isPanelOpen).toBe(false)
    expect(first.state.query).toBe('installation')
    expect(first.effect).toBeNull()
    const second = commanded(first.state, { type: 'escape' })
    expect(second.state.query).toBe('')
    expect(second.state.isPanelOpen).toBe(true)
    expect(second.effect).toBeNull()
    expect(commanded(second.state, { type: 'escape' }).effect).toEqual({ type: 'closeDialog' })
  })
})

describe('focus and pointer', () => {
  it('blur closes the panel and focus opens it', () => {
    const closed = blurred(answered('installation'))
    expect(closed.isPanelOpen).toBe(false)
    expect(hasListbox(closed)).toBe(false)
    expect(focused(closed).isPanelOpen).toBe(true)
    expect(focused(answered('x'))).toEqual(answered('x'))
  })

  it('hovering an item makes it active; an unknown id changes nothing', () => {
    const state = answered('installation')
    const third = state.items[3]!
    expect(activated(state, third.id).activeIndex).toBe(3)
    expect(activated(state, ASK_ID).activeIndex).toBe(0)
    expect(activated(state, 'gone')).toBe(state)
  })
})
