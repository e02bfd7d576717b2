import { ChevronRightIcon } from '@heroicons/react/20/solid'
import Link from 'next/link'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSidebarCategoryItems } from '@/hooks/useSidebarCategoryItems'
import { routeKey } from '@/lib/content/paths'
import type { SidebarCategory, SidebarItem } from '@/lib/content/sidebar'
import { startsOpen } from '@/lib/content/sidebar-view'
import { cn } from '@/lib/cn'
import { siteConfig } from '@/site.config'

interface SidebarProps {
  items: SidebarItem[]
  activeRoute: string
}

const linkClass =
  'block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-950 dark:aria-[current=page]:text-brand-200'

function Category({
  item,
  activeRoute,
  labels,
}: {
  item: SidebarCategory
  activeRoute: string
  labels: readonly string[]
}) {
  // Categories start as their category file or the site's default says, the one holding or linking
  // the page open (lib/content/sidebar-view.ts), and stay as the reader leaves them: no
  // auto-collapse. A closed category's pages are not rendered until it opens (as Docusaurus does);
  // when the page's props left them out, they are fetched then.
  const collapsible = item.collapsible !== false
  const active = item.href !== undefined && routeKey(item.href) === activeRoute
  const [expanded, setExpanded] = useState(() =>
    startsOpen(item, activeRoute, siteConfig.sidebar.collapsedByDefault),
  )
  const path = useMemo(() => [...labels, item.label], [labels, item.label])
  const items = useSidebarCategoryItems(item, path, expanded)
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
      {!expanded ? null : items.state === 'ready' ? (
        <SidebarList items={items.items} activeRoute={activeRoute} labels={path} nested />
      ) : (
        <p role="status" className="mt-0.5 ml-3 px-3 py-1.5 text-sm text-slate-600 dark:text-slate-300">
          {items.state === 'loading' ? (
            'Loading pages…'
          ) : (
            <>
              {"This category's pages could not be loaded. "}
              <button type="button" onClick={items.retry} className="underline">
                Try again
              </button>
            </>
          )}
        </p>
      )}
    </li>
  )
}

function SidebarList({
  items,
  activeRoute,
  labels = [],
  nested = false,
}: SidebarProps & { labels?: readonly string[]; nested?: boolean }) {
  return (
    <ul
      className={cn(
        'space-y-0.5',
        nested && 'mt-0.5 ml-3 border-l border-slate-200 pl-2 dark:border-slate-700',
      )}
    >
      {items.map((item) =>
        // A category whose only page is its index is shown as a plain link: nothing to expand.
        item.type === 'doc' || (item.items.length === 0 && !item.deferredItems && item.href) ? (
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
          <Category
            key={`${item.label}-${item.href ?? ''}`}
            item={item}
            activeRoute={activeRoute}
            labels={labels}
          />
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
