import { useRouter } from 'next/router'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent,
} from 'react'
import {
  activated,
  activeItem,
  askQuestion,
  backToSearch,
  blurred,
  chose,
  commanded,
  focused,
  initialDialogState,
  searchChanged,
  storedChanged,
  typed,
  type DialogCommand,
  type DialogState,
  type Transition,
} from '@/lib/search-dialog/dialog-state'
import type { DialogHit } from '@/lib/search-dialog/hits'
import type { InsightsReporter } from '@/lib/search-dialog/insights'
import { windowFeaturesFor, type OpenMode } from '@/lib/search-dialog/navigation'
import type { PanelItem } from '@/lib/search-dialog/panel'
import { capQuery } from '@/lib/search-dialog/request'
import { createTypedQuery } from '@/lib/search-dialog/typed-query'
import { isModifiedClick, toRouterPath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'
import { useRecentSearches } from './useRecentSearches'
import { useSearchView, useSettledSearch } from './useSearchView'

export interface UseSearchDialogOptions {
  initialQuery: string
  onClose: () => void
  insights: InsightsReporter | null
  /** Offers "Ask AI: <query>" as the first item; choosing it switches to question mode and calls this. */
  onAsk?: (question: string) => void
}

function scrollOptionIntoView(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ block: 'nearest' })
}

/**
 * The dialog's state (lib/search-dialog/dialog-state.ts) in React: InstantSearch and the stored
 * searches feed it, the input and the screens change it, and what a change asks for is done here
 * (client-side navigation, a new tab or window, a recent search remembered, analytics events,
 * the question asked, an option scrolled into view, the dialog closed).
 */
export function useSearchDialog({ initialQuery, onClose, insights, onAsk }: UseSearchDialogOptions) {
  const router = useRouter()
  const { status, view, refine } = useSearchView()
  const recents = useRecentSearches()
  const { stored, saveRecent } = recents
  const listboxId = useId()
  const [saved, setState] = useState(() =>
    initialDialogState({ query: initialQuery, canAsk: onAsk !== undefined, askId: `${listboxId}-ask` }),
  )
  // What the reader types is rendered with the answer it asks for (typed-query.ts).
  const [typedQuery] = useState(() =>
    createTypedQuery(saved.query, siteConfig.search.typedQueryRenderDelayMs),
  )
  const query = useSyncExternalStore(typedQuery.subscribe, typedQuery.get, typedQuery.get)
  useSettledSearch(typedQuery.flush)
  // The typed query, the search and the stored searches are folded in while rendering, so a new
  // answer, the query it answers and its active item show in the same render.
  const current = query === saved.query ? saved : typed(saved, query)
  const state = storedChanged(searchChanged(current, status, view), stored)
  if (state !== saved) setState(state)

  useEffect(() => {
    if (insights && view.screen === 'results' && view.queryID) {
      insights.viewed(view.groups.flatMap((group) => group.hits.map((hit) => hit.objectID)))
    }
  }, [insights, view])

  const recordSelection = useCallback(
    (item: PanelItem) => {
      saveRecent(item.hit as DialogHit)
      if (insights && item.source === 'result' && item.position !== null && view.queryID) {
        insights.clicked({ objectID: item.hit.objectID, queryID: view.queryID, position: item.position })
      }
    },
    [insights, saveRecent, view.queryID],
  )

  const openItem = useCallback(
    (item: PanelItem, mode: OpenMode) => {
      recordSelection(item)
      if (mode !== 'sameTab') {
        window.open(item.url, '_blank', windowFeaturesFor(mode))
        return
      }
      onClose()
      const path = toRouterPath(item.url)
      if (!path) {
        window.location.assign(item.url)
        return
      }
      const queryID = view.queryID
      void router.push(path).then((navigated) => {
        if (navigated && insights && queryID && item.source === 'result') {
          insights.converted({ objectID: item.hit.objectID, queryID })
        }
      })
    },
    [insights, onClose, recordSelection, router, view.queryID],
  )

  // Handlers start from the newest state: a handler can run twice before React renders again
  // (the clear button empties the query, then focuses the input).
  const latest = useRef(state)
  useLayoutEffect(() => {
    latest.current = state
  })

  /**
   * Moves to the next state: a changed query is searched, an effect is carried out. The new state
   * is rendered at once, or, for a keystroke that changed only the query (`withAnswer`), together
   * with the answer to it (typed-query.ts).
   */
  const apply = (
    change: (current: DialogState) => DialogState | Transition,
    render: 'now' | 'withAnswer' = 'now',
  ) => {
    const from = latest.current
    const result = change(from)
    const { state: next, effect } = 'effect' in result ? result : { state: result, effect: null }
    latest.current = next
    if (next.query !== from.query) {
      refine(next.query)
      typedQuery.set(next.query)
    }
    if (render === 'withAnswer') return
    typedQuery.flush()
    setState(next)
    switch (effect?.type) {
      case 'open':
        openItem(effect.item, effect.mode)
        break
      case 'ask':
        onAsk?.(effect.question)
        break
      case 'scrollIntoView':
        scrollOptionIntoView(effect.id)
        break
      case 'closeDialog':
        onClose()
        break
    }
  }
  const setQuery = (value: string) => apply((current) => typed(current, value))
  /**
   * A keystroke in the input. While the panel is open and the question option neither comes nor
   * goes, the new query is searched now and rendered with its answer (the input already shows it);
   * any other change (the panel opening again) is rendered at once.
   */
  const onInput = (value: string) => {
    const from = latest.current
    const next = typed(from, value)
    const onlyQuery =
      next.query !== from.query && next.isPanelOpen === from.isPanelOpen && next.items === from.items
    apply(() => next, onlyQuery ? 'withAnswer' : 'now')
  }

  /**
   * The value a keystroke is about to give the input, told as the key goes down (`beforeinput`),
   * before the input event and React's render of the keystroke: InstantSearch searches it now, so
   * the answer is on its way while they run, and the input event finds it searched. An edit that
   * does not happen as told (another listener cancelled it) is put right at the end of the task.
   */
  const searchAhead = useCallback(
    (value: string) => {
      const ahead = capQuery(value)
      refine(ahead)
      setTimeout(() => {
        if (latest.current.query !== ahead) refine(latest.current.query)
      }, 0)
    },
    [refine],
  )

  // Stable between keystrokes, so the result options (memoised) are not re-rendered while typing.
  const onOptionClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, item: PanelItem) => {
      if (isModifiedClick(event)) {
        // The browser opens it (new tab, window, download); the search is still remembered.
        recordSelection(item)
        return
      }
      event.preventDefault()
      openItem(item, 'sameTab')
    },
    [openItem, recordSelection],
  )
  const onActivate = useCallback((id: string) => {
    latest.current = activated(latest.current, id)
    setState(latest.current)
  }, [])

  const active = activeItem(state)
  return {
    state,
    listboxId,
    /** The active item's DOM id (the input's `aria-activedescendant`). */
    activeId: active?.id,
    question: askQuestion(state),
    recents,
    onCommand: (command: DialogCommand) => apply((current) => commanded(current, command)),
    onChange: onInput,
    searchAhead,
    onFocus: () => apply(focused),
    onComboboxBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply(blurred)
    },
    onActivate,
    onOptionClick,
    onAskClick: () =>
      apply((current) => {
        const ask = current.items.find((item) => item.source === 'ask')
        return ask ? chose(current, ask, 'sameTab') : current
      }),
    onSuggestion: setQuery,
    clearQuery: () => setQuery(''),
    backToSearch: () => apply(backToSearch),
  }
}

export type SearchDialogModel = ReturnType<typeof useSearchDialog>
