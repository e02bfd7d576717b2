import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useCollapse } from './useCollapse'

/**
 * A disclosure dropdown (button + list of links): opens and closes on click, closes on Escape
 * (focus back on the button), when focus or a click lands outside it, and on navigation:
 * it is open only for the page (`pageKey`) it was opened on.
 */
export function useDropdown(pageKey: string) {
  const [openOn, setOpenOn] = useState<string | null>(null)
  const expanded = openOn === pageKey
  const id = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useCollapse<HTMLUListElement>(expanded)

  useEffect(() => {
    if (!expanded) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [expanded])

  const toggle = useCallback(() => setOpenOn((open) => (open === pageKey ? null : pageKey)), [pageKey])
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !expanded) return
      event.stopPropagation() // an enclosing menu stays open: Escape closes the innermost thing
      setOpenOn(null)
      buttonRef.current?.focus()
    },
    [expanded],
  )
  const onBlur = useCallback((event: FocusEvent) => {
    if (event.relatedTarget && !containerRef.current?.contains(event.relatedTarget as Node)) setOpenOn(null)
  }, [])

  const close = useCallback(() => setOpenOn(null), [])

  return {
    expanded,
    close,
    containerProps: { ref: containerRef, onKeyDown, onBlur },
    buttonProps: { ref: buttonRef, 'aria-expanded': expanded, 'aria-controls': id, onClick: toggle },
    listProps: { ref: listRef, id, hidden: true },
  }
}
