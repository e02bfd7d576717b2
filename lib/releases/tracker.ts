/**
 * The current content release as one server process sees it. Pages (getStaticProps), feeds, the
 * sitemap and the search endpoint all ask this tracker, so they serve the same release.
 *
 * It follows the store: told at once when a release becomes current (the store's `watch`), it also
 * re-reads the current id when asked after `checkIntervalMs`, and on a timer, so a missed message
 * costs at most that long. A release is read and checked completely (the store's
 * `parseStoredRelease`) before it replaces the one in use; requests already running finish on the
 * release they started with.
 *
 * Two kinds of trouble, told apart because they need different answers:
 * - the store cannot be reached: the loaded release keeps being served (stale beats an error) and
 *   the next check tries again; said once when it starts and once when it ends;
 * - the store answers but its current release is damaged (the pointer empty, missing or garbage,
 *   the release truncated, incomplete or missing): the last good release keeps being served, or on
 *   a start the newest intact one the store holds. Each damaged release is said once and read again
 *   only after `recheckDamagedMs` (it may be restored in place); the pointer, a few bytes, is still
 *   read at every check, so a publish or a rollback to a good release is followed as usual.
 */
import { changedRoutesBetween, changedRoutesSince, type ContentRelease } from './release'
import { DamagedReleaseError, ReleaseStoreUnavailableError, type ReleaseStore } from './store'

export type ReleaseSwitchListener = (switched: {
  previous: ContentRelease | null
  current: ContentRelease
  /** Routes whose page differs between the two (every route on the first load). */
  changedRoutes: string[]
  /** How long reading and checking the new release took (its missing pieces fetched from the store). */
  readMs: number
}) => void

export interface ReleaseTrackerOptions {
  /** The longest a request may be served from a release that is no longer current. */
  checkIntervalMs?: number
  /** How long a release found damaged is not read again. */
  recheckDamagedMs?: number
  now?: () => number
  warn?: (message: string) => void
}

/** What is wrong with the store, as far as this process knows. */
export type StoreFault =
  | { kind: 'unreachable' }
  | { kind: 'no-current' }
  | { kind: 'damaged-pointer' }
  | { kind: 'damaged-release'; id: string }
  | { kind: 'missing-release'; id: string }

/** A fault in a few words for operators and balancers: no paths, no hosts (those are in the log). */
export function describeFault(fault: StoreFault): string {
  switch (fault.kind) {
    case 'unreachable':
      return 'the content store cannot be reached'
    case 'no-current':
      return 'the content store names no current release'
    case 'damaged-pointer':
      return 'the content store names its current release with something that is not a release id'
    case 'damaged-release':
      return `the current release ${fault.id} is damaged (truncated, incomplete or of another format)`
    case 'missing-release':
      return `the content store does not hold its current release ${fault.id}`
  }
}

const faultKey = (fault: StoreFault) => ('id' in fault ? `${fault.kind} ${fault.id}` : fault.kind)

const REPAIR = 'publish again (`npm run content:publish`) or make an intact release current to repair it'

export class NoReleaseError extends Error {
  constructor(store: ReleaseStore, fault: StoreFault | null = null) {
    super(
      fault && fault.kind !== 'no-current'
        ? `No intact content release in ${store.description} (${describeFault(fault)}): run \`npm run content:publish\` (or \`npm run build\`).`
        : `No content release is current in ${store.description}: run \`npm run content:publish\` (or \`npm run build\`).`,
    )
    this.name = 'NoReleaseError'
  }
}

type Read = { release: ContentRelease } | { fault: 'damaged-release' | 'missing-release' }

export class ReleaseTracker {
  private release: ContentRelease | null = null
  private first: ContentRelease | null = null
  private lastCheck = Number.NEGATIVE_INFINITY
  private checking: Promise<ContentRelease | null> | null = null
  private readonly listeners = new Set<ReleaseSwitchListener>()
  private readonly checkIntervalMs: number
  private readonly recheckDamagedMs: number
  private readonly now: () => number
  private readonly warn: (message: string) => void
  private unwatch: (() => void) | null = null
  private timer: NodeJS.Timeout | null = null
  private outage = false
  /** The damage behind the release being served, while the store's current one cannot be. */
  private fault: StoreFault | null = null
  /** Releases found damaged or missing, and when: not read again before `recheckDamagedMs`. */
  private readonly damaged = new Map<string, { fault: 'damaged-release' | 'missing-release'; at: number }>()

  constructor(
    readonly store: ReleaseStore,
    options: ReleaseTrackerOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1_000
    this.recheckDamagedMs = options.recheckDamagedMs ?? 60_000
    this.now = options.now ?? Date.now
    this.warn = options.warn ?? ((message) => console.warn(`[content] ${message}`))
  }

