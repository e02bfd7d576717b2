/**
 * Questions per client per minute: a sliding window over the times of each client's accepted
 * questions. A refused request is not counted, so a client that keeps retrying too early is let
 * in as soon as its oldest question leaves the window. Memory is bounded: clients whose window
 * is empty are dropped, and past `maxClients` the least recently seen go first.
 */

export interface RateLimiterOptions {
  /** Requests allowed per window. */
  limit: number
  windowMs?: number
  maxClients?: number
  now?: () => number
}

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; remaining: 0; retryAfterSeconds: number }

export class SlidingWindowRateLimiter {
  private readonly clients = new Map<string, number[]>()
  private readonly windowMs: number
  private readonly maxClients: number
  private readonly now: () => number

  constructor(private readonly options: RateLimiterOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 1)
      throw new RangeError('limit must be a positive integer')
    this.windowMs = options.windowMs ?? 60_000
    this.maxClients = options.maxClients ?? 10_000
    this.now = options.now ?? Date.now
  }

  /** Counts a request of `client` if it is within the limit. */
  take(client: string): RateLimitDecision {
    const now = this.now()
    const since = now - this.windowMs
    const times = (this.clients.get(client) ?? []).filter((time) => time > since)
    this.clients.delete(client)
    if (times.length >= this.options.limit) {
      this.clients.set(client, times)
      const oldest = times[0] as number
      return {
        allowed: false,
        remaining: 0,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      }
    }
    times.push(now)
    // Re-inserted last: the map's order is least recently seen first.
    this.clients.set(client, times)
    if (this.clients.size > this.maxClients) this.evict(since)
    return { allowed: true, remaining: this.options.limit - times.length }
  }

  /** Clients currently tracked (for tests and monitoring). */
  get size(): number {
    return this.clients.size
  }

  private evict(since: number): void {
    for (const [client, times] of this.clients) {
      if ((times[times.length - 1] as number) <= since) this.clients.delete(client)
    }
    for (const client of this.clients.keys()) {
      if (this.clients.size <= this.maxClients) break
      this.clients.delete(client)
    }
  }
}
