/**
 * Server only: what a starting server must regenerate so that its pages show the release it loads.
 *
 * The page cache never outlives the server unless it is shared (lib/server/cache-handler.mjs):
 * - in memory (a single server): it starts empty, and every page renders from the loaded release on
 *   its first request. Nothing to regenerate;
 * - in Redis (several instances): it holds what the instances last rendered, which after a rollback
 *   or a publish made while every instance was down is another release. The instance that finishes
 *   regenerating records that release in the store (per build, as the cache's entries are); the
 *   first refresh of a starting instance regenerates the pages changed since then, nothing when the
 *   cache holds no page of the build, and every page when it holds pages of an unrecorded release.
 *   Later refreshes regenerate the pages a switch changed.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ReleaseStore } from './store'

/** Whether the page cache is shared by the instances (and outlives each of them): Redis. */
export function pageCacheIsShared(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return Boolean(env.REDIS_URL?.trim())
}

/** The build this server runs (`.next/BUILD_ID`): the shared page cache keys its entries by it. */
export function runningBuildId(directory: string = process.cwd()): string | null {
  try {
    return fs.readFileSync(path.join(directory, '.next', 'BUILD_ID'), 'utf8').trim() || null
  } catch {
    return null
  }
}

/**
 * What the shared page cache holds for this build: the pages of a recorded release, nothing at all
 * (a new cache or build: every page renders from the current release when first asked for), or
 * pages of a release nobody recorded (`unknown`: every page is regenerated).
 */
export type SharedPageCacheState = { release: string } | 'empty' | 'unknown'

export async function sharedPageCacheState(
  store: ReleaseStore,
  build: string | null,
): Promise<SharedPageCacheState> {
  if (!build || !store.pageCacheRelease) return 'unknown'
  const release = await store.pageCacheRelease(build).catch(() => null)
  if (release) return { release }
  return (await store.pageCacheIsEmpty?.(build).catch(() => false)) ? 'empty' : 'unknown'
}

/** Records that the shared page cache holds the pages of `id` for this build (best effort: said, never thrown). */
export async function recordSharedPageCacheRelease(
  store: ReleaseStore,
  build: string | null,
  id: string,
): Promise<void> {
  if (!build || !store.recordPageCacheRelease) return
  await store
    .recordPageCacheRelease(build, id)
    .catch((error: unknown) =>
      console.warn(`[content] could not record the page cache's release: ${(error as Error).message}`),
    )
}
