import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the navbar should be hidden: after scrolling down past `threshold`, until the reader
 * scrolls up, moves focus into the navbar, or navigates (it is hidden only on the page,
 * `pageKey`, where it was hidden). It never hides while focus is inside it.
 */
export function useHideOnScroll(
  ref: RefObject<HTMLElement | null>,
  options: { enabled: boolean; threshold: number; pageKey: string },
): boolean {
  const { enabled, threshold, pageKey } = options
  const [hiddenOn, setHiddenOn] = useState<string | null>(null)

  useEffect(() => {
    const navbar = ref.current
    if (!enabled || !navbar) return
    let lastY = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const down = y > lastY
      lastY = y
      if (y < threshold || !down || navbar.contains(document.activeElement)) setHiddenOn(null)
      else setHiddenOn(pageKey)
    }
    const show = () => setHiddenOn(null)
    window.addEventListener('scroll', onScroll, { passive: true })
    navbar.addEventListener('focusin', show)
    return () => {
      window.removeEventListener('scroll', onScroll)
      navbar.removeEventListener('focusin', show)
    }
  }, [ref, enabled, threshold, pageKey])

  return enabled && hiddenOn === pageKey
}
