/** The part of the Network Information API we read (not in every browser, hence all optional). */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Whether page chunks and data of links in view may be fetched ahead of a click: not with the
 * data saver on, nor on a 2g (or slow-2g) connection.
 */
export function allowsViewportPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '')
}

/** The router method next/link calls: viewport prefetches pass no `priority`, hover and touch pass `true`. */
export interface PrefetchingRouter {
  prefetch(url: string, asPath?: string, options?: { priority?: boolean }): Promise<void>
}

export interface PrefetchPolicy {
  /** Whether links scrolling into view are prefetched (see allowsViewportPrefetch). */
  viewport: boolean
  /** The page on screen (router.asPath): links to it are never prefetched. */
  currentPath: () => string
}

/** `/docs/server/?tab=1#top` → `/docs/server`: the page a URL shows. */
export function pagePathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * Applies the prefetch policy to every link of the site at once (next/link has no global switch):
 * - a link to the page on screen (the sidebar's active entry, a breadcrumb) fetches nothing, as
 *   the page's data is already here;
 * - without viewport prefetching, links scrolling into view fetch nothing, while a hover or touch
 *   still prefetches the one link the reader is about to follow, as Docusaurus does.
 * Returns the function that undoes it.
 */
export function applyPrefetchPolicy(router: PrefetchingRouter, policy: PrefetchPolicy): () => void {
  const prefetch = router.prefetch
  router.prefetch = (url, asPath, options) => {
    if (pagePathOf(asPath ?? url) === pagePathOf(policy.currentPath())) return Promise.resolve()
    if (!policy.viewport && !options?.priority) return Promise.resolve()
    return prefetch.call(router, url, asPath, options)
  }
  return () => {
    router.prefetch = prefetch
  }
}
