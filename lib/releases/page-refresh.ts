/**
 * Bringing a server's pages up to the current content release: which pages to regenerate, in
 * which order, and what is left to retry. `pages/api/revalidate.ts` checks the caller and hands
 * each page to Next.js's `res.revalidate`; everything else is here.
 *
 * One refresher per server process. It remembers the release (and the versions manifest) its
 * pages were last regenerated for, so a refresh regenerates only the routes that changed since,
 * newest publish first (`RefreshQueue`); a page that failed is tried again at the next refresh.
 * Before its first refresh a process's own page cache shows the release it started with; a
 * shared one (Redis), the release the instances last finished rendering
 * (`lib/releases/page-cache-release.ts`).
 */
import type { VersionEntry } from '../versions/version-entry'
import { routesChangedByVersions } from '../versions/version-nav'
import { changedRoutesBetween, changedRoutesSince, releaseRoutes, type ContentRelease } from './release'
import { RefreshQueue } from './refresh-queue'
import type { SharedPageCacheState } from './page-cache-release'
import type { ReleaseStore } from './store'

/** Pages regenerated at once: each renders a page, and the server keeps answering readers meanwhile. */
export const REGENERATE_CONCURRENCY = 4

export interface Refreshed {
  release: string
  revalidated: string[]
  failed: string[]
}

/** What a refresher reads: the process's release and versions trackers and its page cache. */
export interface PageRefreshSources {
  /** Reads the current release (throws when the store cannot be reached). */
  currentRelease: () => Promise<ContentRelease>
  /** The release the process loaded first, whose pages its own cache shows before any refresh. */
  firstLoaded: () => ContentRelease | null
  store: () => ReleaseStore
  currentVersions: () => Promise<readonly VersionEntry[]>
  /** The versions manifest the build rendered the pages with. */
  versionsBaseline: () => readonly VersionEntry[] | null | undefined
  /** Whether the page cache is shared by several instances (Redis). */
  sharedPageCache: boolean
  sharedPageCacheAtStart: () => Promise<SharedPageCacheState>
  recordSharedPageCacheRelease: (store: ReleaseStore, releaseId: string) => Promise<void>
  site: { name: string; basePath: string }
}

/** Regenerates one page by its path below the base path (`/`, `/docs/server/security`). */
export type RegeneratePage = (route: string) => Promise<void>

export class PageRefresher {
  /** The release this process last queued the pages' regeneration for; null before its first refresh. */
  private shownReleaseId: string | null = null
  /** Named-path refreshes run one at a time. */
  private namedPaths: Promise<unknown> = Promise.resolve()
  /** The versions manifest the pages show since the last refresh (`undefined`: not refreshed yet). */
  private shownVersions: readonly VersionEntry[] | null | undefined
  private readonly queue = new RefreshQueue()
  private draining: Promise<void> | null = null
  /** The last outcome of each route regenerated; failed routes are queued again next time. */
  private readonly outcomes = new Map<string, boolean>()
  /**
   * The routes queued for the release the pages show (`shownReleaseId`), by every refresh to it: a
   * refresh answers for all of them, so a publisher whose webhook comes after the server's own
   * refresh (it follows the store too) still hears which of its pages were regenerated.
   */
  private shownRoutes = new Set<string>()

  constructor(private readonly sources: PageRefreshSources) {}

  /** Whether this process has not refreshed its pages yet. */
  get beforeFirstRefresh(): boolean {
    return this.shownReleaseId === null
  }

  /**
   * Brings the pages up to the current release (or, with `paths`, regenerates those pages only,
   * one such request at a time). Null when the store cannot be reached: the pages keep theirs.
   */
  refresh(regenerate: RegeneratePage, paths?: readonly string[]): Promise<Refreshed | null> {
    if (!paths) return this.refreshAll(regenerate)
    const run = this.namedPaths.then(() => this.refreshNamed(regenerate, paths))
    this.namedPaths = run.catch(() => undefined)
    return run
  }

  private async currentOrNull(): Promise<ContentRelease | null> {
    try {
      return await this.sources.currentRelease()
    } catch (error) {
      console.error(`[content] revalidation: ${(error as Error).message}`)
      return null
    }
  }

  private async refreshNamed(
    regenerate: RegeneratePage,
    paths: readonly string[],
  ): Promise<Refreshed | null> {
    const current = await this.currentOrNull()
    if (!current) return null
    const revalidated: string[] = []
    const failed: string[] = []
    const pending = [...paths]
    await regenerateAll(
      regenerate,
      () => pending.shift(),
      (route, ok) => (ok ? revalidated : failed).push(route),
    )
    return { release: current.id, revalidated: revalidated.sort(), failed: failed.sort() }
  }

