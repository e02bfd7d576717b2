import { useEffect, useState } from 'react'
import type { NextRouter } from 'next/router'

/**
 * Whether to show the route progress bar: only once a route change has taken longer than
 * `delayMs`, so quick navigations show nothing. Shallow route changes never show it.
 */
export function useRouteProgress(events: NextRouter['events'], delayMs: number): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    let timer: number | undefined
    const start = (_url: string, options?: { shallow?: boolean }) => {
      if (options?.shallow) return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setVisible(true), delayMs)
    }
    const done = () => {
      window.clearTimeout(timer)
      setVisible(false)
    }
    events.on('routeChangeStart', start)
    events.on('routeChangeComplete', done)
    events.on('routeChangeError', done)
    return () => {
      window.clearTimeout(timer)
      events.off('routeChangeStart', start)
      events.off('routeChangeComplete', done)
      events.off('routeChangeError', done)
    }
  }, [events, delayMs])
  return visible
}
