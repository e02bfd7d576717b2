/**
 * A server's view of the versions manifest: read when a page asks and the last look is older than
 * a second, followed through the registry's change notices (and a poll when they are missed), and
 * kept when the store cannot be reached (pages then show the versions they showed). Listeners hear
 * every change, with the manifest before and after, to regenerate the pages whose dropdown it changes.
 */
import { sameEntry, type VersionEntry } from './version-entry'
import type { VersionRegistry } from './registry'

export interface VersionsTrackerOptions {
  /**
   * The manifest the pages already rendered show (the build's, lib/versions/build-versions.ts):
   * the first read is compared with it, and listeners hear the difference. Null: not known (every
   * page may differ). Left out: not compared.
   */
  baseline?: readonly VersionEntry[] | null
  checkIntervalMs?: number
  now?: () => number
  warn?: (message: string) => void
}

type Listener = (before: readonly VersionEntry[] | null, after: readonly VersionEntry[]) => void

const sameManifest = (a: readonly VersionEntry[], b: readonly VersionEntry[]) =>
  a.length === b.length &&
  a.every((entry, index) => {
    const other = b[index]
    return other !== undefined && sameEntry(entry, other)
  })

export class VersionsTracker {
  private entries: VersionEntry[] | null = null
  private sets = new Map<string, ReadonlySet<string>>()
  private lastCheck = Number.NEGATIVE_INFINITY
  private checking: Promise<VersionEntry[]> | null = null
  private readonly listeners = new Set<Listener>()
  private unwatch: (() => void) | null = null
  private timer: NodeJS.Timeout | null = null
  private warnedAt = Number.NEGATIVE_INFINITY
  private readonly checkIntervalMs: number
  private readonly now: () => number
  private readonly warn: (message: string) => void
  readonly baseline: readonly VersionEntry[] | null | undefined

  constructor(
    readonly registry: VersionRegistry,
    options: VersionsTrackerOptions = {},
  ) {
    this.baseline = options.baseline
    this.checkIntervalMs = options.checkIntervalMs ?? 1_000
    this.now = options.now ?? Date.now
    this.warn = options.warn ?? ((message) => console.warn(`[versions] ${message}`))
  }

  /**
   * The manifest; read again first when the last look is older than the interval (a failed look
   * counts: a store that cannot be reached is not asked again on every page render).
   */
  async current(): Promise<VersionEntry[]> {
    if (this.now() - this.lastCheck < this.checkIntervalMs) return this.entries ?? []
    return this.check()
  }

  /** Each version's routes as a set, for the manifest `current` last returned. */
  routeSets(): ReadonlyMap<string, ReadonlySet<string>> {
    return this.sets
  }

  /** Hears every change of the manifest (and, at the first read, its difference from the baseline). */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Follow the registry in the background: its change notices, and a poll as the fallback. */
  follow(): this {
    if (this.unwatch) return this
    this.unwatch = this.registry.watch(() => void this.check())
    this.timer = setInterval(() => void this.check(), this.checkIntervalMs)
    this.timer.unref()
    return this
  }

  stop(): void {
    this.unwatch?.()
    this.unwatch = null
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Reads the registry once (joining a read under way); on failure, what was read before. */
  check(): Promise<VersionEntry[]> {
    this.checking ??= this.read().finally(() => {
      this.checking = null
    })
    return this.checking
  }

  private async read(): Promise<VersionEntry[]> {
    let read: VersionEntry[]
    try {
      read = await this.registry.list()
    } catch (error) {
      if (this.now() - this.warnedAt > 60_000) {
        this.warnedAt = this.now()
        this.warn(
          `${this.registry.description}: ${(error as Error).message}; the version dropdown keeps what it showed`,
        )
      }
      this.lastCheck = this.now()
      return this.entries ?? []
    }
    this.lastCheck = this.now()
    const before = this.entries
    if (before && sameManifest(before, read)) return before
    this.entries = read
    this.sets = new Map(read.map((entry) => [entry.name, new Set(entry.routes)]))
    const compared = before ?? this.baseline
    if (compared === undefined || (compared !== null && sameManifest(compared, read))) return read
    for (const listener of this.listeners) listener(compared, read)
    return read
  }
}
