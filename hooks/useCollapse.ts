import { useEffect, useRef } from 'react'
import { collapseDurationMs } from '@/lib/chrome/collapse'
import { siteConfig } from '@/site.config'

/**
 * Expands and collapses an element by animating its height, with a duration that follows the
 * content height (1 ms under reduced motion). Render the element with `hidden` and leave that
 * attribute alone afterwards: from the first effect on, this hook owns it, so that a collapsing
 * element stays visible until its animation ends.
 */
export function useCollapse<T extends HTMLElement>(expanded: boolean) {
  const ref = useRef<T>(null)
  const shown = useRef<boolean | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const animate = shown.current !== null && shown.current !== expanded
    shown.current = expanded
    if (!animate) {
      element.hidden = !expanded
      return
    }
    element.hidden = false
    const height = element.scrollHeight
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    const duration = collapseDurationMs(height, { reducedMotion, maxMs: siteConfig.collapseMaxDurationMs })
    const { style } = element
    style.overflow = 'hidden'
    style.height = `${expanded ? 0 : height}px`
    void element.offsetHeight // commit the start height, so the change below transitions
    style.transition = `height ${duration}ms ease-in-out`
    style.height = `${expanded ? height : 0}px`
    const timer = window.setTimeout(() => {
      element.hidden = !expanded
      style.overflow = style.height = style.transition = ''
    }, duration)
    return () => window.clearTimeout(timer)
  }, [expanded])
  return ref
}
