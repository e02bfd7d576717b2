import type { SidebarItem } from '../content/sidebar'

/** The docs sidebar of the page being shown, which the mobile menu also holds. */
export interface DocsSidebar {
  items: SidebarItem[]
  activeRoute: string
}

/** Picks the sidebar out of a doc page's props (any other page has none). */
export function docsSidebarOf(pageProps: unknown): DocsSidebar | undefined {
  if (typeof pageProps !== 'object' || pageProps === null) return undefined
  const { kind, sidebar, route } = pageProps as Record<string, unknown>
  if (kind !== 'doc' || !Array.isArray(sidebar) || typeof route !== 'string') return undefined
  return { items: sidebar as SidebarItem[], activeRoute: route }
}

/** The path of a router `asPath`, without query and hash: the key of "this page" for menus. */
export function pagePath(asPath: string): string {
  return asPath.split(/[?#]/)[0] || '/'
}
