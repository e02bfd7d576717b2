import { useCallback, useEffect, useState } from 'react'
import { fetchSidebarCategory } from '@/lib/chrome/sidebar-category'
import type { SidebarCategory, SidebarItem } from '@/lib/content/sidebar'

export type CategoryItems =
  { state: 'ready'; items: SidebarItem[] } | { state: 'loading' } | { state: 'failed'; retry: () => void }

/**
 * A sidebar category's items: those the page's props carry, or, for a category the page shows
 * closed (`deferredItems`), those fetched the first time it is open. Items once known are kept: a
 * category the reader left open on another page stays filled while the next page's props leave it
 * out (the sidebar outlives client-side navigations).
 */
export function useSidebarCategoryItems(
  category: SidebarCategory,
  labels: readonly string[],
  open: boolean,
): CategoryItems {
  const deferred = category.deferredItems !== undefined && category.items.length === 0
  const [known, setKnown] = useState<SidebarItem[] | null>(deferred ? null : category.items)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // The props' items are the freshest: taken while rendering (React's derived state), not in an effect.
  if (!deferred && known !== category.items) setKnown(category.items)
  const key = labels.join('\u0000')
  useEffect(() => {
    if (!deferred || !open || known !== null) return
    const controller = new AbortController()
    fetchSidebarCategory(key.split('\u0000'), controller.signal).then(setKnown, () => {
      if (!controller.signal.aborted) setFailed(true)
    })
    return () => controller.abort()
  }, [deferred, open, known, key, attempt])
  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((value) => value + 1)
  }, [])
  if (!deferred) return { state: 'ready', items: category.items }
  if (known !== null) return { state: 'ready', items: known }
  return failed ? { state: 'failed', retry } : { state: 'loading' }
}
