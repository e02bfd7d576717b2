/**
 * The rate limit counted in this process's memory: the times of each client's accepted requests.
 * Memory is bounded: clients whose window is empty are dropped, and past `maxClients` the least
 * recently seen go first. Each server process has its own budget per client.
 */
import {
  retryAfterSeconds,
  type RateLimitDecision,
  type RateLimitRule,
  type RateLimitStore,
} from './rate-limit-store'

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly clients = new Map<string, number[]>()
  private readonly maxClients: number

  constructor(options: { maxClients?: number } = {}) {
    this.maxClients = options.maxClients ?? 10_000
  }

  async take(client: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision> {
    return this.takeNow(client, rule, now)
  }

  /** Clients currently tracked (for tests and monitoring). */
  get size(): number {
    return this.clients.size
  }

  // Synchronous, so two requests of one client can never interleave between reading and writing.
  private takeNow(client: string, rule: RateLimitRule, now: number): RateLimitDecision {
    const since = now - rule.windowMs
    const times = (this.clients.get(client) ?? []).filter((time) => time > since)
    this.clients.delete(client)
    if (times.length >= rule.limit) {
      this.clients.set(client, times)
      return {
        allowed: false,
        remaining: 0,
        retryAfterSeconds: retryAfterSeconds(times[0] as number, rule, now),
      }
    }
    times.push(now)
    // Re-inserted last: the map's order is least recently seen first.
    this.clients.set(client, times)
    if (this.clients.size > this.maxClients) this.evict(since)
    return { allowed: true, remaining: rule.limit - times.length }
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
