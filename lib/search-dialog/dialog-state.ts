/**
 * The search dialog as one model: the query, the search status and settled view, the listbox's
 * items (the "Ask AI" entry first when offered, then the screen's hits or stored searches), the
 * active item, whether the panel is open, and the mode (keyword search or a question). Every
 * change is a pure function from one state to the next; what must happen outside (navigate, open a
 * tab, ask, scroll an option into view, close the dialog) comes back as an effect for the adapter
 * (hooks/useSearchDialog.ts) to carry out.
 */
import type { OpenMode } from './navigation'
import { INITIAL_PANEL_VIEW, panelItems, type PanelItem, type PanelView, type SearchStatus } from './panel'
import { capQuery } from './request'
import type { StoredSearches } from './stored-searches'

export type DialogMode = 'search' | 'ask'

/** The "Ask AI: <query>" entry; its text follows the query (askOptionQuestion). */
export interface AskItem {
  source: 'ask'
  id: string
}

export type DialogItem = AskItem | PanelItem

export interface DialogState {
  mode: DialogMode
  /** The input's value (capped), newer than `view.query` while a search is on its way. */
  query: string
  status: SearchStatus
  /** The last settled search as the screens show it. */
  view: PanelView
  stored: StoredSearches
  isPanelOpen: boolean
  /** Whether the dialog offers the "Ask AI" entry at all (a question endpoint is there). */
  canAsk: boolean
  askId: string
  /** The listbox's items in order. The same array while only the query's text changes. */
  items: readonly DialogItem[]
  /** Index into `items`, or null when no item is active. */
  activeIndex: number | null
}

/** A key the dialog acts on in its input (see DIALOG_SHORTCUTS in keyboard.ts). */
export type DialogCommand =
  { type: 'next' } | { type: 'previous' } | { type: 'choose'; mode: OpenMode } | { type: 'escape' }

export type DialogEffect =
  | { type: 'open'; item: PanelItem; mode: OpenMode }
  | { type: 'ask'; question: string }
  | { type: 'scrollIntoView'; id: string }
  | { type: 'closeDialog' }

export interface Transition {
  state: DialogState
  effect: DialogEffect | null
}

const EMPTY_STORED: StoredSearches = { recents: [], favorites: [] }

export function initialDialogState(options: { query: string; canAsk: boolean; askId: string }): DialogState {
  return withItems(
    {
      mode: 'search',
      query: capQuery(options.query),
      status: 'idle',
      view: INITIAL_PANEL_VIEW,
      stored: EMPTY_STORED,
      isPanelOpen: true,
      canAsk: options.canAsk,
      askId: options.askId,
      items: [],
      activeIndex: null,
    },
    'reset',
  )
}

/** The question the "Ask AI" entry asks: the query as typed, spaces tidied. */
export function askQuestion(state: Pick<DialogState, 'query'>): string {
  return state.query.replace(/\s+/g, ' ').trim()
}

export function activeItem(state: DialogState): DialogItem | undefined {
  return state.activeIndex === null ? undefined : state.items[state.activeIndex]
}

/** Whether the input controls a listbox now (the combobox's `aria-expanded`). */
export function hasListbox(state: DialogState): boolean {
  return state.isPanelOpen && state.items.length > 0
}

/**
 * The question is offered while the reader types, on the screens that answer a query (results and
 * no results; not the start or error screen). The best hit stays the default, so Enter still
 * opens it and the question is one arrow key away; when nothing matched, the question is the default.
 */
function isAskShown(state: DialogState): boolean {
  const { screen } = state.view
  return state.canAsk && state.query.trim() !== '' && (screen === 'results' || screen === 'noResults')
}

/** The best item: the first hit or stored search, else the question, else none. */
function defaultIndex(items: readonly DialogItem[]): number | null {
  const first = items.findIndex((item) => item.source !== 'ask')
  if (first >= 0) return first
  return items.length > 0 ? 0 : null
}

/**
 * Rebuilds the items. 'reset' makes the best item active (a new answer, the question appearing or
 * going); 'keep' keeps the active place, moved back if the list got shorter (stored searches
 * changed under the pointer).
 */
