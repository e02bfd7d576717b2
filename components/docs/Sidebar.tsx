import { ChevronRightIcon } from '@heroicons/react/20/solid'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { routeKey } from '@/lib/content/paths'
import type { SidebarCategory, SidebarItem } from '@/lib/content/sidebar'
import { cn } from '@/lib/cn'
import { siteConfig } from '@/site.config'

interface SidebarProps {
  items: SidebarItem[]
  activeRoute: string
}

const linkClass =
  'block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-950 dark:aria-[current=page]:text-brand-200'

function containsRoute(item: SidebarCategory, route: string): boolean {
  return item.items.some((child) =>
    child.type === 'doc'
      ? routeKey(child.href) === route
      : (child.href !== undefined && routeKey(child.href) === route) || containsRoute(child, route),
  )
}

function Category({ item, activeRoute }: { item: SidebarCategory; activeRoute: string }) {
  // Categories start as their category file or the site's default says, the one holding or linking
  // the page open, and stay as the reader leaves them: no auto-collapse. A collapsed category's pages are not
  // rendered until it opens (as Docusaurus does).
  const collapsible = item.collapsible !== false
  const collapsed = item.collapsed ?? siteConfig.sidebar.collapsedByDefault
  const active = item.href !== undefined && routeKey(item.href) === activeRoute
  // Open on its own page (the category's link) too, as Docusaurus opens the active category.
  const [expanded, setExpanded] = useState(
    !collapsible || !collapsed || active || containsRoute(item, activeRoute),
  )
  return (
    <li className={item.className}>
      <div className="flex items-center">
        {item.href ? (
          <Link
            href={routeKey(item.href)}
            aria-current={active ? 'page' : undefined}
            className={cn(linkClass, 'flex-1')}
          >
            {item.label}
          </Link>
        ) : (
          <span className="flex-1 px-3 py-1.5 text-sm font-semibold">{item.label}</span>
        )}
        {collapsible ? (
          <button
            type="button"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
            className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <ChevronRightIcon
              className={cn('h-4 w-4 transition-transform', expanded && 'rotate-90')}
              aria-hidden="true"
            />
          </button>
        ) : null}
      </div>
      {expanded ? <SidebarList items={item.items} activeRoute={activeRoute} nested /> : null}
    </li>
  )
}

function SidebarList({ items, activeRoute, nested = false }: SidebarProps & { nested?: boolean }) {
  return (
    <ul
      className={cn(
        'space-y-0.5',
        nested && 'mt-0.5 ml-3 border-l border-slate-200 pl-2 dark:border-slate-700',
      )}
    >
      {items.map((item) =>
        // A category whose only page is its index is shown as a plain link: nothing to expand.
        item.type === 'doc' || (item.items.length === 0 && item.href) ? (
          <li key={item.href} className={item.className}>
            <Link
              href={routeKey(item.href ?? '')}
              aria-current={routeKey(item.href ?? '') === activeRoute ? 'page' : undefined}
              className={linkClass}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={`${item.label}-${item.href ?? ''}`} item={item} activeRoute={activeRoute} />
        ),
      )}
    </ul>
  )
}

/** The docs sidebar (`tutorialSidebar`): always shown on desktop, the active page scrolled into view. */
export function Sidebar({ items, activeRoute }: SidebarProps) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]')
    current?.scrollIntoView({ block: 'nearest' })
  }, [activeRoute])
  return (
    <nav ref={ref} aria-label="Docs sidebar" className="text-sm">
      <SidebarList items={items} activeRoute={activeRoute} />
    </nav>
  )
}
