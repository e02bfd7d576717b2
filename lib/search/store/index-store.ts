/**
 * Server-only: where the embedded backend's indices come from.
 * - The site's own index comes from a records source: the current content release's search
 *   records (see lib/releases/server.ts). When the source names a new version, its records are
 *   indexed at once and replace the old index in one step; searches already running finish on the
 *   old one. A new version that changed a few pages updates the last index by the records it
 *   changed (index-update.ts: the records it shares with the last one are the same objects, since
 *   releases share unchanged pieces); a larger change is built again.
 * - Indices uploaded through the protocol (`npm run search:upload` against this site) live in
 *   memory and are written to `.search/indices/`, so a restart keeps them. Whichever is newer — the
 *   release or an upload to the same index name — is what gets served.
 */
import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../../site.config'
import { createIndexLanguage } from '../engine/language/index-language'
import { updateSearchIndex } from '../engine/index/index-update'
import { isIndexHeld } from '../engine/index/index-holds'
import type { SearchIndex } from '../engine/index/search-index'
import { analyticsRecorderFromEnv } from '../analytics/from-env'
import { SearchAnswerCache } from '../protocol/answer-cache'
import { DEFAULT_MAX_BODY_BYTES, type SearchHttpDeps } from '../protocol/http-handler'
import { IndexRegistry, type StoredIndex } from '../protocol/index-registry'
import { isPlainObject } from '../protocol/json-guard'
import { languageSettingsOf } from '../protocol/language-settings'
import { parseRecord } from '../protocol/record-schema'
import { SynonymShapeError, parseSynonym, type Synonym } from '../engine/language/synonyms'
import type { SearchRecord } from '../record'

export const SEARCH_DATA_DIRECTORY = '.search'
/** `replaceAllObjects` works through `<index>_tmp_<number>`: such indices are never worth a file. */
const TEMPORARY_INDEX = /_tmp_\d+$/

/** One version of the site's records: a new `version` replaces the served index. */
export interface SiteRecords {
  version: string
  /** Milliseconds since the epoch: an upload newer than this wins over these records. */
  updatedAt: number
  records: readonly SearchRecord[]
  /** The content's synonyms (content/search/synonyms.json), served with the records. */
  synonyms?: readonly Synonym[]
}

export interface SearchIndexStoreOptions {
  /** Directory holding `indices/` (uploaded indices). */
  directory: string
  /** The index name the site's records are served under. */
  indexName: string
  /** The site's records now (null while there are none). Called on every search: keep it cheap. */
  siteRecords: () => SiteRecords | null
  persistUploads?: boolean
  now?: () => number
  /** Where load problems are reported; the store keeps serving what it had. */
  warn?: (message: string) => void
}

interface PersistedIndex {
  name: string
  updatedAt: number
  settings: Record<string, unknown>
  synonyms?: Synonym[]
  records: SearchRecord[]
}

function parseRecordList(json: unknown, source: string): SearchRecord[] {
  if (!Array.isArray(json)) throw new Error(`${source} must hold a JSON array of search records`)
  return json.map((record, position) => parseRecord(record, position))
}

function parseStoredSynonyms(json: unknown[], source: string): Synonym[] {
  return json.map((entry, position) => {
    try {
      return parseSynonym(entry)
    } catch (error) {
      if (error instanceof SynonymShapeError)
        throw new Error(`${source}: synonym ${position}: ${error.message}`)
      throw error
    }
  })
}

export class SearchIndexStore {
  readonly registry: IndexRegistry
  private readonly uploadsDirectory: string
  private loadedVersion: string | null = null
  /** The index of the site's records: what the next version updates. */
  private siteIndex: SearchIndex | null = null
  /**
   * The site's index before `siteIndex`, out of service: the next version's index takes its memory
   * unless a search still holds it (index-holds.ts, postings-memory.ts).
   */
  private retiredIndex: SearchIndex | null = null
  /** How the site's index was last made, for the server's log. */
  lastSiteIndexMade: 'updated' | 'built' | null = null
  private readonly pendingWrites = new Map<string, StoredIndex | null>()
  private writing: Promise<void> = Promise.resolve()
  private persistFault = false
  /** A write is scheduled and has not started yet. */
  private scheduled = false
  private readonly now: () => number
  private readonly warn: (message: string) => void

  constructor(private readonly options: SearchIndexStoreOptions) {
    this.now = options.now ?? Date.now
    this.warn = options.warn ?? ((message) => console.warn(`[search] ${message}`))
    this.uploadsDirectory = path.join(options.directory, 'indices')
    this.registry = new IndexRegistry({
      now: this.now,
      onChange:
        options.persistUploads === false ? undefined : (name, index) => this.schedulePersist(name, index),
    })
    this.loadUploads()
  }

  /** The registry, after picking up a new version of the site's records. */
  current(): IndexRegistry {
    const site = this.options.siteRecords()
    if (site && site.version !== this.loadedVersion) this.install(site)
    return this.registry
  }

