import Router from 'next/router'
import { useEffect } from 'react'
import { allowsViewportPrefetch, skipViewportPrefetch, type ConnectionInfo } from '@/lib/chrome/prefetch'

/** Page chunks of links in view are prefetched, except with the data saver on or on 2g. */
export function useViewportPrefetchPolicy() {
  useEffect(() => {
    const { connection } = navigator as Navigator & { connection?: ConnectionInfo }
    if (allowsViewportPrefetch(connection) || !Router.router) return
    return skipViewportPrefetch(Router.router)
  }, [])
}
