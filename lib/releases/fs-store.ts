/**
 * Releases in a directory: `releases/<id>.json` (a manifest, release-pieces.ts), the pieces
 * manifests list under `pieces/<first two characters of the hash>/<hash>.json`, shared by every
 * release that has them, and a `current` file holding the current id. Every file is written under a
 * temporary name and renamed: a reader sees the old release or the new one, never a half-written
 * file. Releases of the earlier format (one whole file) stay readable. Readers that cannot write (a
 * read-only host) still read.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isReleaseId, type ContentRelease } from './release'
import { DeferredCollection } from './deferred-collection'
import { watchDirectory } from './watch-directory'
import { PieceCache } from './piece-cache'
import { piecesListedIn, releasePieces } from './release-pieces'
import {
  DamagedReleaseError,
  RELEASES_KEPT,
  ReleaseStoreUnavailableError,
  noneWhenDamaged,
  readStoredRelease,
  summarizeReleases,
  type ReleaseStore,
  type ReleaseSummary,
} from './store'

/** A piece no release lists is removed once it has not been used for this long. */
export const PIECE_GRACE_MS = 10 * 60_000
/** How long after a publish its collection of unused pieces starts (deferred-collection.ts). */
const COLLECT_DELAY_MS = 2_000

export class FsReleaseStore implements ReleaseStore {
  readonly description: string
  private readonly releasesDir: string
  private readonly currentFile: string
  private readonly piecesDir: string
  /** Pieces this reader has read and checked: a switch to a new release reads only its new ones. */
  private readonly pieceCache = new PieceCache()
  /**
   * When this store last wrote or marked each piece. A piece marked less than half the grace period
   * ago is not marked again: no collection can take it before the other half has passed, and a
   * one-page publish at 1,000 pages then marks a few pieces instead of 15,000.
   */
  private readonly marked = new Map<string, number>()
  /** The pieces each release file lists, with the file's version (modification time and size). */
  private readonly listedPieces = new Map<string, { version: string; hashes: readonly string[] }>()

  constructor(
    private readonly directory: string,
    private readonly keep = RELEASES_KEPT,
    private readonly pieceGraceMs = PIECE_GRACE_MS,
  ) {
    this.description = `the release directory ${directory}`
    this.releasesDir = path.join(directory, 'releases')
    this.currentFile = path.join(directory, 'current')
    this.piecesDir = path.join(directory, 'pieces')
  }