  /** Follow the store in the background: its change notices, and a poll as the fallback. */
  follow(): this {
    if (this.unwatch) return this
    this.unwatch = this.store.watch(() => void this.refresh().catch(() => undefined))
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.checkIntervalMs)
    this.timer.unref()
    return this
  }

  /** The current release; re-reads the store's current id when the last look is older than the interval. */
  async current(): Promise<ContentRelease> {
    const release = this.now() - this.lastCheck >= this.checkIntervalMs ? await this.check() : this.release
    if (release) return release
    const checked = await this.check()
    if (!checked) throw new NoReleaseError(this.store, this.fault)
    return checked
  }

  /** The first release this tracker loaded (what a server's own page cache starts from), if any. */
  get firstLoaded(): ContentRelease | null {
    return this.first
  }

  /** The release in use now, without waiting (null before the first load). Starts a check when due. */
  peek(): ContentRelease | null {
    if (this.now() - this.lastCheck >= this.checkIntervalMs) void this.check()
    return this.release
  }

  /** Looks at the store now, whatever the interval. */
  async refresh(): Promise<ContentRelease> {
    const release = await this.check(true)
    if (!release) throw new NoReleaseError(this.store, this.fault)
    return release
  }

  /** The release served and what keeps it from being the store's current one (null when nothing is wrong). */
  status(): { release: string | null; fault: StoreFault | null } {
    return { release: this.release?.id ?? null, fault: this.outage ? { kind: 'unreachable' } : this.fault }
  }

  onSwitch(listener: ReleaseSwitchListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async close(): Promise<void> {
    this.unwatch?.()
    if (this.timer) clearInterval(this.timer)
    await this.store.close()
  }

  /**
   * One look at a time; callers during a look share its answer. A forced look waits for the one
   * under way and then looks again, as that one may have started before the change it is told of.
   */
  private check(force = false): Promise<ContentRelease | null> {
    if (this.checking)
      return force
        ? this.checking.then(
            () => this.check(),
            () => this.check(),
          )
        : this.checking
    this.checking = this.load().finally(() => {
      this.checking = null
    })
    return this.checking
  }

  private async load(): Promise<ContentRelease | null> {
    try {
      const release = await this.look()
      this.lastCheck = this.now()
      return release
    } catch (error) {
      // Keep serving what we have, and try again at the next check rather than at every request.
      this.lastCheck = this.now()
      if (!this.outage) {
        this.outage = true
        const what = error instanceof ReleaseStoreUnavailableError ? error.message : String(error)
        this.warn(
          `${what}; serving ${this.release ? `release ${this.release.id}` : 'nothing yet'} until it answers`,
        )
      }
      if (!this.release) throw error
      return this.release
    }
  }

  /** One look at the store's current release; throws only when the store cannot be reached. */
  private async look(): Promise<ContentRelease | null> {
    let id: string | null
    try {
      id = await this.store.currentId()
    } catch (error) {
      if (!(error instanceof DamagedReleaseError)) throw error
      this.reachable()
      return this.fallBack({ kind: 'damaged-pointer' }, error.message)
    }
    this.reachable()
    if (id === null)
      return this.fallBack({ kind: 'no-current' }, `${this.store.description} names no current release`)
    if (id === this.release?.id) return this.repaired(this.release)
    const started = performance.now()
    const read = await this.readIntact(id)
    if ('release' in read) {
      this.switchTo(read.release, performance.now() - started)
      return this.repaired(read.release)
    }
    return this.fallBack({ kind: read.fault, id }, null)
  }

  private reachable(): void {
    if (!this.outage) return
    this.outage = false
    this.warn(`${this.store.description} is reachable again`)
  }

  /** The store's current release is served again: a fault, if there was one, is over. */
  private repaired(release: ContentRelease): ContentRelease {
    if (this.fault) {
      this.fault = null
      this.warn(
        `${this.store.description} has an intact current release again: serving release ${release.id}`,
      )
    }
    return release
  }

  /**
   * The release, checked; a damaged or missing one is said once and then not read again until
   * `recheckDamagedMs` has passed.
   */
  private async readIntact(id: string): Promise<Read> {
    const known = this.damaged.get(id)
    if (known && this.now() - known.at < this.recheckDamagedMs) return { fault: known.fault }
    let release: ContentRelease | null
    try {
      release = await this.store.read(id)
    } catch (error) {
      if (error instanceof ReleaseStoreUnavailableError) throw error
      if (!known) this.warn(`${(error as Error).message}; release ${id} is not served`)
      this.damaged.set(id, { fault: 'damaged-release', at: this.now() })
      return { fault: 'damaged-release' }
    }
    if (!release) {
      if (!known) this.warn(`${this.store.description} does not hold release ${id}`)
      this.damaged.set(id, { fault: 'missing-release', at: this.now() })
      return { fault: 'missing-release' }
    }
    this.damaged.delete(id)
    return { release }
  }

  /**
   * The store's current release cannot be served: keep the last good one, or, with none loaded
   * yet, the newest intact release the store holds. Said once per fault.
   */
  private async fallBack(fault: StoreFault, reason: string | null): Promise<ContentRelease | null> {
    const known = this.fault !== null && faultKey(this.fault) === faultKey(fault)
    this.fault = fault
    if (this.release) {
      if (!known)
        this.warn(`${reason ?? describeFault(fault)}; still serving release ${this.release.id}: ${REPAIR}`)
      return this.release
    }
    for (const id of await this.store.releaseIds()) {
      const read = await this.readIntact(id)
      if (!('release' in read)) continue
      this.warn(`${reason ?? describeFault(fault)}; serving release ${id}, the newest intact one: ${REPAIR}`)
      this.switchTo(read.release, 0)
      return read.release
    }
    // Nothing to serve: callers throw NoReleaseError, which says what to do.
    return null
  }

  private switchTo(next: ContentRelease, readMs: number): void {
    const previous = this.release
    this.release = next
    this.first ??= next
    const changedRoutes = changedRoutesSince(previous, next) ?? changedRoutesBetween(previous, next)
    for (const listener of this.listeners) {
      try {
        listener({ previous, current: next, changedRoutes, readMs: Math.round(readMs) })
      } catch (error) {
        this.warn(`A listener failed on the switch to ${next.id}: ${(error as Error).message}`)
      }
    }
  }
}
