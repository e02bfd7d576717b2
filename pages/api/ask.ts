import { createAskHandler } from '@/lib/ask/ask-handler'
import { createDocsAnswerProvider } from '@/lib/ask/provider'
import { SlidingWindowRateLimiter } from '@/lib/ask/rate-limit'
import { siteSearchStore } from '@/lib/releases/server'
import { trustedProxiesFromEnv } from '@/lib/server/trusted-proxies.cjs'
import { siteConfig } from '@/site.config'

// The handler reads (and limits) the body itself.
export const config = { api: { bodyParser: false } }

/** `POST /api/ask`: answers a question from the docs' own search index, streamed as NDJSON. */
export default createAskHandler({
  provider: createDocsAnswerProvider({
    index: async () => (await siteSearchStore()).current().searchIndex(siteConfig.search.embedded.indexName),
  }),
  // Counted in this process's memory; the server checked TRUSTED_PROXIES before it started (lib/server/env.cjs).
  limiter: new SlidingWindowRateLimiter({ limit: siteConfig.search.ask.questionsPerMinute }),
  trustedProxies: trustedProxiesFromEnv(),
})
