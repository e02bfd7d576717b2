/**
 * Search analytics events (optional, `siteConfig.search.insights`): views of the hits shown,
 * batched in groups of 20 and debounced by 400 ms; a click when a hit is opened, with its
 * queryID and position; a conversion when its page has loaded. The events go through the
 * search-insights library, which the caller loads only when insights are on.
 */

/** The `aa(method, payload)` function of search-insights, or a double of it. */
export type InsightsFunction = (method: string, payload?: unknown) => void

export interface InsightsSettings {
  appId: string
  apiKey: string
  indexName: string
  viewBatchSize: number
  viewDebounceMs: number
}

export interface InsightsReporter {
  viewed(objectIDs: readonly string[]): void
  clicked(event: { objectID: string; queryID: string; position: number }): void
  converted(event: { objectID: string; queryID: string }): void
  /** Sends pending views now (the dialog is closing). */
  flush(): void
}

export const INSIGHTS_EVENT_NAMES = {
  viewed: 'Hits Viewed',
  clicked: 'Hit Clicked',
  converted: 'Hit Page Opened',
} as const

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}

/**
 * `load` resolves the initialised `aa` function; it is called on the first event only, so an
 * unused dialog never downloads the library. A failed load drops the events: analytics never
 * break search.
 */
export function createInsightsReporter(
  load: () => Promise<InsightsFunction>,
  settings: Pick<InsightsSettings, 'indexName' | 'viewBatchSize' | 'viewDebounceMs'>,
): InsightsReporter {
  let pendingViews: string[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const send = (method: string, payload: unknown) => {
    load().then(
      (aa) => aa(method, payload),
      () => undefined,
    )
  }
  const flush = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    const objectIDs = pendingViews
    pendingViews = []
    for (const batch of chunk(objectIDs, settings.viewBatchSize)) {
      send('viewedObjectIDs', {
        eventName: INSIGHTS_EVENT_NAMES.viewed,
        index: settings.indexName,
        objectIDs: batch,
      })
    }
  }
  return {
    viewed(objectIDs) {
      for (const objectID of objectIDs) if (!pendingViews.includes(objectID)) pendingViews.push(objectID)
      if (timer !== null) clearTimeout(timer)
      timer = setTimeout(flush, settings.viewDebounceMs)
    },
    clicked({ objectID, queryID, position }) {
      send('clickedObjectIDsAfterSearch', {
        eventName: INSIGHTS_EVENT_NAMES.clicked,
        index: settings.indexName,
        queryID,
        objectIDs: [objectID],
        positions: [position],
      })
    },
    converted({ objectID, queryID }) {
      send('convertedObjectIDsAfterSearch', {
        eventName: INSIGHTS_EVENT_NAMES.converted,
        index: settings.indexName,
        queryID,
        objectIDs: [objectID],
      })
    },
    flush,
  }
}

/** Memoises a loader; a failed load is retried on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}
