/**
 * The versions manifest in Redis: one hash (`REDIS_VERSIONS_KEY`, default `sba-docs:versions`),
 * a field per version holding its entry as JSON, and a channel of the same name on which every
 * change is announced (readers also poll, in case they missed a message while disconnected).
 */
import {
  boundedRedisClient,
  closeClient,
  connectedClient,
  subscribeInBackground,
  type BoundedRedisClient,
} from '../redis/client'
import { redactedUrl } from '../releases/store'
import { parseVersionEntry } from './parse-version-entry'
import type { VersionEntry } from './version-entry'
import type { VersionRegistry } from './registry'

const BOUNDS = { commandTimeoutMs: 2_000, connectTimeoutMs: 2_000 }

export class RedisVersionRegistry implements VersionRegistry {
  readonly description: string
  private readonly client: BoundedRedisClient
  private subscriber: BoundedRedisClient | null = null
  private readonly ready: () => Promise<BoundedRedisClient>
  private lastErrorLogged = 0
  /** Each field's text as read last, and its entry (null: damaged, reported then). */
  private read = new Map<string, { text: string; entry: VersionEntry | null }>()

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly warn: (message: string) => void = (message) => console.warn(`[versions] ${message}`),
  ) {
    this.description = `the versions manifest in Redis at ${redactedUrl(url)} (key ${key})`
    this.client = boundedRedisClient(url, BOUNDS)
    this.client.on('error', (error: Error) => this.logError(error))
    this.ready = connectedClient(this.client, BOUNDS.connectTimeoutMs, (error) => this.logError(error))
  }

  async list(): Promise<VersionEntry[]> {
    const fields = await (await this.ready()).hGetAll(this.key)
    const entries: VersionEntry[] = []
    const seen = new Map<string, { text: string; entry: VersionEntry | null }>()
    for (const [name, text] of Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))) {
      // Servers read the manifest every second: a field's text seen before is not parsed (or
      // reported) again.
      const known = this.read.get(name)
      const entry = known?.text === text ? known.entry : this.parse(name, text)
      seen.set(name, { text, entry })
      if (entry) entries.push(entry)
    }
    this.read = seen
    return entries
  }

  private parse(name: string, text: string): VersionEntry | null {
    try {
      const entry = parseVersionEntry(text, `${this.key} field ${name}`)
      if (entry.name !== name) throw new Error(`${this.key} field ${name}: holds the entry of ${entry.name}`)
      return entry
    } catch (error) {
      this.warn((error as Error).message)
      return null
    }
  }

  async put(entry: VersionEntry): Promise<void> {
    const client = await this.ready()
    await client
      .multi()
      .hSet(this.key, entry.name, JSON.stringify(entry))
      .publish(this.key, entry.name)
      .exec()
  }

  async remove(name: string): Promise<boolean> {
    const client = await this.ready()
    const [removed] = await client.multi().hDel(this.key, name).publish(this.key, name).exec()
    return Number(removed) > 0
  }

  watch(onChange: () => void): () => void {
    if (!this.subscriber) {
      this.subscriber = boundedRedisClient(this.url, BOUNDS)
      this.subscriber.on('error', (error: Error) => this.logError(error))
    }
    return subscribeInBackground(this.subscriber, this.key, onChange, (error) => this.logError(error))
  }

  async close(): Promise<void> {
    await Promise.allSettled([closeClient(this.client), closeClient(this.subscriber)])
  }

  /** Errors are expected while Redis is down; said once a minute, not on every retry. */
  private logError(error: Error): void {
    if (Date.now() - this.lastErrorLogged < 60_000) return
    this.lastErrorLogged = Date.now()
    this.warn(`${this.description}: ${error.message}`)
  }
}
