/**
 * The rate limit counted in Redis, so several server instances share one budget per client (a
 * client whose questions a balancer spreads over instances gets the same limit as on one). The
 * sliding window is a sorted set per client, checked and updated by one script, so two instances
 * taking the last place at once cannot both get it. While Redis is unreachable, each instance
 * counts in its own memory instead (the limit still holds per instance) until Redis answers again.
 */
import { randomUUID } from 'node:crypto'
import { boundedRedisClient } from '../redis/client'
import { MemoryRateLimitStore } from './memory-rate-limit-store'
import {
  retryAfterSeconds,
  type RateLimitDecision,
  type RateLimitRule,
  type RateLimitStore,
} from './rate-limit-store'

/** Drops what left the window, refuses when full (answering the oldest time), else counts this one. */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
local count = redis.call('ZCARD', KEYS[1])
if count >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, oldest[2]}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, tonumber(ARGV[3]) - count - 1}
`

/** A take waits on Redis at most this long before the in-memory budget answers instead. */
const newClient = (url: string) => boundedRedisClient(url, { commandTimeoutMs: 500, connectTimeoutMs: 1_000 })

export class RedisRateLimitStore implements RateLimitStore {
  private client: ReturnType<typeof newClient> | null = null
  private readonly fallback = new MemoryRateLimitStore()
  private lastWarning = 0

  /** `budget` names what is counted (`ask`, `mcp`): each endpoint has its own budget per client. */
  constructor(
    private readonly url: string,
    private readonly prefix: string,
    private readonly budget: string = 'ask',
  ) {}

  /** Connected on the first question (a build that loads this module never connects). */
  private connection(): ReturnType<typeof newClient> {
    if (!this.client) {
      const client = newClient(this.url)
      client.on('error', (error: Error) => this.warn(error.message))
      client.connect().catch((error: Error) => this.warn(error.message))
      this.client = client
    }
    return this.client
  }

  private warn(message: string): void {
    const now = Date.now()
    if (now - this.lastWarning < 60_000) return
    this.lastWarning = now
    console.warn(`[ask] rate limit in Redis: ${message}; counting in this instance's memory until it answers`)
  }

  async take(client: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision> {
    const redis = this.connection()
    if (!redis.isReady) return this.fallback.take(client, rule, now)
    try {
      const [allowed, value] = (await redis.eval(TAKE_SCRIPT, {
        keys: [`${this.prefix}${this.budget}-limit:${client}`],
        arguments: [String(now), String(rule.windowMs), String(rule.limit), `${now}:${randomUUID()}`],
      })) as [number, string | number]
      if (allowed === 1) return { allowed: true, remaining: Number(value) }
      return { allowed: false, remaining: 0, retryAfterSeconds: retryAfterSeconds(Number(value), rule, now) }
    } catch (error) {
      this.warn((error as Error).message)
      return this.fallback.take(client, rule, now)
    }
  }

  async close(): Promise<void> {
    if (this.client?.isOpen) await this.client.close()
  }
}
