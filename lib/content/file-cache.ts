/**
 * Publish time: a best-effort cache of JSON values on disk, one file per name, each valid for one
 * key (what the value was made from). The publisher's caches (`.contentlayer/.publish-cache/`:
 * compiled documents, the check's parse results, rendered pages) are kept for the next process.
 * Best effort both ways: a file that cannot be read, or was written for another name or key, is
 * no value; one that cannot be written (a read-only checkout) only costs the next process time.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'

export interface FileCache<T> {
  read(name: string, key: string): T | undefined
  write(name: string, key: string, value: T): void
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url')

export function createFileCache<T>(dir: string): FileCache<T> {
  const fileOf = (name: string) => path.join(dir, `${sha256(name)}.json`)
  // Made once per cache, not before every write: a cold publish writes thousands of entries.
  let dirMade = false
  return {
    read(name, key) {
      try {
        const stored = JSON.parse(fs.readFileSync(fileOf(name), 'utf8')) as { name?: string; key?: string; value?: T }
        return stored.name === name && stored.key === key ? stored.value : undefined
      } catch {
        return undefined
      }
    },
    write(name, key, value) {
      const file = fileOf(name)
      // Per thread: the publisher's worker threads share the process id.
      const temporary = `${file}.${process.pid}.${threadId}.tmp`
      const text = JSON.stringify({ name, key, value })
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          if (!dirMade) fs.mkdirSync(dir, { recursive: true })
          dirMade = true
          fs.writeFileSync(temporary, text)
          fs.renameSync(temporary, file)
          return
        } catch {
          // The folder may have been removed meanwhile (a cleaned .contentlayer): made again once;
          // otherwise not kept, and made again next time.
          dirMade = false
        }
      }
    },
  }
}
