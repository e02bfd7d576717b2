/**
 * A content release as stores keep it: a small manifest plus content-addressed pieces. Each page,
 * each page's run of search records, each asset and each shared part (sidebar, posts, redirects,
 * synonyms) is one piece, stored once under the hash of its text; the manifest lists the hashes.
 * Two releases that differ by one page share every other piece, so a publish writes what changed
 * and ten kept releases cost little more than one. Reading a release checks every piece against
 * its hash: a piece damaged on disk is found, never served. Pure: the stores do the I/O.
 */
import { createHash } from 'node:crypto'
import { joinRuns } from './join-runs'
import { RELEASE_FORMAT, releaseFromValue, type ContentRelease } from './release'

export const MANIFEST_FORMAT = 'manifest-1'

export interface ReleaseManifest {
  format: typeof MANIFEST_FORMAT
  id: string
  createdAt: string
  parent: string | null
  contentHash: string
  docsLandingRoute: string
  changedRoutes: string[]
  indexName: string
  /** Piece hash by route. */
  pages: Record<string, string>
  /** Pieces of search records in index order: one per run of records of the same page. */
  records: string[]
  synonyms: string
  sidebar: string
  posts: string
  redirects: string
  /** Piece hash by asset path. */
  assets: Record<string, string>
}

export interface SplitRelease {
  manifest: ReleaseManifest
  /** Piece text by hash. */
  pieces: Map<string, string>
}

/** The hash a piece is stored under: SHA-256 of its text, 43 URL-safe characters. */
export function pieceHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}

const PIECE_HASH = /^[A-Za-z0-9_-]{43}$/

export function isPieceHash(value: unknown): value is string {
  return typeof value === 'string' && PIECE_HASH.test(value)
}

/**
 * Pieces already made, by the object they were made from. Releases built in one process share the
 * objects of unchanged pages and records (lib/releases/build-release.ts), so a publish serialises
 * and hashes only what changed. A run of records is remembered by its first record, and is the
 * same piece only when every record is the same object.
 */
const madePieces = new WeakMap<object, { text: string; hash: string; run?: readonly object[] }>()

export function splitRelease(release: ContentRelease): SplitRelease {
  const pieces = new Map<string, string>()
  const put = (value: unknown): string => {
    const text = JSON.stringify(value)
    const hash = pieceHash(text)
    pieces.set(hash, text)
    return hash
  }
  const putObject = (value: object): string => {
    const known = madePieces.get(value)
    if (known && !known.run) {
      pieces.set(known.hash, known.text)
      return known.hash
    }
    const hash = put(value)
    madePieces.set(value, { text: pieces.get(hash) as string, hash })
    return hash
  }
  /** The run `[from, to)` of `all`, hashed again only when it is not the same records as a run stored before. */
  const putRun = (all: Records, from: number, to: number): string => {
    const known = madePieces.get(all[from] as object)
    if (known?.run && known.run.length === to - from && sameObjects(known.run, all, from)) {
      pieces.set(known.hash, known.text)
      return known.hash
    }
    const run = all.slice(from, to)
    const hash = put(run)
    madePieces.set(run[0] as object, { text: pieces.get(hash) as string, hash, run })
    return hash
  }
  const records: string[] = []
  for (let from = 0, to = 0; from < release.search.records.length; from = to) {
    to = runEnd(release.search.records, from)
    records.push(putRun(release.search.records, from, to))
  }
  const manifest: ReleaseManifest = {
    format: MANIFEST_FORMAT,
    id: release.id,
    createdAt: release.createdAt,
    parent: release.parent,
    contentHash: release.contentHash,
    docsLandingRoute: release.docsLandingRoute,
    changedRoutes: release.changedRoutes,
    indexName: release.search.indexName,
    pages: Object.fromEntries(Object.entries(release.pages).map(([route, page]) => [route, putObject(page)])),
    records,
    synonyms: put(release.search.synonyms),
    sidebar: putObject(release.sidebar),
    posts: put(release.posts),
    redirects: put(release.redirects),
    assets: Object.fromEntries(
      Object.entries(release.assets).map(([file, asset]) => [file, putObject(asset)]),
    ),
  }
  return { manifest, pieces }
}

type Records = ContentRelease['search']['records']

/** Whether `all` holds the objects of `run` from `from` on, in order. */
function sameObjects(run: readonly object[], all: Records, from: number): boolean {
  for (let i = 0; i < run.length; i++) if (run[i] !== all[from + i]) return false
  return true
}

/**
 * Where the run of one page's records that starts at `from` ends (records with the same
 * `url_without_anchor`). A run stored before whose records are still the same objects is stepped
 * over whole: at 5,000 pages, comparing every record's url at every publish was most of this
 * step's own time.
 */
function runEnd(all: Records, from: number): number {
  const first = all[from] as Records[number]
  const known = madePieces.get(first)?.run
  let end = known && sameObjects(known, all, from) ? from + known.length : from + 1
  while (end < all.length && all[end]?.url_without_anchor === first.url_without_anchor) end++
  return end
}

