import type { PageCodeLoader } from '@/lib/next-internals/page-loader'
import { toRouterPath } from '@/lib/site-links'

/** The part of the Network Information API we read (not in every browser, hence all optional). */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Whether page chunks of links in view may be fetched ahead of a click: not with the data saver
 * on, nor on a 2g (or slow-2g) connection.
 */
export function allowsViewportPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '')
}

/**
 * The router method the policy wraps: next/link calls `prefetch` without `priority` for a link
 * scrolling into view and with it on hover and touch; that call fetches the page's code and data.
 */
export interface PrefetchingRouter {
  prefetch(url: string, asPath?: string, options?: { priority?: boolean }): Promise<void>
}

export interface PrefetchPolicy {
  /** Whether links scrolling into view get their page's code (see allowsViewportPrefetch). */
  viewport: boolean
  /** The page on screen (router.asPath): links to it are never prefetched. */
  currentPath: () => string
}

/** `/docs/server/?tab=1#top` → `/docs/server`: the page a URL shows. */
export function pagePathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The paths a page route answers: `/blog/[...slug]` → /blog/a, /blog/a/b; `/docs/[[...slug]]` → /docs too. */
export function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return '(?:/[^?#]+)?'
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '/[^?#]+'
      if (/^\[[^\]]+\]$/.test(segment)) return '/[^/?#]+'
      return `/${escapeRegExp(segment)}`
    })
  return new RegExp(`^${segments.join('')}$`)
}

/**
 * The page route that renders a path, as Next's router resolves it: the route of that exact name,
 * else the first dynamic route whose pattern matches, in the build's order (most specific first).
 */
export function pageRouteOf(path: string, routes: readonly string[]): string | undefined {
  const page = pagePathOf(path)
  if (routes.includes(page)) return page
  return routes.find((route) => route.includes('[') && routePattern(route).test(page === '/' ? '' : page))
}

/**
 * Applies the prefetch policy to every link of the site at once (next/link has no global switch):
 * - a link to the page on screen (the sidebar's active entry, a breadcrumb) fetches nothing, as
 *   the page's data is already here;
 * - a link scrolling into view fetches its page's code only, and none with the data saver on or
 *   on 2g (as Docusaurus prefetches code). On a doc page the code of every other doc page is
 *   already here, so the sidebar's links cost nothing; the page data, which carries the page's
 *   HTML, would cost the size of every linked page;
 * - intent (hover and touch through next/link, keyboard focus through hooks/usePrefetchPolicy.ts)
 *   fetches the page's code and data, so the click that usually follows renders at once.
 * Returns the function that undoes it.
 */
export function applyPrefetchPolicy(
  router: PrefetchingRouter,
  loader: PageCodeLoader | null,
  policy: PrefetchPolicy,
): () => void {
  const prefetch = router.prefetch
  router.prefetch = (url, asPath, options) => {
    if (pagePathOf(asPath ?? url) === pagePathOf(policy.currentPath())) return Promise.resolve()
    if (options?.priority) return prefetch.call(router, url, asPath, options)
    if (!policy.viewport || !loader) return Promise.resolve()
    return prefetchPageCode(loader, asPath ?? url)
  }
  return () => {
    router.prefetch = prefetch
  }
}

async function prefetchPageCode(loader: PageCodeLoader, path: string): Promise<void> {
  const route = pageRouteOf(path, await loader.getPageList())
  if (route) await loader.prefetch(route)
}

/** The parts of a focused link that decide whether it is a page of this site to prefetch. */
export interface IntentLink {
  /** The resolved URL (`HTMLAnchorElement.href`). */
  href: string
  target: string
  download: boolean
}

/**
 * The router path to prefetch when a link gets focus (the keyboard's hover), or null: only links
 * the site navigates client-side, that is same-origin links under the base path without a target
 * or download, and not an API route or a file (a feed, the sitemap).
 */
export function intentPathOf(link: IntentLink, origin: string, basePath: string): string | null {
  if (link.target || link.download) return null
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  const routerPath = toRouterPath(url.pathname, basePath)
  if (routerPath === null) return null
  const path = pagePathOf(routerPath)
  if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return null
  return path
}
