/**
 * Where content releases live: a directory (the default, `fs-store.ts`) or Redis (`redis-store.ts`,
 * chosen by `REDIS_URL`, for several instances or a host whose files are read-only). Both keep
 * the newest releases, switch the current one in a single atomic step, and tell their readers
 * when it changed. Server only.
 */
import path from 'node:path'
import { parseRelease, releaseFromValue, type ContentRelease } from './release'
import type { PieceCache } from './piece-cache'
import { checkManifest, isManifest, joinPieceValues, pieceHashesOf } from './release-pieces'

/** Releases kept; the current one is never removed. */
export const RELEASES_KEPT = 10

export interface ReleaseSummary {
  id: string
  createdAt: string
  parent: string | null
  changedRoutes: number
  isCurrent: boolean
}

export interface ReleaseStore {
  /** Where the store is, for messages; never holds credentials. */
  readonly description: string
  /** The current id, or null when none is set; a `DamagedReleaseError` when what is set is not an id. */
  currentId(): Promise<string | null>
  /**
   * The release, checked whole (`parseStoredRelease`), or null when the store does not hold it; a
   * `DamagedReleaseError` when it holds something that is not that complete release.
   */
  read(id: string): Promise<ContentRelease | null>
  /** The ids of the releases it holds, newest first, without reading them (a reader looking for an intact one). */
  releaseIds(): Promise<string[]>
  /** Writes the release and makes it current in one atomic step, then drops the oldest beyond the kept number. */
  publish(release: ContentRelease): Promise<void>
  /** Makes a release the store already holds current (a rollback). */
  makeCurrent(id: string): Promise<void>
  /** Newest first. */
  list(): Promise<ReleaseSummary[]>
  /** Calls `onChange` when any process makes a release current; returns the unsubscribe. */
  watch(onChange: () => void): () => void
  close(): Promise<void>
  /**
   * Stores whose servers share a page cache (Redis): the release whose pages that cache holds for
   * a build, as the last server to finish regenerating them recorded it (null when unknown). A
   * starting server then regenerates what changed since, not every page (page-cache-release.ts).
   */
  pageCacheRelease?(build: string): Promise<string | null>
  recordPageCacheRelease?(build: string, id: string): Promise<void>
  /** Whether the shared page cache holds no page of the build at all (nothing in it can be stale). */
  pageCacheIsEmpty?(build: string): Promise<boolean>
}

/** Summaries of the releases with these ids (newest first); releases that cannot be read are left out. */
export async function summarizeReleases(
  ids: readonly string[],
  currentId: string | null,
  read: (id: string) => Promise<ContentRelease | null>,
): Promise<ReleaseSummary[]> {
  const summaries: ReleaseSummary[] = []
  for (const id of ids) {
    const release = await read(id).catch(() => null)
    if (!release) continue
    summaries.push({
      id,
      createdAt: release.createdAt,
      parent: release.parent,
      changedRoutes: release.changedRoutes.length,
      isCurrent: id === currentId,
    })
  }
  return summaries
}

/**
 * The store answered, but what it holds is damaged: the current pointer is not an id (`id` null),
 * or a release is truncated, incomplete, of another format or under another id. Unlike an
 * unreachable store, asking again does not help: readers fall back to an intact release.
 */
export class DamagedReleaseError extends Error {
  constructor(
    message: string,
    readonly id: string | null,
  ) {
    super(message)
    this.name = 'DamagedReleaseError'
  }
}

/** What `read` returns, or a `DamagedReleaseError` for the release `id` when it throws. */
function damagedOnError<T>(id: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw new DamagedReleaseError((error as Error).message, id)
  }
}

/** A release checked to be the one asked for. */
function asked(release: ContentRelease, source: string, id: string): ContentRelease {
  if (release.id !== id)
    throw new DamagedReleaseError(`${source}: holds release ${release.id}, not ${id}`, id)
  return release
}

/** A release as a store read it, checked whole and checked to be the one asked for. */
export function parseStoredRelease(json: string, source: string, id: string): ContentRelease {
  return asked(
    damagedOnError(id, () => parseRelease(json, source)),
    source,
    id,
  )
}

