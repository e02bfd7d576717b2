/**
 * Server-only: where the embedded backend's indices come from and go to on disk.
 * - `.search/records.json` (written by the build with `buildRecords`) is the site's index, with the
 *   content's synonyms in `.search/synonyms.json`. It is loaded once per process and reloaded when
 *   the records file's modification time changes, checked at most once a second, so a rebuild of
 *   the records reaches search without a restart.
 * - Indices uploaded through the protocol (`npm run search:upload` against this site) live in
 *   memory and are written to `.search/indices/`, so a restart keeps them. Whichever is newer — the
 *   records file or an upload to the same index name — is what gets served.
 */
import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../../site.config'
import { SearchAnswerCache } from '../protocol/answer-cache'
import { DEFAULT_MAX_BODY_BYTES, type SearchHttpDeps } from '../protocol/http-handler'
import { IndexRegistry, type StoredIndex } from '../protocol/index-registry'
import { isPlainObject } from '../protocol/json-guard'
import { parseRecord } from '../protocol/record-schema'
import { SynonymShapeError, parseSynonym, type Synonym } from '../engine/synonyms'
import { parseSynonymsFile } from '../indexing/synonyms-file'
import type { SearchRecord } from '../record'

export const SEARCH_DATA_DIRECTORY = '.search'
export const RECORDS_FILE_NAME = 'records.json'
export const SYNONYMS_FILE_NAME = 'synonyms.json'
/** `replaceAllObjects` works through `<index>_tmp_<number>`: such indices are never worth a file. */
const TEMPORARY_INDEX = /_tmp_\d+$/

export interface SearchIndexStoreOptions {
  /** Directory holding `records.json` and `indices/`. */
  directory: string
  /** The index name the records file is served under. */
  indexName: string
  persistUploads?: boolean
  recheckIntervalMs?: number
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
  private readonly recordsFile: string
  private readonly synonymsFile: string
  private readonly uploadsDirectory: string
  private lastCheck = Number.NEGATIVE_INFINITY
  private loadedFileVersion: string | null = null
  private readonly pendingWrites = new Map<string, StoredIndex | null>()
  private writing: Promise<void> = Promise.resolve()
  private readonly now: () => number
  private readonly warn: (message: string) => void

  constructor(private readonly options: SearchIndexStoreOptions) {
    this.now = options.now ?? Date.now
    this.warn = options.warn ?? ((message) => console.warn(`[search] ${message}`))
    this.recordsFile = path.join(options.directory, RECORDS_FILE_NAME)
    this.synonymsFile = path.join(options.directory, SYNONYMS_FILE_NAME)
    this.uploadsDirectory = path.join(options.directory, 'indices')
    this.registry = new IndexRegistry({
      now: this.now,
      onChange:
        options.persistUploads === false ? undefined : (name, index) => this.schedulePersist(name, index),
    })
    this.loadUploads()
  }

  /** The registry, after picking up a changed records file. */
  current(): IndexRegistry {
    const now = this.now()
    if (now - this.lastCheck >= (this.options.recheckIntervalMs ?? 1000)) {
      this.lastCheck = now
      this.reloadRecordsFileIfChanged()
    }
    return this.registry
  }

  private reloadRecordsFileIfChanged(): void {
    let stat: fs.Stats
    try {
      stat = fs.statSync(this.recordsFile)
    } catch {
      return // No build output yet: the index stays unknown (404) until there is one.
    }
    const version = `${stat.mtimeMs}:${stat.size}`
    if (version === this.loadedFileVersion) return
    this.loadedFileVersion = version
    const uploaded = this.registry.stored(this.options.indexName)
    if (uploaded && uploaded.updatedAt > stat.mtimeMs) return
    try {
      const records = parseRecordList(JSON.parse(fs.readFileSync(this.recordsFile, 'utf8')), this.recordsFile)
      this.registry.load(this.options.indexName, records, stat.mtimeMs, {}, this.readSynonymsFile())
    } catch (error) {
      this.warn(`Could not load ${this.recordsFile}, still serving the previous index: ${String(error)}`)
    }
  }

  /** The content's synonyms beside the records; without them (or unreadable) the index has none. */
  private readSynonymsFile(): Synonym[] {
    if (!fs.existsSync(this.synonymsFile)) return []
    try {
      return parseSynonymsFile(fs.readFileSync(this.synonymsFile, 'utf8'), this.synonymsFile)
    } catch (error) {
      this.warn(`Could not load ${this.synonymsFile}, serving the records without synonyms: ${String(error)}`)
      return []
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
    const firstPending = this.pendingWrites.size === 0
    this.pendingWrites.set(name, index)
    // Several writes in a row (an upload is many batches) end up as one file write.
    if (firstPending)
      this.writing = this.writing
        .then(() => new Promise((resolve) => setTimeout(resolve, 20)))
        .then(() => this.writePending())
  }

  private async writePending(): Promise<void> {
    const writes = [...this.pendingWrites]
    this.pendingWrites.clear()
    await fs.promises.mkdir(this.uploadsDirectory, { recursive: true })
    for (const [name, index] of writes) {
      const file = this.fileOf(name)
      try {
        if (index === null) {
          await fs.promises.rm(file, { force: true })
          continue
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
      } catch (error) {
        this.warn(`Could not persist index "${name}": ${String(error)}`)
      }
    }
  }

  /** Resolves once every scheduled write has reached the disk. */
  async flush(): Promise<void> {
    while (this.pendingWrites.size > 0) await this.writing
    await this.writing
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

let processStore: SearchIndexStore | null = null

/** One store per server process, over `.search/` in the working directory. */
export function getSearchIndexStore(): SearchIndexStore {
  processStore ??= new SearchIndexStore({
    directory: path.join(process.cwd(), SEARCH_DATA_DIRECTORY),
    indexName: siteConfig.search.embedded.indexName,
  })
  return processStore
}

export function createSearchHttpDeps(store: SearchIndexStore = getSearchIndexStore()): SearchHttpDeps {
  return {
    indices: () => store.current(),
    credentials: embeddedCredentials(),
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    answers: new SearchAnswerCache(),
  }
}
