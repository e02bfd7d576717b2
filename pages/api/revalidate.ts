/**
 * `POST /api/revalidate`: brings the pages up to the current content release. Called by
 * `npm run content:publish` after a publish, by a Git host (signed), by CI with the shared secret,
 * or by this server itself when it sees a new release (lib/releases/server.ts). The checks are in
 * lib/releases/webhook.ts; this route reads the request and regenerates pages. Its answers never
 * carry server paths, commands or stack traces: those go to the server log.
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { readBody } from '@/lib/http/read-body'
import { changedRoutesBetween, releaseRoutes, type ContentRelease } from '@/lib/releases/release'
import {
  pageCacheIsShared,
  recordSharedPageCacheRelease,
  runningBuildId,
} from '@/lib/releases/page-cache-release'
import { RefreshQueue } from '@/lib/releases/refresh-queue'
import {
  releaseTracker,
  serverProcessInfo,
  sharedPageCacheAtStart,
  versionsTracker,
} from '@/lib/releases/server'
import type { VersionEntry } from '@/lib/versions/version-entry'
import { routesChangedByVersions } from '@/lib/versions/version-nav'
import { checkWebhookAccess, parseWebhookBody } from '@/lib/releases/webhook'
import { siteConfig } from '@/site.config'

export const config = { api: { bodyParser: false } }

const REVALIDATE_CONCURRENCY = 4

interface Refreshed {
  release: string
  revalidated: string[]
  failed: string[]
}

/** The build this server runs: the shared page cache keys its pages by it. */
const buildId = runningBuildId()
/** The release this process last queued the pages' regeneration for; null before its first refresh. */
let shownReleaseId: string | null = null
/** One webhook refresh of named paths at a time. */
let refreshing: Promise<unknown> = Promise.resolve()
/**
 * The versions manifest the pages show since this process's last refresh; before its first, the
 * one its build rendered them with (`undefined`: not refreshed yet).
 */
let shownVersions: readonly VersionEntry[] | null | undefined
/** Pages still to regenerate (newest publish's first), drained by one loop at a time. */
const queue = new RefreshQueue()
let draining: Promise<void> | null = null
/** The last outcome of each route regenerated, for the answers; failed routes are queued again next time. */
const outcomes = new Map<string, boolean>()

function reply(res: NextApiResponse, status: number, message: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.status(status).json({ message, status })
}

/** The routes whose pages differ from what this process last regenerated them to. */
async function pendingRoutes(current: ContentRelease): Promise<string[]> {
  // Before its first refresh, a process's own page cache holds pages rendered from the release it
  // started with; a shared one, pages of whatever release the instances last rendered
  // (lib/releases/page-cache-release.ts).
  const tracker = releaseTracker()
  let shownId = shownReleaseId ?? tracker.firstLoaded?.id ?? null
  if (shownReleaseId === null && pageCacheIsShared()) {
    const cache = await sharedPageCacheAtStart()
    if (cache === 'empty') return []
    shownId = cache === 'unknown' ? null : cache.release
  }
  if (shownId === current.id) return []
  const shown =
    shownId === null
      ? null
      : shownId === tracker.firstLoaded?.id
        ? tracker.firstLoaded
        : await tracker.store.read(shownId).catch(() => null)
  // Without the release the pages show, every page of the current one is regenerated.
  return shown ? changedRoutesBetween(shown, current) : releaseRoutes(current)
}

/**
 * The routes whose version dropdown, banner or canonical URL the versions manifest changed since
 * the pages were last regenerated (another version published, removed or marked); the home page
 * too, which is not a page of the release.
 */
async function versionRoutes(current: ContentRelease): Promise<string[]> {
  const tracker = versionsTracker()
  const versions = await tracker.current()
  const before = shownVersions === undefined ? (tracker.baseline ?? null) : shownVersions
  shownVersions = versions
  return routesChangedByVersions(
    before,
    versions,
    { name: siteConfig.version, basePath: siteConfig.basePath },
    ['/', ...releaseRoutes(current)],
  )
}

/**
 * Regenerates the queued pages, a few at a time (each renders a page, and the server keeps
 * answering readers meanwhile), until the queue is empty; a refresh that queues more while this
 * runs is drained by the same loop.
 */
