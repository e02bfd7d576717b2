import { useCallback, useEffect, useRef, useState } from 'react'
import { siteConfig } from '@/site.config'

/**
 * The slide-in menu of narrow screens. It is open only for the page (`pageKey`) it was opened on,
 * so any navigation closes it; it also closes when the window becomes desktop-wide. While it is
 * open the page behind does not scroll. Closing it by hand returns focus to the menu button.
 */
const appRoot = () => document.getElementById('__next')

export function useMobileMenu(pageKey: string) {
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pageKey
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const desktop = window.matchMedia(`(min-width: ${siteConfig.breakpoints.desktop}px)`)
    const onWidthChange = () => {
      if (desktop.matches) setOpenOn(null)
    }
    desktop.addEventListener('change', onWidthChange)
    const { style } = document.body
    const overflow = style.overflow
    style.overflow = 'hidden'
    // The menu is a modal: the page behind it is inert (no focus, hidden from assistive technology).
    appRoot()?.setAttribute('inert', '')
    return () => {
      desktop.removeEventListener('change', onWidthChange)
      style.overflow = overflow
      appRoot()?.removeAttribute('inert')
    }
  }, [open])

  const show = useCallback(() => setOpenOn(pageKey), [pageKey])
  const close = useCallback(() => {
    setOpenOn(null)
    // The effect's cleanup lifts `inert` only after this render; the button must be focusable now.
    appRoot()?.removeAttribute('inert')
    buttonRef.current?.focus()
  }, [])

  return { open, show, close, buttonRef }
}
