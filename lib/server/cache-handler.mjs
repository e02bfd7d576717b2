// @ts-check
/**
 * The page cache (ISR) shared by every instance of the site, in Redis: a page one instance
 * regenerates is served by all, and an on-demand revalidation on any instance (the webhook, or an
 * instance's own refresh after a content release switch) replaces the page for all.
 * Without REDIS_URL (a single server) only the in-memory LRU serves: nothing outlives a restart, so
 * a restarted server shows the build's pages brought up to the release it loads (lib/releases/server.ts),
 * never pages regenerated from another release before it went down.
 *
 * Why @fortedigital/nextjs-cache-handler: it is the maintained successor of @neshca/cache-handler
 * for Next.js 15/16 (pages-router ISR, path and tag revalidation), it speaks node-redis
 * (@redis/client), the client the content release store already uses, and its handlers compose:
 * `get` asks them in order and moves on when one fails, `set` writes to all. So Redis comes first
 * and an in-memory LRU second: while Redis is unreachable an instance keeps serving what it has
 * (stale beats an error) and regenerates into memory; the client reconnects on its own, and Redis
 * is used again as soon as it answers.
 *
 * Entries are keyed by build id: pages of another build name other script files, so a rolling
 * deploy never serves one build's HTML from the other's cache.
 */
import { createRequire } from 'node:module'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { onePerProcess } from 'sba-docs-process'

const require = createRequire(import.meta.url)
// The version this deployment was built for (the standalone server.js sets it, scripts/prepare-standalone.ts).
const { version } = require('../build/docs-version.cjs').docsVersionFrom(process.env)

/** Logs Redis trouble once a minute, not on every reconnect attempt. */
let lastWarning = 0
function warn(/** @type {string} */ message) {
  const now = Date.now()
  if (now - lastWarning < 60_000) return
  lastWarning = now
  console.warn(`[page cache] ${message}`)
}

// Next.js makes a handler more than once per process: all share one configuration, one Redis client.
CacheHandler.onCreation(({ buildId }) => onePerProcess('page-cache', () => pageCacheConfig(buildId)))

/** @param {string | undefined} buildId */
function pageCacheConfig(buildId) {
  const local = createLruHandler({ maxItemsNumber: 10_000, maxItemSizeBytes: 256 * 1024 * 1024 })
  const url = process.env.REDIS_URL?.trim()
  // The build prerenders into memory; only running servers share pages.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
    return { handlers: [local] }
  }
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      // Back off up to 2 s between attempts, forever: Redis coming back is picked up by itself.
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  client.on('error', (/** @type {Error} */ error) =>
    warn(`Redis: ${error.message}; serving from memory until it answers`),
  )
  client.connect().catch((/** @type {Error} */ error) => warn(`Redis: ${error.message}`))
  const prefix = process.env.REDIS_KEY_PREFIX?.trim() || `sba-docs:${version}:`
  const shared = createRedisHandler({
    // @ts-expect-error the handler's types name the `redis` package's client; @redis/client is the same client
    client,
    keyPrefix: `${prefix}pages:${buildId ?? 'build'}:`,
    timeoutMs: 1_000,
  })
  return { handlers: [shared, local] }
}

export default CacheHandler
