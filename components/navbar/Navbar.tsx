import { Bars3Icon } from '@heroicons/react/24/outline'
import { useRef } from 'react'
import { ColorModeToggle } from './ColorModeToggle'
import { LocaleDropdown } from '@/components/navbar/LocaleDropdown'
import { MobileMenu } from '@/components/navbar/MobileMenu'
import { NavbarItems } from '@/components/navbar/NavbarItems'
import { SiteLogo } from '@/components/navbar/SiteLogo'
import { SearchButton } from '@/components/search/SearchButton'
import { VersionDropdown } from '@/components/navbar/VersionDropdown'
import { useHideOnScroll } from '@/hooks/useHideOnScroll'
import { useMobileMenu } from '@/hooks/useMobileMenu'
import type { DocsSidebar } from '@/lib/chrome/docs-sidebar'
import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'

const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The top bar. From the desktop breakpoint: logo, links, version and language dropdowns, search,
 * colour toggle. Below it: menu button, logo and search; the rest moves into the slide-in menu.
 */
export function Navbar({ pageKey, docsSidebar }: { pageKey: string; docsSidebar?: DocsSidebar }) {
  const headerRef = useRef<HTMLElement>(null)
  const { open, show, close, buttonRef } = useMobileMenu(pageKey)
  const hidden = useHideOnScroll(headerRef, {
    enabled: siteConfig.navbar.hideOnScroll && !open,
    threshold: siteConfig.navbar.hideOnScrollThreshold,
    pageKey,
  })
  return (
    <>
      {/* Behind a modal (the page is inert then) the frosted glass is hidden by the overlay, yet the
          compositor would blur it again for every frame the modal paints, e.g. each keystroke. */}
      <header
        ref={headerRef}
        data-hidden={hidden || undefined}
        className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-200 inert:backdrop-blur-none data-hidden:-translate-y-full dark:border-slate-800 dark:bg-slate-950/95"
      >
        <nav
          aria-label={chromeStrings.mainNavigation}
          className="mx-auto flex h-navbar max-w-7xl items-center gap-2 px-4"
        >
          <button
            ref={buttonRef}
            type="button"
            onClick={show}
            aria-label={chromeStrings.openMenu}
            aria-expanded={open}
            aria-controls={open ? MOBILE_MENU_ID : undefined}
            className="-ml-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 desktop:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Bars3Icon className="h-6 w-6" aria-hidden="true" />
          </button>
          <SiteLogo className="mr-2" />
          <NavbarItems pageKey={pageKey} className="hidden desktop:flex" />
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <div className="hidden items-center gap-1 desktop:flex">
              <VersionDropdown pageKey={pageKey} />
              <LocaleDropdown pageKey={pageKey} />
            </div>
            {/* The search button goes here (search dialog issue); ~10rem wide fits at every width. */}
            <div data-slot="search" className="flex items-center">
              <SearchButton />
            </div>
            <ColorModeToggle className="hidden desktop:block" />
          </div>
        </nav>
      </header>
      {/* Outside the header: its backdrop filter would make it the frame of a fixed overlay. */}
      {open ? (
        <MobileMenu id={MOBILE_MENU_ID} pageKey={pageKey} docsSidebar={docsSidebar} onClose={close} />
      ) : null}
    </>
  )
}
