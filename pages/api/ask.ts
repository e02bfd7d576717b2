import { createAskHandler } from '@/lib/ask/ask-handler'
import { createDocsAnswerProvider } from '@/lib/ask/provider'
import { SlidingWindowRateLimiter } from '@/lib/ask/rate-limit'
import type { RedisRateLimitStore } from '@/lib/ask/redis-rate-limit-store'
import { siteSearchStore } from '@/lib/releases/server'
import { releaseStoreConfig } from '@/lib/releases/store'
import { trustedProxiesFromEnv } from '@/lib/server/trusted-proxies.cjs'
import { siteConfig } from '@/site.config'

// The handler reads (and limits) the body itself.
export const config = { api: { bodyParser: false } }

type RedisLimitStoreModule = typeof import('@/lib/ask/redis-rate-limit-store')

function sharedLimitStore(): RedisRateLimitStore | undefined {
  const store = releaseStoreConfig(process.env, siteConfig.version)
  if (store.kind !== 'redis') return undefined
  // Redis's client loads only for a site that has Redis (as in lib/releases/server.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, typed
  const lazy = require('@/lib/ask/redis-rate-limit-store') as RedisLimitStoreModule
  return new lazy.RedisRateLimitStore(store.url, store.prefix)
}

/** `POST /api/ask`: answers a question from the docs' own search index, streamed as NDJSON. */
export default createAskHandler({
  provider: createDocsAnswerProvider({
    index: async () => (await siteSearchStore()).current().searchIndex(siteConfig.search.embedded.indexName),
  }),
  // Counted in Redis when the site has it (every instance shares one budget per client), else in
  // this process's memory. The server checked TRUSTED_PROXIES before it started (lib/server/env.cjs).
  limiter: new SlidingWindowRateLimiter({
    limit: siteConfig.search.ask.questionsPerMinute,
    store: sharedLimitStore(),
  }),
  trustedProxies: trustedProxiesFromEnv(),
})