  private async refreshAll(regenerate: RegeneratePage): Promise<Refreshed | null> {
    const current = await this.currentOrNull()
    if (!current) return null
    // What failed last time is tried again; the newest publish's changed routes go first, ahead of
    // anything still queued (a whole site's first regeneration into a shared cache).
    const failedBefore = [...this.outcomes].filter(([, ok]) => !ok).map(([route]) => route)
    const routes = [
      ...new Set([
        ...(await this.pendingRoutes(current)),
        ...(await this.versionRoutes(current)),
        ...failedBefore,
      ]),
    ]
    if (this.shownReleaseId !== current.id) this.shownRoutes = new Set()
    this.shownReleaseId = current.id
    for (const route of routes) {
      this.outcomes.delete(route)
      this.shownRoutes.add(route)
    }
    this.queue.add(routes, new Set(current.changedRoutes))
    await this.drain(regenerate)
    // Every page regenerated, none left to retry: the shared cache shows the release now, and an
    // instance starting later regenerates only what changes after it.
    if (
      this.sources.sharedPageCache &&
      this.queue.size === 0 &&
      [...this.outcomes.values()].every(Boolean) &&
      this.shownReleaseId
    )
      await this.sources.recordSharedPageCacheRelease(this.sources.store(), this.shownReleaseId)
    const answered = [...this.shownRoutes]
    const done = (ok: boolean) => answered.filter((route) => this.outcomes.get(route) === ok).sort()
    return { release: current.id, revalidated: done(true), failed: done(false) }
  }

  /** The routes whose pages differ from what this process last regenerated them to. */
  private async pendingRoutes(current: ContentRelease): Promise<string[]> {
    const firstLoaded = this.sources.firstLoaded()
    let shownId = this.shownReleaseId ?? firstLoaded?.id ?? null
    if (this.shownReleaseId === null && this.sources.sharedPageCache) {
      const cache = await this.sources.sharedPageCacheAtStart()
      if (cache === 'empty') return []
      shownId = cache === 'unknown' ? null : cache.release
    }
    if (shownId === current.id) return []
    // A release published on the one the pages show says what it changed: nothing to read again.
    const recorded = shownId === null ? null : changedRoutesSince({ id: shownId }, current)
    if (recorded) return recorded
    const shown =
      shownId === null
        ? null
        : shownId === firstLoaded?.id
          ? firstLoaded
          : await this.sources
              .store()
              .read(shownId)
              .catch(() => null)
    // Without the release the pages show, every page of the current one is regenerated.
    return shown ? changedRoutesBetween(shown, current) : releaseRoutes(current)
  }

  /**
   * The routes whose version dropdown, banner or canonical URL the versions manifest changed since
   * the pages were last regenerated (another version published, removed or marked); the home page
   * too, which is not a page of the release.
   */
  private async versionRoutes(current: ContentRelease): Promise<string[]> {
    const versions = await this.sources.currentVersions()
    const before =
      this.shownVersions === undefined ? (this.sources.versionsBaseline() ?? null) : this.shownVersions
    this.shownVersions = versions
    return routesChangedByVersions(before, versions, this.sources.site, ['/', ...releaseRoutes(current)])
  }

  /**
   * Regenerates the queued pages until the queue is empty; a refresh that queues more while this
   * runs is drained by the same loop.
   */
  private drain(regenerate: RegeneratePage): Promise<void> {
    this.draining ??= regenerateAll(
      regenerate,
      () => this.queue.next(),
      (route, ok) => this.outcomes.set(route, ok),
    ).then(() => {
      this.draining = null
    })
    return this.draining
  }
}

/**
 * Regenerates the routes `next` hands out until it has none, a few at a time; `done` hears how
 * each went. A page that fails is logged and reported, never thrown.
 */
async function regenerateAll(
  regenerate: RegeneratePage,
  next: () => string | undefined,
  done: (route: string, ok: boolean) => void,
): Promise<void> {
  const worker = async () => {
    for (let route = next(); route !== undefined; route = next()) {
      try {
        await regenerate(route)
        done(route, true)
      } catch (error) {
        console.warn(`[content] could not regenerate ${route}: ${(error as Error).message}`)
        done(route, false)
      }
    }
  }
  await Promise.all(Array.from({ length: REGENERATE_CONCURRENCY }, worker))
}
