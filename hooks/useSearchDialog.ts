import { useRouter } from 'next/router'
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { askOptionQuestion, defaultOptionIndex, hasAskOption } from '@/lib/search-dialog/ask-option'
import { isComposingKey } from '@/lib/search-dialog/keyboard'
import { openModeOf, windowFeaturesFor, type OpenMode } from '@/lib/search-dialog/navigation'
import { moveActiveIndex, panelItems, type PanelItem } from '@/lib/search-dialog/panel'
import type { InsightsReporter } from '@/lib/search-dialog/insights'
import { capQuery } from '@/lib/search-dialog/request'
import type { DialogHit } from '@/lib/search-dialog/hits'
import { isModifiedClick, toRouterPath } from '@/lib/site-links'
import { useRecentSearches } from './useRecentSearches'
import { useSearchView } from './useSearchView'

export interface UseSearchDialogOptions {
  initialQuery: string
  onClose: () => void
  insights: InsightsReporter | null
  /** Offers "Ask AI: <query>" as the first option; choosing it calls this with the question. */
  onAsk?: (question: string) => void
}

function scrollOptionIntoView(id: string | undefined) {
  if (!id) return
  const element = document.getElementById(id)
  element?.scrollIntoView?.({ block: 'nearest' })
}

/**
 * The dialog's behaviour: the query, the panel (opens on focus and typing, closes on Escape,
 * blur or submit), the active option and the keys that move and open it, and what opening a hit
 * does (client-side navigation, new tab, new window, a recent search, analytics events). The
 * options are the "Ask AI" option (when offered) followed by the screen's items; `activeIndex`
 * counts over all of them, `itemActiveIndex` over the items only (what the screens show).
 */
export function useSearchDialog({ initialQuery, onClose, insights, onAsk }: UseSearchDialogOptions) {
  const router = useRouter()
  const { status, view, refine } = useSearchView()
  const recents = useRecentSearches()
  const { stored, saveRecent } = recents
  const listboxId = useId()
  const [query, setQueryState] = useState(() => capQuery(initialQuery))
  const [isPanelOpen, setPanelOpen] = useState(true)
  const items = useMemo(() => panelItems(view, stored), [view, stored])
  const withAsk = onAsk !== undefined && hasAskOption(view, query)
  const offset = withAsk ? 1 : 0
  const optionCount = items.length + offset
  const askOptionId = `${listboxId}-ask`

  // A new answer makes its best option active; a changed list of stored searches keeps the place.
  const [active, setActive] = useState<{
    items: PanelItem[]
    withAsk: boolean
    view: unknown
    index: number | null
  }>({ items, withAsk, view, index: defaultOptionIndex(items.length, withAsk) })
  let activeIndex = active.index
  if (active.items !== items || active.withAsk !== withAsk) {
    activeIndex =
      active.view !== view || active.withAsk !== withAsk || active.index === null
        ? defaultOptionIndex(items.length, withAsk)
        : Math.min(active.index, optionCount - 1) < 0
          ? null
          : Math.min(active.index, optionCount - 1)
    setActive({ items, withAsk, view, index: activeIndex })
  }
  const isAskActive = withAsk && activeIndex === 0
  const itemActiveIndex = activeIndex === null || isAskActive ? null : activeIndex - offset
  const activeItem = itemActiveIndex === null ? undefined : items[itemActiveIndex]
  const activeOptionId = isAskActive ? askOptionId : activeItem?.id
  const setActiveIndex = useCallback(
    (index: number | null) => setActive((state) => ({ ...state, index })),
    [setActive],
  )

  useEffect(() => {
    if (insights && view.screen === 'results' && view.queryID) {
      insights.viewed(view.groups.flatMap((group) => group.hits.map((hit) => hit.objectID)))
    }
  }, [insights, view])

  const setQuery = useCallback(
    (value: string) => {
      const capped = capQuery(value)
      setQueryState(capped)
      refine(capped)
      setPanelOpen(true)
    },
    [refine],
  )

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

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isComposingKey(event.nativeEvent)) {
      // The input method's keys (Escape cancels a composition): not ours, nor the dialog's.
      event.stopPropagation()
      return
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!isPanelOpen) {
          setPanelOpen(true)
          return
        }
        const next = moveActiveIndex(activeIndex, optionCount, event.key === 'ArrowDown' ? 1 : -1)
        setActiveIndex(next)
        scrollOptionIntoView(
          next === null ? undefined : next < offset ? askOptionId : items[next - offset]?.id,
        )
        return
      }
      case 'Enter': {
        event.preventDefault()
        if (isPanelOpen && isAskActive) onAsk?.(askOptionQuestion(query))
        else if (isPanelOpen && activeItem) openItem(activeItem, openModeOf(event))
        else setPanelOpen(false)
        return
      }
      case 'Escape': {
        // With an empty query the event goes on to the dialog, which closes.
        if (query === '') return
        event.preventDefault()
        if (isPanelOpen) setPanelOpen(false)
        else setQuery('')
        return
      }
    }
  }

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
  const setItemActiveIndex = useCallback(
    (index: number) => setActiveIndex(index + offset),
    [offset, setActiveIndex],
  )

  const onComboboxBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPanelOpen(false)
  }

  return {
    status,
    view,
    items,
    activeItem,
    activeIndex,
    activeOptionId,
    setActiveIndex,
    itemActiveIndex,
    setItemActiveIndex,
    askOption: withAsk
      ? {
          id: askOptionId,
          question: askOptionQuestion(query),
          isActive: isAskActive,
          onActivate: () => setActiveIndex(0),
          onSelect: () => onAsk?.(askOptionQuestion(query)),
        }
      : null,
    isPanelOpen,
    listboxId,
    query,
    recents,
    inputProps: {
      value: query,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value),
      onFocus: () => setPanelOpen(true),
      onKeyDown: onInputKeyDown,
    },
    onComboboxBlur,
    onOptionClick,
    setQuery,
    clearQuery: () => setQuery(''),
  }
}
