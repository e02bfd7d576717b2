/**
 * Releases in a directory: `releases/<id>.json` and a `current` file holding the current id. A
 * release file is written under a temporary name and renamed, and so is `current`: a reader sees
 * the old release or the new one, never a half-written file. Readers that cannot write (a
 * read-only host) still read.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isReleaseId, type ContentRelease } from './release'
import {
  DamagedReleaseError,
  RELEASES_KEPT,
  ReleaseStoreUnavailableError,
  noneWhenDamaged,
  parseStoredRelease,
  summarizeReleases,
  type ReleaseStore,
  type ReleaseSummary,
} from './store'

export class FsReleaseStore implements ReleaseStore {
  readonly description: string
  private readonly releasesDir: string
  private readonly currentFile: string

  constructor(
    private readonly directory: string,
    private readonly keep = RELEASES_KEPT,
  ) {
    this.description = `the release directory ${directory}`
    this.releasesDir = path.join(directory, 'releases')
    this.currentFile = path.join(directory, 'current')
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
    return parseStoredRelease(json, file, id)
  }

  async publish(release: ContentRelease): Promise<void> {
    await fs.promises.mkdir(this.releasesDir, { recursive: true })
    await writeAtomically(this.fileOf(release.id), JSON.stringify(release))
    await this.makeCurrent(release.id)
    await this.prune(release.id)
  }

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
    // fs.watch tells at once on the usual file systems; readers also poll, for the others.
    let watcher: fs.FSWatcher | null = null
    try {
      fs.mkdirSync(this.directory, { recursive: true })
    } catch {
      // A read-only directory that exists is fine to watch; one that does not is polled.
    }
    try {
      watcher = fs.watch(this.directory, (_event, name) => {
        if (name === 'current') onChange()
      })
      watcher.on('error', () => watcher?.close())
      // Watching alone never keeps a process alive (a server is kept alive by its listener).
      watcher.unref()
    } catch {
      watcher = null
    }
    return () => watcher?.close()
  }

  async close(): Promise<void> {}

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
