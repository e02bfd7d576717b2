/**
 * The current content release as one server process sees it. Pages (getStaticProps), feeds, the
 * sitemap and the search endpoint all ask this tracker, so they serve the same release.
 *
 * It follows the store: told at once when a release becomes current (the store's `watch`), it also
 * re-reads the current id when asked after `checkIntervalMs`, and on a timer, so a missed message
 * costs at most that long. A release is read and checked completely before it replaces the one in
 * use; requests already running finish on the release they started with. When the store cannot be
 * reached, the loaded release keeps being served (stale beats an error) and the next check tries
 * again.
 */
import { changedRoutesBetween, type ContentRelease } from './release'
import { ReleaseStoreUnavailableError, type ReleaseStore } from './store'

export type ReleaseSwitchListener = (switched: {
  previous: ContentRelease | null
  current: ContentRelease
  /** Routes whose page differs between the two (every route on the first load). */
  changedRoutes: string[]
}) => void

export interface ReleaseTrackerOptions {
  /** The longest a request may be served from a release that is no longer current. */
  checkIntervalMs?: number
  now?: () => number
  warn?: (message: string) => void
}

export class NoReleaseError extends Error {
  constructor(store: ReleaseStore) {
    super(
      `No content release is current in ${store.description}: run \`npm run content:publish\` (or \`npm run build\`).`,
    )
    this.name = 'NoReleaseError'
  }
}

export class ReleaseTracker {
  private release: ContentRelease | null = null
  private lastCheck = Number.NEGATIVE_INFINITY
  private checking: Promise<ContentRelease | null> | null = null
  private readonly listeners = new Set<ReleaseSwitchListener>()
  private readonly checkIntervalMs: number
  private readonly now: () => number
  private readonly warn: (message: string) => void
  private unwatch: (() => void) | null = null
  private timer: NodeJS.Timeout | null = null
  private outage = false

  constructor(
    readonly store: ReleaseStore,
    options: ReleaseTrackerOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1_000
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
    if (!checked) throw new NoReleaseError(this.store)
    return checked
  }

  /** The release in use now, without waiting (null before the first load). Starts a check when due. */
  peek(): ContentRelease | null {
    if (this.now() - this.lastCheck >= this.checkIntervalMs) void this.check()
    return this.release
  }

  /** Looks at the store now, whatever the interval. */
  async refresh(): Promise<ContentRelease> {
    const release = await this.check(true)
    if (!release) throw new NoReleaseError(this.store)
    return release
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
      const id = await this.store.currentId()
      this.lastCheck = this.now()
      if (this.outage) {
        this.outage = false
        this.warn(`${this.store.description} is reachable again`)
      }
      if (!id || id === this.release?.id) return this.release
      const next = await this.store.read(id)
      if (!next) {
        this.warn(
          `${this.store.description} names release ${id} as current but does not hold it; still serving ${this.release?.id ?? 'nothing'}`,
        )
        return this.release
      }
      const previous = this.release
      this.release = next
      const changedRoutes = changedRoutesBetween(previous, next)
      for (const listener of this.listeners) {
        try {
          listener({ previous, current: next, changedRoutes })
        } catch (error) {
          this.warn(`A listener failed on the switch to ${next.id}: ${(error as Error).message}`)
        }
      }
      return next
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
}
