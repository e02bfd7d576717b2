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

/**
 * Turns off the prefetching of links as they scroll into view, for every link of the site at once
 * (next/link has no global switch), while a hover or touch still prefetches the one link the
 * reader is about to follow, as Docusaurus does. Returns the function that undoes it.
 */
export function skipViewportPrefetch(router: PrefetchingRouter): () => void {
  const prefetch = router.prefetch
  router.prefetch = (url, asPath, options) =>
    options?.priority ? prefetch.call(router, url, asPath, options) : Promise.resolve()
  return () => {
    router.prefetch = prefetch
  }
}
