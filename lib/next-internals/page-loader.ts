/**
 * Next.js's page loader (`router.pageLoader`), the one non-public part of the client router the site
 * uses (lib/next-internals/ holds every use of a non-public Next.js API; `page-loader.test.ts`
 * fails with a clear message when an upgrade changes it).
 *
 * Why: the site's prefetch policy (lib/chrome/prefetch.ts) fetches only the code of a page whose
 * link scrolls into view, as the specification asks, and its data on hover, touch and focus. The
 * public `router.prefetch` always fetches both, so a doc page's sidebar would fetch the data of
 * every linked page: each carries that page's HTML (33 kB median, 138 kB the longest).
 */

/** Next's page loader, as far as prefetching a page's code without its data needs it. */
export interface PageCodeLoader {
  /** Every page route of the build (`/docs/[[...slug]]`), most specific first. */
  getPageList(): Promise<string[]>
  /** Fetches a route's chunks ahead of time (`link rel=prefetch`); a loaded chunk is not fetched again. */
  prefetch(route: string): Promise<void>
}

/** The page loader of a client-side router, or null when this version of Next.js has none. */
export function pageCodeLoaderOf(router: object): PageCodeLoader | null {
  const loader: unknown = Reflect.get(router, 'pageLoader')
  if (typeof loader !== 'object' || loader === null) return null
  const { getPageList, prefetch } = loader as Partial<Record<keyof PageCodeLoader, unknown>>
  if (typeof getPageList !== 'function' || typeof prefetch !== 'function') return null
  return loader as PageCodeLoader
}
