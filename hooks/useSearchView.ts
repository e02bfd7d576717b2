import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useInstantSearchContext } from 'react-instantsearch'
import {
  buildPanelView,
  INITIAL_PANEL_VIEW,
  isSettled,
  type AnswerLike,
  type PanelView,
  type SearchStatus,
} from '@/lib/search-dialog/panel'

/** What the dialog shows of InstantSearch: its status and its main index's last answer or error. */
interface SearchSnapshot {
  status: SearchStatus
  results: unknown
  error: unknown
}

type InstantSearchInstance = ReturnType<typeof useInstantSearchContext>

const ignoreErrors = () => undefined

/**
 * InstantSearch's state as an external store. A search that starts ("loading") changes nothing
 * the dialog shows, so it keeps the previous snapshot: a keystroke is not rendered a second time
 * for it. Store updates render synchronously, so an answer is rendered in the task that received
 * it instead of a task of its own, where a frame could come in between.
 */
function useSearchSnapshot(search: InstantSearchInstance): SearchSnapshot {
  const snapshot = useRef<SearchSnapshot | null>(null)
  const subscribe = useCallback(
    (onChange: () => void) => {
      search.addListener('render', onChange)
      return () => {
        search.removeListener('render', onChange)
      }
    },
    [search],
  )
  const getSnapshot = useCallback(() => {
    const current = snapshot.current
    const status = search.status as SearchStatus
    if (current && status === 'loading') return current
    const results = search.mainIndex.getResults()
    const error = search.error
    if (current?.status === status && current.results === results && current.error === error) return current
    snapshot.current = { status, results, error }
    return snapshot.current
  }, [search])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/**
 * Calls `onSettled` whenever InstantSearch renders a search that is no longer loading (an answer,
 * an error, a stalled search), in the same task as the dialog's store update for it, so that what
 * is rendered with an answer (the typed query, see lib/search-dialog/typed-query.ts) is rendered
 * in the same render as the answer.
 */
export function useSettledSearch(onSettled: () => void) {
  const search = useInstantSearchContext()
  useLayoutEffect(() => {
    const onRender = () => {
      if (search.status !== 'loading') onSettled()
    }
    search.addListener('render', onRender)
    return () => {
      search.removeListener('render', onRender)
    }
  }, [search, onSettled])
}

/**
 * The search state from InstantSearch as the dialog needs it: the status (idle, stalled after the
 * configured delay, error) and the panel view of the last settled search, and `refine`, which
 * searches a new query (what the search box widget's refine does; the widget itself is mounted
 * apart, see SearchDialog.tsx). The view changes only when a search settles, so screens never flash
 * while loading; InstantSearch drops answers older than the newest one received, so a late answer
 * never replaces a newer one.
 */
export function useSearchView() {
  const search = useInstantSearchContext()
  // A failed search is shown as the error screen; without a listener InstantSearch throws it.
  useLayoutEffect(() => {
    search.addListener('error', ignoreErrors)
    return () => {
      search.removeListener('error', ignoreErrors)
    }
  }, [search])
  const { status, results, error } = useSearchSnapshot(search)
  // A query InstantSearch already has is not searched again: a keystroke's query is usually
  // searched ahead, as the key goes down (useSearchDialog's searchAhead), before its input event.
  const refine = useCallback(
    (query: string) => {
      const helper = search.mainIndex.getHelper()
      if (helper && helper.state.query !== query) helper.setQuery(query).search()
    },
    [search],
  )
  const settled = isSettled(status) ? (status === 'error' ? (error ?? 'error') : results) : null
  const [state, setState] = useState<{ source: unknown; view: PanelView }>({
    source: null,
    view: INITIAL_PANEL_VIEW,
  })
  if (settled !== null && settled !== state.source) {
    setState({ source: settled, view: buildPanelView(status, results as AnswerLike, state.view) })
  }
  return { status, view: state.view, refine }
}
