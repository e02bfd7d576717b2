import Router from 'next/router'
import { useEffect } from 'react'
import {
  allowsViewportPrefetch,
  applyPrefetchPolicy,
  intentPathOf,
  type ConnectionInfo,
} from '@/lib/chrome/prefetch'
import { pageCodeLoaderOf } from '@/lib/next-internals/page-loader'

/**
 * The site's prefetch policy (see applyPrefetchPolicy): links in view get their page's code
 * (except with the data saver on or on 2g), hover, touch and focus get the page's code and data,
 * and links to the page on screen get nothing.
 */
export function usePrefetchPolicy() {
  useEffect(() => {
    const router = Router.router
    if (!router) return
    const { connection } = navigator as Navigator & { connection?: ConnectionInfo }
    const restore = applyPrefetchPolicy(router, pageCodeLoaderOf(router), {
      viewport: allowsViewportPrefetch(connection),
      currentPath: () => router.asPath,
    })
    // Focus is the keyboard's hover: next/link prefetches on mouse enter and touch start only. A
    // link focused by a pointer's press (not focus-visible) had its hover already, and each
    // prefetch with priority fetches the data again.
    const onFocusIn = (event: FocusEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || !link.matches(':focus-visible')) return
      const path = intentPathOf(
        { href: link.href, target: link.target, download: link.hasAttribute('download') },
        window.location.origin,
        router.basePath,
      )
      if (path) router.prefetch(path, path, { priority: true }).catch(() => undefined)
    }
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      restore()
    }
  }, [])
}
