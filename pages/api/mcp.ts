import { SlidingWindowRateLimiter } from '@/lib/ask/rate-limit'
import type { RedisRateLimitStore } from '@/lib/ask/redis-rate-limit-store'
import { createDocsMcpServer } from '@/lib/mcp/docs-server'
import { createMcpHandler } from '@/lib/mcp/mcp-handler'
import { siteMcpDeps } from '@/lib/mcp/site-deps'
import { releaseStoreConfig } from '@/lib/releases/store'
import { trustedProxiesFromEnv } from '@/lib/server/trusted-proxies.cjs'
import { siteConfig } from '@/site.config'

// The handler reads (and limits) the body itself.
export const config = { api: { bodyParser: false } }

type RedisLimitStoreModule = typeof import('@/lib/ask/redis-rate-limit-store')

function sharedLimitStore(): RedisRateLimitStore | undefined {
  const store = releaseStoreConfig(process.env, siteConfig.version)
  if (store.kind !== 'redis') return undefined
  // Redis's client loads only for a site that has Redis (as in pages/api/ask.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, typed
  const lazy = require('@/lib/ask/redis-rate-limit-store') as RedisLimitStoreModule
  return new lazy.RedisRateLimitStore(store.url, store.prefix, 'mcp')
}

const deps = siteMcpDeps()

/** `POST /mcp` (proxy.ts rewrites it here): the docs' MCP server, lib/mcp/. */
export default createMcpHandler({
  server: () => createDocsMcpServer(deps),
  limiter: new SlidingWindowRateLimiter({
    limit: siteConfig.mcp.requestsPerMinute,
    store: sharedLimitStore(),
  }),
  trustedProxies: trustedProxiesFromEnv(),
})
