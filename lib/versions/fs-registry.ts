/**
 * The versions manifest in the store's directory: `versions/<name>.json`, one entry per version,
 * each written under a temporary name and renamed (a reader sees the old entry or the new one).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseVersionEntry } from './parse-version-entry'
import type { VersionEntry } from './version-entry'
import type { VersionRegistry } from './registry'

const ENTRY_FILE = /^[0-9A-Za-z][0-9A-Za-z._-]{0,31}\.json$/

export class FsVersionRegistry implements VersionRegistry {
  readonly description: string
  private readonly directory: string

  constructor(
    root: string,
    private readonly warn: (message: string) => void = (message) => console.warn(`[versions] ${message}`),
  ) {
    this.directory = path.join(root, 'versions')
    this.description = `the versions manifest ${this.directory}`
  }

  async list(): Promise<VersionEntry[]> {
    let names: string[]
    try {
      names = await fs.promises.readdir(this.directory)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw new Error(`Cannot read ${this.directory}: ${(error as Error).message}`)
    }
    const entries: VersionEntry[] = []
    for (const name of names.filter((file) => ENTRY_FILE.test(file)).sort()) {
      const file = path.join(this.directory, name)
      try {
        const entry = parseVersionEntry(await fs.promises.readFile(file, 'utf8'), file)
        if (`${entry.name}.json` !== name) throw new Error(`${file}: holds the entry of ${entry.name}`)
        entries.push(entry)
      } catch (error) {
        // Removed between the listing and the read: simply gone.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.warn((error as Error).message)
      }
    }
    return entries
  }

  async put(entry: VersionEntry): Promise<void> {
    await fs.promises.mkdir(this.directory, { recursive: true })
    const file = this.fileOf(entry.name)
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    await fs.promises.writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`)
    await fs.promises.rename(temporary, file)
  }

  async remove(name: string): Promise<boolean> {
    try {
      await fs.promises.rm(this.fileOf(name))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  }

  watch(onChange: () => void): () => void {
    // fs.watch tells at once on the usual file systems; readers also poll, for the others.
    let watcher: fs.FSWatcher | null = null
    try {
      fs.mkdirSync(this.directory, { recursive: true })
    } catch {
      // A read-only store without versions yet: polled.
    }
    try {
      watcher = fs.watch(this.directory, (_event, name) => {
        if (name && ENTRY_FILE.test(name)) onChange()
      })
      watcher.on('error', () => watcher?.close())
      watcher.unref()
    } catch {
      watcher = null
    }
    return () => watcher?.close()
  }

  async close(): Promise<void> {}

  private fileOf(name: string): string {
    if (!ENTRY_FILE.test(`${name}.json`)) throw new Error(`${JSON.stringify(name)} is not a version name`)
    return path.join(this.directory, `${name}.json`)
  }
}