export function isManifest(value: unknown): value is ReleaseManifest {
  return (
    typeof value === 'object' && value !== null && (value as { format?: unknown }).format === MANIFEST_FORMAT
  )
}

/** Every piece a manifest needs (each once). */
export function pieceHashesOf(manifest: ReleaseManifest): string[] {
  return [
    ...new Set([
      ...Object.values(manifest.pages),
      ...manifest.records,
      manifest.synonyms,
      manifest.sidebar,
      manifest.posts,
      manifest.redirects,
      ...Object.values(manifest.assets),
    ]),
  ]
}

/**
 * The pieces one stored release (its text as the store holds it) lists, or null when it is not
 * JSON: it might list any piece, so a store removes none. A release of the earlier format lists none.
 */
export function piecesListedIn(storedText: string): string[] | null {
  let value: unknown
  try {
    value = JSON.parse(storedText)
  } catch {
    return null
  }
  return isManifest(value) ? pieceHashesOf(value) : []
}

/** Every piece the stored releases list, or null when one of them is not JSON ({@link piecesListedIn}). */
export function piecesListedBy(storedTexts: Iterable<string>): Set<string> | null {
  const listed = new Set<string>()
  for (const text of storedTexts) {
    const hashes = piecesListedIn(text)
    if (!hashes) return null
    for (const hash of hashes) listed.add(hash)
  }
  return listed
}

/** Checks a manifest's shape; throws an error naming `source` when it is not one. */
export function checkManifest(value: unknown, source: string): ReleaseManifest {
  const manifest = value as Partial<ReleaseManifest>
  const hashMap = (map: unknown) =>
    typeof map === 'object' && map !== null && Object.values(map).every(isPieceHash)
  if (
    !isManifest(value) ||
    typeof manifest.id !== 'string' ||
    !hashMap(manifest.pages) ||
    !hashMap(manifest.assets) ||
    !Array.isArray(manifest.records) ||
    !manifest.records.every(isPieceHash) ||
    ![manifest.synonyms, manifest.sidebar, manifest.posts, manifest.redirects].every(isPieceHash) ||
    !Array.isArray(manifest.changedRoutes)
  ) {
    throw new Error(`${source}: not a complete release manifest`)
  }
  return value
}

/**
 * The release a manifest lists, from its pieces; throws an error naming `source` when a piece is
 * missing or does not match its hash (damaged), or the result is not a complete release.
 */
export function joinRelease(
  manifest: ReleaseManifest,
  pieces: ReadonlyMap<string, string>,
  source: string,
): ContentRelease {
  return joinPieceValues(manifest, (hash) => checkedPieceValue(hash, pieces.get(hash), source), source)
}

/**
 * A piece's value, its text checked against its hash; throws an error naming `source` when the
 * piece is missing (`text` undefined) or damaged. Read side, with {@link joinPieceValues}.
 */
export function checkedPieceValue(hash: string, text: string | undefined, source: string): unknown {
  if (text === undefined) throw new Error(`${source}: piece ${hash} is missing`)
  if (pieceHash(text) !== hash) throw new Error(`${source}: piece ${hash} does not match its hash`)
  return JSON.parse(text) as unknown
}

/**
 * The release a manifest lists, from its pieces' values (`valueOf`, which throws for a piece it
 * cannot give: see {@link checkedPieceValue}); throws an error naming `source` when the result is
 * not a complete release. The values are used as they are: a piece listed by two releases is one
 * value in both (lib/releases/piece-cache.ts).
 */
/** The records of a release, its runs joined in order (join-runs.ts). */
function joinRecordRuns(
  hashes: readonly string[],
  valueOf: (hash: string) => unknown,
  source: string,
): unknown[] {
  const runs = hashes.map((hash) => {
    const run = valueOf(hash)
    if (!Array.isArray(run)) throw new Error(`${source}: piece ${hash} is not a list of records`)
    return run as unknown[]
  })
  return joinRuns(runs)
}

export function joinPieceValues(
  manifest: ReleaseManifest,
  valueOf: (hash: string) => unknown,
  source: string,
): ContentRelease {
  const mapOf = (hashes: Record<string, string>) =>
    Object.fromEntries(Object.entries(hashes).map(([key, hash]) => [key, valueOf(hash)]))
  return releaseFromValue(
    {
      format: RELEASE_FORMAT,
      id: manifest.id,
      createdAt: manifest.createdAt,
      parent: manifest.parent,
      contentHash: manifest.contentHash,
      pages: mapOf(manifest.pages),
      redirects: valueOf(manifest.redirects),
      assets: mapOf(manifest.assets),
      docsLandingRoute: manifest.docsLandingRoute,
      posts: valueOf(manifest.posts),
      sidebar: valueOf(manifest.sidebar),
      search: {
        indexName: manifest.indexName,
        records: joinRecordRuns(manifest.records, valueOf, source),
        synonyms: valueOf(manifest.synonyms),
      },
      changedRoutes: manifest.changedRoutes,
    },
    source,
  )
}
