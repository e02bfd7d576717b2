import { createAskHandler } from '@/lib/ask/ask-handler'
import { createDocsAnswerProvider } from '@/lib/ask/provider'
import { SlidingWindowRateLimiter } from '@/lib/ask/rate-limit'
import { trustedProxiesFromEnv } from '@/lib/http/trusted-proxies'
import { getSearchIndexStore } from '@/lib/search/store/index-store'
import { siteConfig } from '@/site.config'

// The handler reads (and limits) the body itself.
export const config = { api: { bodyParser: false } }

/** `POST /api/ask`: answers a question from the docs' own search index, streamed as NDJSON. */
export default createAskHandler({
  provider: createDocsAnswerProvider({
    index: () => getSearchIndexStore().current().searchIndex(siteConfig.search.embedded.indexName),
  }),
  // Counted in this process's memory; `npm start` has checked TRUSTED_PROXIES before starting.
  limiter: new SlidingWindowRateLimiter({ limit: siteConfig.search.ask.questionsPerMinute }),
  trustedProxies: trustedProxiesFromEnv(),
})
