import { useCallback, useEffect, useRef, useState } from 'react'
import { onEarlyShortcutHeld } from '@/lib/chrome/early-input-replay'

/**
 * Open state of the search dialog, and when its code is wanted: on hover or focus of the button,
 * on opening, or when the early-input script holds a shortcut pressed before the shortcuts were
 * bound (they come with the dialog's code; see components/search/search-chunk.ts).
 */
export function useSearchLauncher() {
  const [isOpen, setIsOpen] = useState(false)
  const [initialQuery, setInitialQuery] = useState('')
  const [wantsCode, setWantsCode] = useState(false)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  const preload = useCallback(() => setWantsCode(true), [])
  const open = useCallback((query = '') => {
    setWantsCode(true)
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement
    setInitialQuery(query)
    setIsOpen(true)
  }, [])
  const close = useCallback(() => setIsOpen(false), [])
  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, open, close])
  const onLoadFailed = useCallback(() => {
    setWantsCode(false)
    setIsOpen(false)
  }, [])

  useEffect(() => onEarlyShortcutHeld(preload), [preload])

  // The dialog is unmounted when it closes; the focus goes back to where it was (unless it has
  // already moved somewhere meaningful, e.g. a page the dialog navigated to).
  useEffect(() => {
    if (isOpen) return
    const target = returnFocusTo.current
    returnFocusTo.current = null
    if (!target) return
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (target.isConnected && (active === null || active === document.body)) target.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [isOpen])

  return { isOpen, initialQuery, wantsCode, preload, open, close, toggle, onLoadFailed }
}
