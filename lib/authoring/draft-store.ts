/**
 * Drafts shown on the site in draft mode: the page props of a writer's unsaved draft, kept in
 * files (one per draft, named by a random id) so that the API route that stores one and the page
 * that shows it (separate server bundles, possibly separate processes of one machine) share them
 * without a registry in memory. The id travels in Next.js's signed preview cookie, in that
 * writer's browser only; a draft is never part of a release, the page cache or the search index.
 * Drafts older than an hour are removed as new ones are stored.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ReleasePage } from '../releases/release'

export interface StoredDraft {
  route: string
  kind: 'doc' | 'page' | 'post'
  props: ReleasePage['props']
  /** The file the draft is of, below content/. */
  path: string
}

const DRAFT_ID = /^[a-f0-9]{32}$/
export const DRAFT_TTL_MS = 60 * 60 * 1000

export class DraftStore {
  constructor(
    private readonly dir = path.join(os.tmpdir(), `sba-docs-drafts-${process.getuid?.() ?? 'user'}`),
  ) {}

  private file(id: string): string {
    return path.join(this.dir, `${id}.json`)
  }

  save(draft: StoredDraft): string {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    this.removeExpired()
    const id = randomBytes(16).toString('hex')
    fs.writeFileSync(this.file(id), JSON.stringify(draft), { mode: 0o600 })
    return id
  }

  /** The draft with this id, if it exists and has not expired; anything else is undefined. */
  read(id: unknown): StoredDraft | undefined {
    if (typeof id !== 'string' || !DRAFT_ID.test(id)) return undefined
    try {
      const file = this.file(id)
      if (Date.now() - fs.statSync(file).mtimeMs > DRAFT_TTL_MS) return undefined
      return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredDraft
    } catch {
      return undefined
    }
  }

  private removeExpired(): void {
    for (const name of fs.readdirSync(this.dir)) {
      const file = path.join(this.dir, name)
      try {
        if (Date.now() - fs.statSync(file).mtimeMs > DRAFT_TTL_MS) fs.rmSync(file, { force: true })
      } catch {
        // Removed meanwhile.
      }
    }
  }
}
