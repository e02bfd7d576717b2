import Router from 'next/router'
import { useRouteProgress } from '@/hooks/useRouteProgress'
import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'

/** A thin bar at the top while a route change takes longer than the configured delay. */
export function RouteProgressBar() {
  const visible = useRouteProgress(Router.events, siteConfig.progressBarDelayMs)
  if (!visible) return null
  return (
    <div
      role="progressbar"
      aria-label={chromeStrings.routeProgress}
      className="route-progress fixed top-0 left-0 z-[60] h-1 bg-brand-600 dark:bg-brand-300"
    />
  )
}