function drain(res: NextApiResponse): Promise<void> {
  draining ??= regenerateAll(
    res,
    () => queue.next(),
    (route, ok) => outcomes.set(route, ok),
  ).then(() => {
    draining = null
  })
  return draining
}

async function revalidateRoutes(res: NextApiResponse, routes: string[]): Promise<Omit<Refreshed, 'release'>> {
  const revalidated: string[] = []
  const failed: string[] = []
  const pending = [...routes]
  await regenerateAll(
    res,
    () => pending.shift(),
    (route, ok) => (ok ? revalidated : failed).push(route),
  )
  return { revalidated: revalidated.sort(), failed: failed.sort() }
}

/**
 * Regenerates the routes `next` hands out until it has none, a few at a time (each renders a
 * page, and the server keeps answering readers meanwhile); `done` hears how each went.
 */
async function regenerateAll(
  res: NextApiResponse,
  next: () => string | undefined,
  done: (route: string, ok: boolean) => void,
): Promise<void> {
  const worker = async () => {
    for (let route = next(); route !== undefined; route = next()) {
      try {
        await res.revalidate(`${siteConfig.basePath}${route === '/' ? '' : route}`)
        done(route, true)
      } catch (error) {
        console.warn(`[content] could not regenerate ${route}: ${(error as Error).message}`)
        done(route, false)
      }
    }
  }
  await Promise.all(Array.from({ length: REVALIDATE_CONCURRENCY }, worker))
}

async function refresh(res: NextApiResponse, paths: string[] | undefined): Promise<Refreshed | null> {
  let current: ContentRelease
  try {
    current = await releaseTracker().refresh()
  } catch (error) {
    console.error(`[content] revalidation: ${(error as Error).message}`)
    return null
  }
  if (paths) return { release: current.id, ...(await revalidateRoutes(res, paths)) }
  // What failed last time is tried again; the newest publish's changed routes go first, ahead of
  // anything still queued (a whole site's first regeneration into a shared cache).
  const failedBefore = [...outcomes].filter(([, ok]) => !ok).map(([route]) => route)
  const routes = [
    ...new Set([...(await pendingRoutes(current)), ...(await versionRoutes(current)), ...failedBefore]),
  ]
  shownReleaseId = current.id
  for (const route of routes) outcomes.delete(route)
  queue.add(routes, new Set(current.changedRoutes))
  await drain(res)
  // Every page regenerated, none left to retry: the shared cache shows the release now, and an
  // instance starting later regenerates only what changes after it.
  if (pageCacheIsShared() && queue.size === 0 && [...outcomes.values()].every(Boolean) && shownReleaseId)
    await recordSharedPageCacheRelease(releaseTracker().store, buildId, shownReleaseId)
  const done = (ok: boolean) => routes.filter((route) => outcomes.get(route) === ok).sort()
  return { release: current.id, revalidated: done(true), failed: done(false) }
}

export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  const secret = process.env.REVALIDATE_SECRET?.trim() || undefined
  const access = checkWebhookAccess({
    method: req.method,
    headers: req.headers,
    configuredSecret: secret,
    internalToken: serverProcessInfo()?.token,
  })
  if (!access.ok) return reply(res, access.status, access.message, access.headers)
  const body = await readBody(req, access.bodyLimit)
  if (!body.ok) return reply(res, body.status, body.message)
  const request = parseWebhookBody(access, body, secret)
  if (!request.ok) return reply(res, request.status, request.message)
  // Named paths one request at a time; a refresh to the current release joins the queue at once.
  const started = performance.now()
  const first = shownReleaseId === null && !request.paths
  const run = request.paths ? refreshing.then(() => refresh(res, request.paths)) : refresh(res, undefined)
  if (request.paths) refreshing = run.catch(() => undefined)
  const refreshed = await run
  // Said for every refresh that regenerated something, and for a process's first (which may have
  // nothing to do: a shared page cache already showing the release).
  if (refreshed && (first || refreshed.revalidated.length + refreshed.failed.length > 0)) {
    console.log(
      `[content] pages of release ${refreshed.release}: ${refreshed.revalidated.length} regenerated${refreshed.failed.length ? `, ${refreshed.failed.length} failed` : ''} in ${Math.round(performance.now() - started)} ms`,
    )
  }
  if (!refreshed) {
    return reply(
      res,
      503,
      'The content store cannot be reached; pages keep their current release. Try again shortly.',
    )
  }
  res.status(200).json(refreshed)
}
