import { useEffect, useMemo } from 'react'
import {
  createInsightsReporter,
  once,
  type InsightsFunction,
  type InsightsReporter,
} from '@/lib/search-dialog/insights'
import { browserRefusesTracking } from '@/lib/search-dialog/tracking-consent'
import { siteConfig } from '@/site.config'

export interface InsightsTarget {
  appId: string
  apiKey: string
  indexName: string
  /** `hosted`: events go to the hosted service; otherwise (the default) to this site's embedded backend. */
  mode?: 'embedded' | 'hosted'
}

/** The embedded backend's Insights endpoint is `${basePath}${apiPath}/1/events` on this origin. */
function embeddedInsightsHost(): string {
  return `${window.location.origin}${siteConfig.basePath}${siteConfig.search.embedded.apiPath}`
}

const { insights } = siteConfig.search

let loader: (() => Promise<InsightsFunction>) | null = null

/** search-insights is downloaded on the first event, and only when insights are on. */
function insightsLoader(target: InsightsTarget) {
  loader ??= once(async () => {
    const { default: aa } = await import('search-insights')
    aa('init', {
      appId: target.appId,
      apiKey: target.apiKey,
      useCookie: false,
      anonymousUserToken: true,
      ...(target.mode === 'hosted' ? {} : { host: embeddedInsightsHost() }),
    })
    return aa as unknown as InsightsFunction
  })
  return loader
}

/**
 * The analytics reporter of the open dialog, or null when insights are off (the default:
 * `NEXT_PUBLIC_SEARCH_ANALYTICS=on` at build time turns them on) or the browser asks not to be
 * tracked (Do Not Track, Global Privacy Control).
 */
export function useSearchInsights(
  target: InsightsTarget | null,
  enabled: boolean = insights.enabled && !browserRefusesTracking(),
) {
  const reporter: InsightsReporter | null = useMemo(
    () =>
      enabled && target
        ? createInsightsReporter(insightsLoader(target), {
            indexName: target.indexName,
            viewBatchSize: insights.viewBatchSize,
            viewDebounceMs: insights.viewDebounceMs,
          })
        : null,
    [enabled, target],
  )
  useEffect(() => () => reporter?.flush(), [reporter])
  return reporter
}
