import { useState } from 'react'
import { useInstantSearch, useSearchBox } from 'react-instantsearch'
import {
  buildPanelView,
  INITIAL_PANEL_VIEW,
  isSettled,
  type AnswerLike,
  type PanelView,
} from '@/lib/search-dialog/panel'

/**
 * The search state from InstantSearch as the dialog needs it: the status (idle, loading, stalled
 * after the configured delay, error) and the panel view of the last settled search. The view
 * changes only when a search settles, so screens never flash while loading; InstantSearch drops
 * answers older than the newest one received, so a late answer never replaces a newer one.
 */
export function useSearchView() {
  const { refine } = useSearchBox()
  const { status, results, error } = useInstantSearch({ catchError: true })
  const settled = isSettled(status) ? (status === 'error' ? (error ?? 'error') : results) : null
  const [state, setState] = useState<{ source: unknown; view: PanelView }>({
    source: null,
    view: INITIAL_PANEL_VIEW,
  })
  if (settled !== null && settled !== state.source) {
    setState({ source: settled, view: buildPanelView(status, results as unknown as AnswerLike, state.view) })
  }
  return { status, view: state.view, refine }
}