function withItems(state: DialogState, active: 'reset' | 'keep'): DialogState {
  const ask: AskItem[] = isAskShown(state) ? [{ source: 'ask', id: state.askId }] : []
  const items: DialogItem[] = [...ask, ...panelItems(state.view, state.stored)]
  if (active === 'reset' || state.activeIndex === null) {
    return { ...state, items, activeIndex: defaultIndex(items) }
  }
  return {
    ...state,
    items,
    activeIndex: items.length === 0 ? null : Math.min(state.activeIndex, items.length - 1),
  }
}

/** The input's value changed: the panel opens; the items stay the same array unless the question comes or goes. */
export function typed(state: DialogState, value: string): DialogState {
  const next: DialogState = { ...state, query: capQuery(value), isPanelOpen: true }
  return isAskShown(next) === isAskShown(state) ? next : withItems(next, 'reset')
}

export function focused(state: DialogState): DialogState {
  return state.isPanelOpen ? state : { ...state, isPanelOpen: true }
}

/** The focus left the combobox (input and panel). */
export function blurred(state: DialogState): DialogState {
  return state.isPanelOpen ? { ...state, isPanelOpen: false } : state
}

/** InstantSearch moved on: a new settled view makes its best item active; a status alone changes nothing else. */
export function searchChanged(state: DialogState, status: SearchStatus, view: PanelView): DialogState {
  if (view === state.view) return status === state.status ? state : { ...state, status }
  return withItems({ ...state, status, view }, 'reset')
}

/** Recent or favourite searches changed (saved, removed, another tab): the active place is kept. */
export function storedChanged(state: DialogState, stored: StoredSearches): DialogState {
  if (stored === state.stored) return state
  return withItems({ ...state, stored }, 'keep')
}

/** The pointer moved over an item. */
export function activated(state: DialogState, id: string): DialogState {
  const index = state.items.findIndex((item) => item.id === id)
  return index < 0 || index === state.activeIndex ? state : { ...state, activeIndex: index }
}

/** An item was chosen (Enter, or a click that the dialog handles itself). */
export function chose(state: DialogState, item: DialogItem, mode: OpenMode): Transition {
  if (item.source === 'ask')
    return { state: { ...state, mode: 'ask' }, effect: { type: 'ask', question: askQuestion(state) } }
  return { state, effect: { type: 'open', item, mode } }
}

/** From question mode back to keyword search, where the reader left it. */
export function backToSearch(state: DialogState): DialogState {
  return state.mode === 'search' ? state : { ...state, mode: 'search' }
}

/** Arrow keys wrap: down from the last item goes to the first, up from none or the first to the last. */
function moved(state: DialogState, direction: 1 | -1): Transition {
  if (!state.isPanelOpen) return { state: { ...state, isPanelOpen: true }, effect: null }
  const count = state.items.length
  if (count === 0) return { state, effect: null }
  const current = state.activeIndex
  const activeIndex =
    current === null ? (direction === 1 ? 0 : count - 1) : (current + direction + count) % count
  const id = state.items[activeIndex]?.id
  return { state: { ...state, activeIndex }, effect: id ? { type: 'scrollIntoView', id } : null }
}

/**
 * A key in the input. Enter chooses the active item (or, with none, closes the panel); Escape
 * closes the panel, then clears the query, then closes the dialog.
 */
export function commanded(state: DialogState, command: DialogCommand): Transition {
  switch (command.type) {
    case 'next':
      return moved(state, 1)
    case 'previous':
      return moved(state, -1)
    case 'choose': {
      const item = state.isPanelOpen ? activeItem(state) : undefined
      if (item) return chose(state, item, command.mode)
      return { state: blurred(state), effect: null }
    }
    case 'escape':
      if (state.query === '') return { state, effect: { type: 'closeDialog' } }
      if (state.isPanelOpen) return { state: blurred(state), effect: null }
      return { state: typed(state, ''), effect: null }
  }
}
