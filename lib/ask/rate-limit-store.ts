/**
 * Where a rate limit counts requests. `MemoryRateLimitStore` counts in this process; a shared store
 * (Redis) can take its place so that several server instances share one budget per client.
 */

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; remaining: 0; retryAfterSeconds: number }

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number
  windowMs: number
}

/**
 * A sliding window per client: each accepted request counts for `windowMs` after it was made.
 * `take` must be atomic per client: of two requests taking the last place of a window at once,
 * one is refused. A refused request is not counted, so a client that keeps retrying too early is
 * let in as soon as its oldest request leaves the window.
 */
export interface RateLimitStore {
  take(client: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision>
}

/** Seconds until the oldest counted request leaves the window, at least 1 (for `Retry-After`). */
export function retryAfterSeconds(oldest: number, rule: RateLimitRule, now: number): number {
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000))
}
