/**
 * Search analytics as the server's environment sets them (described in .env.example): off unless
 * `NEXT_PUBLIC_SEARCH_ANALYTICS=on`; kept `SEARCH_ANALYTICS_RETENTION_DAYS` days (default 90); in
 * Redis when the content releases are (`REDIS_URL`, under the same key prefix), else in memory.
 */
import { releaseStoreConfig } from '../../releases/store'
import { MemoryAnalyticsStore } from './memory-store'
import { AnalyticsRecorder } from './recorder'
import { RedisAnalyticsStore } from './redis-store'

export const DEFAULT_RETENTION_DAYS = 90
export const MAX_RETENTION_DAYS = 730

export function analyticsEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.NEXT_PUBLIC_SEARCH_ANALYTICS?.trim() === 'on'
}

export function retentionDaysOf(env: Readonly<Record<string, string | undefined>>): number {
  const value = env.SEARCH_ANALYTICS_RETENTION_DAYS?.trim()
  if (!value) return DEFAULT_RETENTION_DAYS
  const days = Number(value)
  if (!/^\d+$/.test(value) || days < 1 || days > MAX_RETENTION_DAYS)
    throw new Error(
      `SEARCH_ANALYTICS_RETENTION_DAYS=${value}: expected a whole number of days from 1 to ${MAX_RETENTION_DAYS}`,
    )
  return days
}

/**
 * The recorder the environment asks for, or null when analytics are off. A malformed setting
 * (which the production server refuses at start, lib/server/env.cjs, but `next dev` does not check)
 * turns analytics off with a message naming it: search itself keeps working.
 */
export function analyticsRecorderFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  version: string,
): AnalyticsRecorder | null {
  try {
    return recorderFromEnv(env, version)
  } catch (error) {
    console.error(
      `[search] search analytics are off: ${error instanceof Error ? error.message : String(error)}`,
    )
    return null
  }
}

function recorderFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  version: string,
): AnalyticsRecorder | null {
  if (!analyticsEnabled(env)) return null
  const retentionDays = retentionDaysOf(env)
  const config = releaseStoreConfig(env, version)
  // Once a minute at most: an unreachable Redis reports every reconnection attempt.
  let warned = 0
  const warn = (message: string) => {
    if (Date.now() - warned < 60_000) return
    warned = Date.now()
    console.warn(message)
  }
  const store =
    config.kind === 'redis'
      ? new RedisAnalyticsStore(config.url, config.prefix, retentionDays, Date.now, (error) =>
          warn(`[search] search analytics: Redis: ${error.message}`),
        )
      : new MemoryAnalyticsStore()
  return new AnalyticsRecorder({ store, retentionDays, warn })
}
