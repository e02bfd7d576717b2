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
 * Hashes of pieces already made, by the object they were made from. Releases built in one process
 * share the objects of unchanged pages and records (lib/releases/build-release.ts), so a publish
 * serialises and hashes only what changed. A run of records is remembered by its first record, and
 * is the same piece only when every record is the same object. No text is kept: a store asks for
 * the text of a piece it lacks, and a piece made before is serialised again then (rare: a store
 * lacks a piece of the last release only after it was emptied or collected).
 */
const madePieces = new WeakMap<object, { hash: string; run?: readonly object[] }>()

/** One piece of a release: its hash, and its text, made again on demand when it was made before. */
export interface ReleasePiece {
  hash: string
  text(): string
}

/**
 * The pieces of a release one at a time, then its manifest (the generator's return value). A
 * store writes each piece it lacks and lets it go, and no text outlives its write. Measured at 987
 * pages: a watcher kept 145 MB of piece texts between saves when they were remembered with their
 * hashes, 1 MB now; a cold publish's peak is the same either way (887-908 MB against 891 MB: its
 * peak is the collector's high-water mark, not the texts). A piece listed twice comes twice.
 */
export function* releasePieces(release: ContentRelease): Generator<ReleasePiece, ReleaseManifest, void> {
  const made = (value: unknown): ReleasePiece => {
    const text = JSON.stringify(value)
    return { hash: pieceHash(text), text: () => text }
  }
  const ofObject = (value: object): ReleasePiece => {
    const known = madePieces.get(value)
    if (known && !known.run) return { hash: known.hash, text: () => JSON.stringify(value) }
    const piece = made(value)
    madePieces.set(value, { hash: piece.hash })
    return piece
  }
  /** The run `[from, to)` of `all`, hashed again only when it is not the same records as a run made before. */
  const ofRun = (all: Records, from: number, to: number): ReleasePiece => {
    const known = madePieces.get(all[from] as object)
    if (known?.run && known.run.length === to - from && sameObjects(known.run, all, from)) {
      const run = known.run
      return { hash: known.hash, text: () => JSON.stringify(run) }
    }
    const run = all.slice(from, to)
    const piece = made(run)
    madePieces.set(run[0] as object, { hash: piece.hash, run })
    return piece
  }
  const records: string[] = []
  for (let from = 0, to = 0; from < release.search.records.length; from = to) {
    to = runEnd(release.search.records, from)
    const piece = ofRun(release.search.records, from, to)
    records.push(piece.hash)
    yield piece
  }
  const pages: Record<string, string> = {}
  for (const [route, page] of Object.entries(release.pages)) {
    const piece = ofObject(page)
    pages[route] = piece.hash
    yield piece
  }
  const assets: Record<string, string> = {}
  for (const [file, asset] of Object.entries(release.assets)) {
    const piece = ofObject(asset)
    assets[file] = piece.hash
    yield piece
  }
  const shared = [
    made(release.search.synonyms),
    ofObject(release.sidebar),
    made(release.posts),
    made(release.redirects),
  ] as const
  yield* shared
  const [synonyms, sidebar, posts, redirects] = shared
  return {
    format: MANIFEST_FORMAT,
    id: release.id,
    createdAt: release.createdAt,
    parent: release.parent,
    contentHash: release.contentHash,
    docsLandingRoute: release.docsLandingRoute,
    changedRoutes: release.changedRoutes,
    indexName: release.search.indexName,
    pages,
    records,
    synonyms: synonyms.hash,
    sidebar: sidebar.hash,
    posts: posts.hash,
    redirects: redirects.hash,
    assets,
  }
}

/**
 * Hashes a release's pieces without keeping their texts, so that the next publish of the same
 * objects (a watcher's next save) serialises only what changed.
 */
export function rememberPieces(release: ContentRelease): void {
  const pieces = releasePieces(release)
  while (!pieces.next().done) continue
}

/** Every piece of a release at once, with its manifest: for tests and for looking a release over. */
export function splitRelease(release: ContentRelease): SplitRelease {
  const pieces = new Map<string, string>()
  const split = releasePieces(release)
  for (;;) {
    const next = split.next()
    if (next.done) return { manifest: next.value, pieces }
    if (!pieces.has(next.value.hash)) pieces.set(next.value.hash, next.value.text())
  }
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