  private install(site: SiteRecords): void {
    this.loadedVersion = site.version
    const uploaded = this.registry.stored(this.options.indexName)
    if (uploaded && uploaded.updatedAt > site.updatedAt) return
    try {
      // Indexed here, before it replaces the old index: no search waits for it, searches already
      // running finish on the old one, and records that cannot be indexed leave the old one served.
      const language = createIndexLanguage(languageSettingsOf({}), [...(site.synonyms ?? [])])
      const retired = this.retiredIndex
      const spare = retired && !isIndexHeld(retired) ? retired : null
      // Its memory may be overwritten from here on, whether or not the update succeeds.
      if (spare) this.retiredIndex = null
      const { index, made } = updateSearchIndex(this.siteIndex, site.records, language, spare)
      this.retiredIndex = this.siteIndex
      this.siteIndex = index
      this.lastSiteIndexMade = made
      this.registry.loadBuilt(this.options.indexName, index, site.updatedAt)
    } catch (error) {
      this.warn(
        `Could not index the records of ${site.version}, still serving the previous index: ${String(error)}`,
      )
    }
  }

  private fileOf(name: string): string {
    return path.join(this.uploadsDirectory, `${encodeURIComponent(name)}.json`)
  }

  private loadUploads(): void {
    let files: string[]
    try {
      files = fs.readdirSync(this.uploadsDirectory).filter((file) => file.endsWith('.json'))
    } catch {
      return
    }
    for (const file of files) {
      try {
        const json: unknown = JSON.parse(fs.readFileSync(path.join(this.uploadsDirectory, file), 'utf8'))
        if (!isPlainObject(json) || typeof json.name !== 'string' || typeof json.updatedAt !== 'number') {
          throw new Error('not an uploaded index')
        }
        if (TEMPORARY_INDEX.test(json.name)) continue
        const settings = isPlainObject(json.settings) ? json.settings : {}
        const synonyms = Array.isArray(json.synonyms) ? parseStoredSynonyms(json.synonyms, file) : []
        this.registry.load(json.name, parseRecordList(json.records, file), json.updatedAt, settings, synonyms)
      } catch (error) {
        this.warn(`Skipping ${file} in ${this.uploadsDirectory}: ${String(error)}`)
      }
    }
  }

  private schedulePersist(name: string, index: StoredIndex | null): void {
    if (TEMPORARY_INDEX.test(name)) return
    this.pendingWrites.set(name, index)
    // Several writes in a row (an upload is many batches) end up as one file write.
    if (this.scheduled) return
    this.scheduled = true
    this.writing = this.writing
      .then(() => new Promise((resolve) => setTimeout(resolve, 20)))
      .then(() => {
        this.scheduled = false
        return this.writePending()
      })
  }

  /**
   * Writes what is pending. Never rejects: a write that fails (a read-only or full disk) stays
   * pending, so the next change writes it again with its own, and the fault is logged once until a
   * write succeeds. The index itself is served from memory either way.
   */
  private async writePending(): Promise<void> {
    const writes = [...this.pendingWrites]
    this.pendingWrites.clear()
    const failed: Array<[string, StoredIndex | null]> = []
    let fault: unknown = null
    try {
      await fs.promises.mkdir(this.uploadsDirectory, { recursive: true })
    } catch (error) {
      fault = error
    }
    for (const [name, index] of writes) {
      if (fault) {
        failed.push([name, index])
        continue
      }
      try {
        await this.writeIndex(name, index)
      } catch (error) {
        fault = error
        failed.push([name, index])
      }
    }
    // A newer change of the same index, scheduled meanwhile, wins over the failed one.
    for (const [name, index] of failed) if (!this.pendingWrites.has(name)) this.pendingWrites.set(name, index)
    if (fault) {
      if (!this.persistFault)
        this.warn(
          `Could not save uploaded indices to ${this.uploadsDirectory} (${String(fault)}); they are served from memory and saved with the next change once the directory is writable`,
        )
      this.persistFault = true
    } else if (this.persistFault) {
      this.persistFault = false
      this.warn(`Uploaded indices are saved to ${this.uploadsDirectory} again`)
    }
  }

  private async writeIndex(name: string, index: StoredIndex | null): Promise<void> {
    const file = this.fileOf(name)
    if (index === null) {
      await fs.promises.rm(file, { force: true })
      return
    }
    const persisted: PersistedIndex = {
      name,
      updatedAt: index.updatedAt,
      settings: index.settings,
      synonyms: [...index.synonyms.values()],
      records: [...index.records.values()],
    }
    await fs.promises.writeFile(`${file}.tmp`, JSON.stringify(persisted))
    await fs.promises.rename(`${file}.tmp`, file)
  }

  /**
   * Resolves once every scheduled write was tried: written, or (with {@link persistFault}) kept
   * pending for the next change.
   */
  async flush(): Promise<void> {
    while (this.scheduled) await this.writing
    await this.writing
  }

  /** Whether the last attempt to save uploaded indices failed (they are still served from memory). */
  get persistFailing(): boolean {
    return this.persistFault
  }
}

/** The site's embedded credentials; writes need `SEARCH_ADMIN_KEY` in the server's environment. */
export function embeddedCredentials(
  env: Record<string, string | undefined> = process.env,
): SearchHttpDeps['credentials'] {
  const adminKey = env.SEARCH_ADMIN_KEY?.trim()
  return {
    appId: siteConfig.search.embedded.appId,
    searchKey: siteConfig.search.embedded.searchKey,
    adminKey: adminKey ? adminKey : null,
  }
}

export function createSearchHttpDeps(store: SearchIndexStore): SearchHttpDeps {
  return {
    indices: () => store.current(),
    credentials: embeddedCredentials(),
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    answers: new SearchAnswerCache(),
    analytics: analyticsRecorderFromEnv(process.env, siteConfig.version),
  }
}
