import { XMarkIcon } from '@heroicons/react/24/outline'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { Sidebar } from '@/components/docs/Sidebar'
import { ColorModeToggle } from '@/components/navbar/ColorModeToggle'
import type { DocsSidebar } from '@/lib/chrome/docs-sidebar'
import { focusableElements, trapTabKey } from '@/lib/chrome/focus-trap'
import { chromeStrings } from '@/lib/chrome/strings'
import { LocaleDropdown } from './LocaleDropdown'
import { NavbarItems } from './NavbarItems'
import { SiteLogo } from './SiteLogo'
import { VersionDropdown } from './VersionDropdown'

interface MobileMenuProps {
  id: string
  pageKey: string
  docsSidebar?: DocsSidebar
  onClose: () => void
}

/**
 * The slide-in menu below the desktop breakpoint: navbar items, then the docs sidebar on docs
 * pages. A modal dialog: focus starts on its first control and stays inside, Escape closes it.
 */
export function MobileMenu({ id, pageKey, docsSidebar, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (panelRef.current) focusableElements(panelRef.current)[0]?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (panelRef.current && trapTabKey(panelRef.current, event.nativeEvent)) {
      event.preventDefault()
    }
  }

  // Rendered outside the app root, so the whole page behind it can be made inert (useMobileMenu).
  return createPortal(
    <div className="fixed inset-0 z-50 desktop:hidden">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={chromeStrings.mobileMenu}
        onKeyDown={onKeyDown}
        className="mobile-menu absolute inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white shadow-xl dark:bg-slate-900"
      >
        <div className="flex h-navbar shrink-0 items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
          <button
            type="button"
            onClick={onClose}
            aria-label={chromeStrings.closeMenu}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <XMarkIcon className="h-6 w-6" aria-hidden="true" />
          </button>
          <SiteLogo />
          <ColorModeToggle className="ml-auto" />
        </div>
        <div className="space-y-1 p-3">
          <NavbarItems pageKey={pageKey} vertical />
          <VersionDropdown pageKey={pageKey} inMenu />
          <LocaleDropdown pageKey={pageKey} inMenu />
        </div>
        {docsSidebar ? (
          <div className="border-t border-slate-200 p-3 dark:border-slate-800">
            <Sidebar items={docsSidebar.items} activeRoute={docsSidebar.activeRoute} />
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
