/**
 * The versions manifest in the store's directory: `versions/<name>.json`, one entry per version,
 * each written under a temporary name and renamed (a reader sees the old entry or the new one).
 */
import fs from 'node:fs'
import path from 'node:path'
import { watchDirectory } from '../releases/watch-directory'
import { parseVersionEntry } from './parse-version-entry'
import type { VersionEntry } from './version-entry'
import type { VersionRegistry } from './registry'

/** An entry file as last read: what identifies its version (inode, size, time), and its entry or problem. */
type ReadEntry = { stamp: string } & ({ entry: VersionEntry } | { problem: string })

const ENTRY_FILE = /^[0-9A-Za-z][0-9A-Za-z._-]{0,31}\.json$/

export class FsVersionRegistry implements VersionRegistry {
  readonly description: string
  private readonly directory: string
  /** The entries read last, by file, with what identifies the file's version (inode, size, time). */
  private read = new Map<string, ReadEntry>()

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
    const seen = new Map<string, ReadEntry>()
    for (const name of names.filter((file) => ENTRY_FILE.test(file)).sort()) {
      const file = path.join(this.directory, name)
      let stamp: string
      try {
        const stat = await fs.promises.stat(file)
        stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`
      } catch {
        continue // removed between the listing and now: simply gone
      }
      // Servers read the manifest every second: a file not replaced since is not read again, and
      // a damaged one is reported once.
      const known = this.read.get(file)
      const read = known?.stamp === stamp ? known : await this.readEntry(file, name, stamp)
      seen.set(file, read)
      if ('entry' in read) entries.push(read.entry)
    }
    this.read = seen
    return entries
  }

  private async readEntry(file: string, name: string, stamp: string): Promise<ReadEntry> {
    try {
      const entry = parseVersionEntry(await fs.promises.readFile(file, 'utf8'), file)
      if (`${entry.name}.json` !== name) throw new Error(`${file}: holds the entry of ${entry.name}`)
      return { stamp, entry }
    } catch (error) {
      this.warn((error as Error).message)
      return { stamp, problem: (error as Error).message }
    }
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
    return watchDirectory(this.directory, (name) => ENTRY_FILE.test(name), onChange)
  }

  async close(): Promise<void> {}

  private fileOf(name: string): string {
    if (!ENTRY_FILE.test(`${name}.json`)) throw new Error(`${JSON.stringify(name)} is not a version name`)
    return path.join(this.directory, `${name}.json`)
  }
}
