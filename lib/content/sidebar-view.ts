/**
 * The docs sidebar as one page shows it first. A category starts open when it cannot be collapsed,
 * when its category file (or the site's default) says so, or when it holds or links the page; the
 * others start closed, and their pages are not rendered until the reader opens them (as
 * Docusaurus does). So a page's props carry only what it shows: a closed category keeps its label
 * and link and says how many items it has (`deferredItems`), and the sidebar fetches them when it
 * opens (`/api/sidebar`, lib/releases/sidebar-handler.ts). Without this, every doc page carried the
 * whole sidebar: at 5,000 pages, 688 kB of page data per page, paid by every reader and by every
 * regeneration of a page.
 */
import { routeKey } from './paths'
import type { SidebarCategory, SidebarItem } from './sidebar'

/** Whether the category holds the page at `route`, at any depth. */
export function holdsRoute(category: SidebarCategory, route: string): boolean {
  return category.items.some((child) =>
    child.type === 'doc'
      ? routeKey(child.href) === route
      : (child.href !== undefined && routeKey(child.href) === route) || holdsRoute(child, route),
  )
}

/** Whether the category starts open on the page at `route` (see above). */
export function startsOpen(category: SidebarCategory, route: string, collapsedByDefault: boolean): boolean {
  if (category.collapsible === false) return true
  if (!(category.collapsed ?? collapsedByDefault)) return true
  if (category.href !== undefined && routeKey(category.href) === route) return true
  return holdsRoute(category, route)
}

/** The sidebar a page's props carry: the categories that start closed without their items. */
export function sidebarForPage(
  items: readonly SidebarItem[],
  route: string,
  collapsedByDefault: boolean,
): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'doc') return item
    if (startsOpen(item, route, collapsedByDefault))
      return { ...item, items: sidebarForPage(item.items, route, collapsedByDefault) }
    if (item.items.length === 0) return item
    return { ...item, items: [], deferredItems: item.items.length }
  })
}

/** The category reached by following these labels from the top of the sidebar, if any. */
export function categoryAt(items: readonly SidebarItem[], labels: readonly string[]): SidebarCategory | undefined {
  let level: readonly SidebarItem[] = items
  let found: SidebarCategory | undefined
  for (const label of labels) {
    found = level.find((item): item is SidebarCategory => item.type === 'category' && item.label === label)
    if (!found) return undefined
    level = found.items
  }
  return found
}
