import { useEffect, useMemo } from 'react'
import {
  createInsightsReporter,
  once,
  type InsightsFunction,
  type InsightsReporter,
} from '@/lib/search-dialog/insights'
import { siteConfig } from '@/site.config'

export interface InsightsTarget {
  appId: string
  apiKey: string
  indexName: string
}

const { insights } = siteConfig.search

let loader: (() => Promise<InsightsFunction>) | null = null

/** search-insights is downloaded on the first event, and only when insights are on. */
function insightsLoader(target: InsightsTarget) {
  loader ??= once(async () => {
    const { default: aa } = await import('search-insights')
    aa('init', { appId: target.appId, apiKey: target.apiKey, useCookie: false, anonymousUserToken: true })
    return aa as unknown as InsightsFunction
  })
  return loader
}

/** The analytics reporter of the open dialog, or null when insights are off (the default). */
export function useSearchInsights(target: InsightsTarget | null, enabled: boolean = insights.enabled) {
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
