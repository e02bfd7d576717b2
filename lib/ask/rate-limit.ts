/**
 * Questions per client per window. The limiter holds the rule and the clock; where the questions
 * are counted is a `RateLimitStore` (in this process's memory unless another store is given), so
 * a shared store can be plugged in without a change to the handler.
 */
import { MemoryRateLimitStore } from './memory-rate-limit-store'
import type { RateLimitDecision, RateLimitRule, RateLimitStore } from './rate-limit-store'

export type { RateLimitDecision, RateLimitRule, RateLimitStore } from './rate-limit-store'

/** What the ask handler needs: one decision per request. */
export interface ClientRateLimiter {
  take(client: string): Promise<RateLimitDecision>
}

export interface RateLimiterOptions {
  /** Requests allowed per window. */
  limit: number
  windowMs?: number
  /** Where requests are counted; a new in-memory store when absent. */
  store?: RateLimitStore
  now?: () => number
}

export class SlidingWindowRateLimiter implements ClientRateLimiter {
  private readonly rule: RateLimitRule
  private readonly store: RateLimitStore
  private readonly now: () => number

  constructor(options: RateLimiterOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 1)
      throw new RangeError('limit must be a positive integer')
    this.rule = { limit: options.limit, windowMs: options.windowMs ?? 60_000 }
    this.store = options.store ?? new MemoryRateLimitStore()
    this.now = options.now ?? Date.now
  }

  /** Counts a request of `client` if it is within the limit. */
  take(client: string): Promise<RateLimitDecision> {
    return this.store.take(client, this.rule, this.now())
  }
}