/** Reads pieces by hash; a piece the store does not hold is left out of the map. */
export type PieceReader = (hashes: readonly string[]) => Promise<Map<string, string>>

/**
 * A release as a store holds it: a manifest whose pieces `readPieces` fetches
 * (release-pieces.ts), or a whole release of the earlier format, which stays readable. Pieces
 * `cache` holds from earlier reads are used as they are; only the others are fetched, and each of
 * them is checked against its hash (piece-cache.ts). Checked whole and checked to be the one asked
 * for; a `DamagedReleaseError` otherwise. Errors of `readPieces` (an unreachable store) pass
 * through.
 */
export async function readStoredRelease(
  json: string,
  source: string,
  id: string,
  readPieces: PieceReader,
  cache: PieceCache,
): Promise<ContentRelease> {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    // Not JSON: parseRelease says so, with the parser's message.
    return parseStoredRelease(json, source, id)
  }
  if (!isManifest(value))
    return asked(
      damagedOnError(id, () => releaseFromValue(value, source)),
      source,
      id,
    )
  const manifest = damagedOnError(id, () => checkManifest(value, source))
  const hashes = pieceHashesOf(manifest)
  const missing = cache.missing(hashes)
  const fetched = missing.length > 0 ? await readPieces(missing) : new Map<string, string>()
  const values = damagedOnError(id, () => cache.valuesOf(hashes, fetched, source))
  const release = asked(
    damagedOnError(id, () => joinPieceValues(manifest, (hash) => values.get(hash), source)),
    source,
    id,
  )
  cache.keep(values)
  return release
}

/** For listings: a damaged current pointer means no release is marked current, not a failure. */
export function noneWhenDamaged(error: unknown): null {
  if (error instanceof DamagedReleaseError) return null
  throw error
}

/** The store could not be reached or read: readers keep serving what they have. */
export class ReleaseStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ReleaseStoreUnavailableError'
  }
}

export type ReleaseStoreConfig =
  | {
      kind: 'fs'
      /** The shared store: every version's folder, and the versions manifest (`versions/`). */
      root: string
      /** This version's releases: `<root>/<version>`. */
      directory: string
    }
  | {
      kind: 'redis'
      url: string
      /** This version's keys. */
      prefix: string
      /** The versions manifest's hash, shared by every version in this Redis. */
      versionsKey: string
    }

export const DEFAULT_RELEASES_DIRECTORY = '.content-releases'
/** The versions manifest in Redis, unless REDIS_VERSIONS_KEY says otherwise. */
export const DEFAULT_REDIS_VERSIONS_KEY = 'sba-docs:versions'

/**
 * The store the environment selects, for one docs version: `REDIS_URL` (this version's keys under
 * `REDIS_KEY_PREFIX`, default `sba-docs:<version>:`; the versions manifest under
 * `REDIS_VERSIONS_KEY`, default `sba-docs:versions`) or the directory `CONTENT_STORE_DIR` (default
 * `.content-releases` in the working directory), which holds each version's releases in a folder
 * of its own and the versions manifest beside them. A malformed value is an error that names the
 * variable.
 */
export function releaseStoreConfig(
  env: Readonly<Record<string, string | undefined>>,
  version: string,
  cwd: string = process.cwd(),
): ReleaseStoreConfig {
  const redisUrl = env.REDIS_URL?.trim()
  if (redisUrl) {
    let url: URL
    try {
      url = new URL(redisUrl)
    } catch {
      throw new Error('REDIS_URL is not a URL: expected redis://[user:password@]host:port[/db]')
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${url.protocol}//`)
    }
    return {
      kind: 'redis',
      url: redisUrl,
      prefix: env.REDIS_KEY_PREFIX?.trim() || `sba-docs:${version}:`,
      versionsKey: env.REDIS_VERSIONS_KEY?.trim() || DEFAULT_REDIS_VERSIONS_KEY,
    }
  }
  const root = path.resolve(cwd, env.CONTENT_STORE_DIR?.trim() || DEFAULT_RELEASES_DIRECTORY)
  return { kind: 'fs', root, directory: path.join(root, version) }
}

/** A Redis URL without its credentials, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.username = ''
    parsed.password = ''
    return parsed.toString()
  } catch {
    return 'redis://(invalid URL)'
  }
}
