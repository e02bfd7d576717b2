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
 *
 * Why not `useInstantSearch`, InstantSearch's public hook for the same state: it holds the answer
 * in React state set from InstantSearch's render event, a default-priority update that React
 * renders in a later task. Measured side by side (the hook in a component that renders nothing and
 * tells the dialog from a layout effect, so the dialog itself still renders once per answer;
 * `npm run bench -- --built <copy> --only search --skip-docusaurus`, the two builds alternated
 * three times, 475 keystrokes a run, 2-core AMD EPYC, f59334b): keystroke → results painted p95
 * 17.8–18.4 ms above the same run's floor with this store, 20.8–22.4 ms with the hook; p95 in the
 * DOM 32.2–35.3 ms against 37.0–39.8 ms: the hook would add 3–4 ms to the slowest keystrokes.
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
