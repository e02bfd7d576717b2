import { useCallback, useEffect, useRef, useState } from 'react'
import { searchShortcutOf } from '@/lib/search-dialog/keyboard'

/**
 * Open state of the search dialog and the global shortcuts (Ctrl/Cmd+K toggles it, `/` opens it
 * outside text fields). A plain keydown listener: part of every page's first load, so it stays tiny.
 */
export function useSearchLauncher(preload: () => void) {
  const [isOpen, setIsOpen] = useState(false)
  const [initialQuery, setInitialQuery] = useState('')
  const returnFocusTo = useRef<HTMLElement | null>(null)

  const open = useCallback(
    (query = '') => {
      preload()
      if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement
      setInitialQuery(query)
      setIsOpen(true)
    },
    [preload],
  )
  const close = useCallback(() => setIsOpen(false), [])

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

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = searchShortcutOf(event)
      if (action === null || (action === 'open' && isOpen)) return
      event.preventDefault()
      if (action === 'toggle' && isOpen) close()
      else open()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isOpen, open, close])

  return { isOpen, initialQuery, open, close }
}