  async currentId(): Promise<string | null> {
    let text: string
    try {
      text = await fs.promises.readFile(this.currentFile, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new ReleaseStoreUnavailableError(`Cannot read ${this.currentFile}: ${(error as Error).message}`)
    }
    const id = text.trim()
    // Empty or garbage (a disk fault, a hand edit): no release is publishable that way.
    if (!isReleaseId(id))
      throw new DamagedReleaseError(`${this.currentFile} does not hold a release id`, null)
    return id
  }

  async read(id: string): Promise<ContentRelease | null> {
    if (!isReleaseId(id)) return null
    const file = this.fileOf(id)
    let json: string
    try {
      json = await fs.promises.readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new ReleaseStoreUnavailableError(`Cannot read ${file}: ${(error as Error).message}`)
    }
    return readStoredRelease(json, file, id, (hashes) => this.readPieces(hashes), this.pieceCache)
  }

  /**
   * Writes the pieces the store lacks (and marks the ones it has as used now, see
   * {@link collectPieces}), then the manifest, then switches `current`: a publisher killed at any
   * step leaves the current release whole, and the next publish reuses what it had written.
   */
  async publish(release: ContentRelease): Promise<void> {
    // Never beside this store's own collection (it might remove a piece this release reuses
    // before the manifest lists it): it stops at its next step. Another process's is held off by
    // the grace period.
    await this.collection.giveWay()
    await fs.promises.mkdir(this.releasesDir, { recursive: true })
    const now = new Date()
    // Piece by piece: a piece's text is made when it must be written, and dropped once it is.
    const pieces = releasePieces(release)
    let next = pieces.next()
    for (; !next.done; next = pieces.next()) {
      const { hash } = next.value
      if (now.getTime() - (this.marked.get(hash) ?? Number.NEGATIVE_INFINITY) < this.pieceGraceMs / 2)
        continue
      const file = this.pieceFile(hash)
      try {
        // Synchronous: a publish marks every piece it reuses, and one system call each, without a
        // trip through the thread pool, is 5 times faster (15,000 pieces: 56 ms against 290 ms).
        fs.utimesSync(file, now, now)
      } catch {
        await fs.promises.mkdir(path.dirname(file), { recursive: true })
        await writeAtomically(file, next.value.text())
      }
      this.marked.set(hash, now.getTime())
    }
    const manifest = next.value
    await writeAtomically(this.fileOf(release.id), JSON.stringify(manifest))
    await this.makeCurrent(release.id)
    await this.prune(release.id)
    this.collection.schedule()
  }

  /** Unused pieces, collected a moment after the last publish (deferred-collection.ts). */
  private readonly collection = new DeferredCollection(
    (signal) => this.collectPieces(signal),
    COLLECT_DELAY_MS,
  )

  async makeCurrent(id: string): Promise<void> {
    if (!isReleaseId(id) || !fs.existsSync(this.fileOf(id))) {
      throw new Error(`${this.description} holds no release ${id}`)
    }
    await writeAtomically(this.currentFile, `${id}\n`)
  }

  async list(): Promise<ReleaseSummary[]> {
    const current = await this.currentId().catch(noneWhenDamaged)
    return summarizeReleases(this.idsOnDisk(), current, (id) => this.read(id))
  }

  async releaseIds(): Promise<string[]> {
    return this.idsOnDisk()
  }

  watch(onChange: () => void): () => void {
    return watchDirectory(this.directory, (name) => name === 'current', onChange)
  }

  /** Waits for the pieces a publish left to be collected. */
  async close(): Promise<void> {
    await this.collection.flush()
  }

  /** Release ids on disk, newest first (ids sort by time). */
  private idsOnDisk(): string[] {
    let names: string[]
    try {
      names = fs.readdirSync(this.releasesDir)
    } catch {
      return []
    }
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter(isReleaseId)
      .sort()
      .reverse()
  }

  private async readPieces(hashes: readonly string[]): Promise<Map<string, string>> {
    const pieces = new Map<string, string>()
    await Promise.all(
      hashes.map(async (hash) => {
        try {
          pieces.set(hash, await fs.promises.readFile(this.pieceFile(hash), 'utf8'))
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
            throw new ReleaseStoreUnavailableError(`Cannot read piece ${hash}: ${(error as Error).message}`)
        }
      }),
    )
    return pieces
  }

  /**
   * Removes the pieces no kept release lists. A piece is removed only when every manifest could be
   * read (an unreadable one might need it) and it has not been used for a while ({@link PIECE_GRACE_MS}): a
   * publish running beside this one marks the pieces it reuses before it writes its manifest. Stops
   * at its next step once `signal` is aborted (a publish of this store's is waiting).
   */
  private async collectPieces(signal: AbortSignal): Promise<void> {
    const used = await this.piecesOfKeptReleases()
    if (!used || signal.aborted) return
    let folders: string[]
    try {
      folders = await fs.promises.readdir(this.piecesDir)
    } catch {
      return
    }
    const before = Date.now() - this.pieceGraceMs
    for (const folder of folders) {
      if (signal.aborted) return
      const dir = path.join(this.piecesDir, folder)
      for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
        if (signal.aborted) return
        // A piece no release lists, or what a publish killed while writing left (`*.tmp`).
        const hash = name.replace(/\.json$/, '')
        if (used.has(hash) || !(name.endsWith('.json') || name.endsWith('.tmp'))) continue
        const file = path.join(dir, name)
        const stat = await fs.promises.stat(file).catch(() => null)
        if (!stat || stat.mtimeMs >= before || signal.aborted) continue
        await fs.promises.rm(file, { force: true })
        this.marked.delete(hash)
      }
    }
  }

  /**
   * Every piece a release on disk lists, or null when a release file cannot be read or is not JSON
   * (it might list any piece). Each file is parsed once while its modification time and size stay
   * the same: at 5,000 pages, parsing the ten kept manifests at every collection was 130 ms of the
   * watcher's thread and most of its garbage, between one save and the next.
   */
  private async piecesOfKeptReleases(): Promise<Set<string> | null> {
    const used = new Set<string>()
    const ids = this.idsOnDisk()
    for (const id of ids) {
      const file = this.fileOf(id)
      let listed = this.listedPieces.get(id)
      try {
        const stat = await fs.promises.stat(file)
        const version = `${stat.mtimeMs} ${stat.size}`
        if (listed?.version !== version) {
          const hashes = piecesListedIn(await fs.promises.readFile(file, 'utf8'))
          if (!hashes) return null
          listed = { version, hashes }
          this.listedPieces.set(id, listed)
        }
      } catch {
        return null
      }
      for (const hash of listed.hashes) used.add(hash)
    }
    for (const id of this.listedPieces.keys()) if (!ids.includes(id)) this.listedPieces.delete(id)
    return used
  }

  private pieceFile(hash: string): string {
    return path.join(this.piecesDir, hash.slice(0, 2), `${hash}.json`)
  }

  private async prune(current: string): Promise<void> {
    const stale = this.idsOnDisk()
      .filter((id) => id !== current)
      .slice(this.keep - 1)
    await Promise.all(stale.map((id) => fs.promises.rm(this.fileOf(id), { force: true })))
  }

  private fileOf(id: string): string {
    return path.join(this.releasesDir, `${id}.json`)
  }
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await fs.promises.writeFile(temporary, text)
  await fs.promises.rename(temporary, file)
}
