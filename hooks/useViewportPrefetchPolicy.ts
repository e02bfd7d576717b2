import Router from 'next/router'
import { useEffect } from 'react'
import { allowsViewportPrefetch, applyPrefetchPolicy, type ConnectionInfo } from '@/lib/chrome/prefetch'

/**
 * Page chunks of links in view are prefetched, except with the data saver on or on 2g; links to
 * the page on screen are never prefetched.
 */
export function useViewportPrefetchPolicy() {
  useEffect(() => {
    const router = Router.router
    if (!router) return
    const { connection } = navigator as Navigator & { connection?: ConnectionInfo }
    return applyPrefetchPolicy(router, {
      viewport: allowsViewportPrefetch(connection),
      currentPath: () => router.asPath,
    })
  }, [])
}
