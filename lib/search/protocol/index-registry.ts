/**
 * The indices the embedded backend serves, in memory, with the write operations the official
 * client's `replaceAllObjects` uses: `batch`, `operation` (copy / move), task status, delete, and
 * settings, and the synonyms operations. Writes apply at once, so every task is already published
 * when it is asked about. The search index of an index is rebuilt lazily, on the first search
 * after its records change; a change of settings or synonyms only swaps its language tables.
 */
import { SearchRequestError, badRequest } from '../engine/types'
import { createIndexLanguage, type IndexLanguage } from '../engine/language/index-language'
import { DOCUMENTATION_INDEX_SETTINGS, EMBEDDED_ONLY_SETTINGS } from '../engine/index/index-settings'
import { isPlainObject, isShallowJson } from './json-guard'
import { checkLanguageSettings, languageSettingsOf } from './language-settings'
import { parseRecord } from './record-schema'
import { createSearchIndex, withLanguage, type SearchIndex } from '../engine/index/search-index'
import type { Synonym } from '../engine/language/synonyms'
import { SynonymRegistry, type SynonymAnswers } from './synonym-registry'
import type { SearchRecord } from '../record'

export interface StoredIndex {
  name: string
  records: Map<string, SearchRecord>
  /** Settings a client stored with `setSettings`; the engine's own schema is fixed. */
  settings: Record<string, unknown>
  /** By objectID, in the order they were saved. */
  synonyms: Map<string, Synonym>
  /** Milliseconds since the epoch of the last change. */
  updatedAt: number
}

export interface IndexRegistryOptions {
  now?: () => number
  /** Called after every change to an index (or with `null` after its deletion), e.g. to persist it. */
  onChange?: (name: string, index: StoredIndex | null) => void
  maxIndices?: number
  maxRecordsPerIndex?: number
}

export interface TaskAnswer {
  taskID: number
  updatedAt?: string
  deletedAt?: string
  objectIDs?: string[]
}

const BATCH_ACTIONS = [
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
] as const
type BatchAction = (typeof BATCH_ACTIONS)[number]
const COPY_SCOPES = ['settings', 'synonyms', 'rules']

export function indexNotFound(): SearchRequestError {
  return new SearchRequestError(404, 'Index does not exist')
}

/** What the engine's language tables are built from: an index's settings and synonyms. */
function languageOf(stored: StoredIndex): IndexLanguage {
  return createIndexLanguage(languageSettingsOf(stored.settings), [...stored.synonyms.values()])
}

export class IndexRegistry {
  /** The synonyms endpoints of every index. */
  readonly synonyms: SynonymAnswers
  private readonly indices = new Map<string, StoredIndex>()
  private readonly built = new Map<string, SearchIndex>()
  private lastTaskId = 0
  private generatedIds = 0
  private readonly now: () => number
  private readonly maxIndices: number
  private readonly maxRecordsPerIndex: number

  constructor(private readonly options: IndexRegistryOptions = {}) {
    this.now = options.now ?? Date.now
    this.maxIndices = options.maxIndices ?? 64
    this.maxRecordsPerIndex = options.maxRecordsPerIndex ?? 2_000_000
    this.synonyms = new SynonymRegistry<StoredIndex>({
      existing: (name) => this.indices.get(name),
      ensure: (name) => this.ensure(name),
      changed: (stored) => this.languageChanged(stored),
      nextTask: () => this.nextTask(),
      isoNow: () => this.isoNow(),
    })
  }

  has(name: string): boolean {
    return this.indices.has(name)
  }

  names(): string[] {
    return [...this.indices.keys()]
  }

  stored(name: string): StoredIndex | undefined {
    return this.indices.get(name)
  }

  /** The searchable index, built on first use after a change. */
  searchIndex(name: string): SearchIndex | undefined {
    const stored = this.indices.get(name)
    if (!stored) return undefined
    let index = this.built.get(name)
    if (!index) {
      index = createSearchIndex([...stored.records.values()], languageOf(stored))
      this.built.set(name, index)
    }
    return index
  }

  /** Installs a whole index (loaded from disk), without notifying `onChange`. */
  load(
    name: string,
    records: readonly SearchRecord[],
    updatedAt: number,
    settings: Record<string, unknown> = {},
    synonyms: readonly Synonym[] = [],
  ): void {
    this.indices.set(name, {
      name,
      records: new Map(records.map((record) => [record.objectID, record])),
      settings,
      synonyms: new Map(synonyms.map((synonym) => [synonym.objectID, synonym])),
      updatedAt,
    })
    this.built.delete(name)
  }

  /** Installs an already built index (the build output), so the first search does not pay for it. */
  loadBuilt(name: string, index: SearchIndex, updatedAt: number): void {
    let records: Map<string, SearchRecord> | null = null
    this.indices.set(name, {
      name,
      // By objectID, made on first use (a read or write of this index through the protocol): a
      // search never needs it, and making it is a pass over every record at every release switch.
      get records() {
        return (records ??= new Map(index.records.map((record) => [record.objectID, record])))
      },
      set records(value) {
        records = value
      },
      settings: {},
      synonyms: new Map(index.language.synonyms.map((synonym) => [synonym.objectID, synonym])),
      updatedAt,
    })
    this.built.set(name, index)
  }

  private nextTask(): number {
    return ++this.lastTaskId
  }

  private isoNow(): string {
    return new Date(this.now()).toISOString()
  }

  private ensure(name: string): StoredIndex {
    let stored = this.indices.get(name)
    if (!stored) {
      if (this.indices.size >= this.maxIndices)
        throw badRequest(`Too many indices: at most ${this.maxIndices}`)
      stored = { name, records: new Map(), settings: {}, synonyms: new Map(), updatedAt: this.now() }
      this.indices.set(name, stored)
    }
    return stored
  }

  private changed(stored: StoredIndex): void {
    stored.updatedAt = this.now()
    this.built.delete(stored.name)
    this.options.onChange?.(stored.name, stored)
  }

  /** Settings or synonyms changed: the built index keeps its postings and gets new language tables. */
  private languageChanged(stored: StoredIndex): void {
    stored.updatedAt = this.now()
    const built = this.built.get(stored.name)
    if (built) this.built.set(stored.name, withLanguage(built, languageOf(stored)))
    this.options.onChange?.(stored.name, stored)
  }

  private remove(name: string): void {
    if (this.indices.delete(name)) {
      this.built.delete(name)
      this.options.onChange?.(name, null)
    }
  }

  /** `POST /1/indexes/{index}/batch`: `{ requests: [{ action, body }] }`. Checked whole, then applied. */
  batch(name: string, json: unknown): TaskAnswer {
    if (!isPlainObject(json) || !Array.isArray(json.requests))
      throw badRequest('The batch body must be { "requests": [...] }')
    const operations = json.requests.map((entry, position) => {
      if (
        !isPlainObject(entry) ||
        typeof entry.action !== 'string' ||
        !(BATCH_ACTIONS as readonly string[]).includes(entry.action)
      ) {
        throw badRequest(`requests[${position}].action must be one of ${BATCH_ACTIONS.join(', ')}`)
      }
      const action = entry.action as BatchAction
      const body = entry.body ?? {}
      if (!isPlainObject(body)) throw badRequest(`requests[${position}].body must be an object`)
      if (action === 'addObject') {
        const objectID =
          typeof body.objectID === 'string' ? body.objectID : `generated-${this.now()}-${++this.generatedIds}`
        return { action, record: parseRecord(body, position, objectID), body }
      }
      if (action === 'updateObject') return { action, record: parseRecord(body, position), body }
      if (action === 'delete' || action === 'clear') return { action, body }
      if (typeof body.objectID !== 'string')
        throw badRequest(`requests[${position}].body.objectID must be a string`)
      if (!isShallowJson(body, 4, 5000, 100_000))
        throw badRequest(`requests[${position}].body is too large or too deeply nested`)
      return { action, body }
    })
    const stored = this.ensure(name)
    const objectIDs: string[] = []
    operations.forEach((operation, position) => {
      const objectID =
        operation.record?.objectID ??
        (typeof operation.body.objectID === 'string' ? operation.body.objectID : '')
      if (operation.action === 'addObject' || operation.action === 'updateObject') {
        stored.records.set(objectID, operation.record as SearchRecord)
      } else if (operation.action === 'deleteObject') {
        stored.records.delete(objectID)
      } else if (operation.action === 'clear' || operation.action === 'delete') {
        stored.records.clear()
      } else {
        const existing = stored.records.get(objectID)
        if (existing || operation.action === 'partialUpdateObject') {
          stored.records.set(objectID, parseRecord({ ...existing, ...operation.body }, position, objectID))
        }
      }
      if (objectID) objectIDs.push(objectID)
      if (stored.records.size > this.maxRecordsPerIndex) {
        throw badRequest(`An index holds at most ${this.maxRecordsPerIndex} records`)
      }
    })
    this.changed(stored)
    return { taskID: this.nextTask(), objectIDs }
  }

  /** `POST /1/indexes/{index}/operation`: copy (whole, or only the scoped settings) or move. */
  operation(name: string, json: unknown): TaskAnswer {
    if (!isPlainObject(json)) throw badRequest('The operation body must be a JSON object')
    const { operation, destination, scope } = json
    if (operation !== 'copy' && operation !== 'move') throw badRequest('"operation" must be "copy" or "move"')
    if (typeof destination !== 'string' || destination.length === 0 || destination.length > 256) {
      throw badRequest('"destination" must be an index name')
    }
    if (
      scope !== undefined &&
      (!Array.isArray(scope) || !scope.every((part) => COPY_SCOPES.includes(part as string)))
    ) {
      throw badRequest(`"scope" must be a list of ${COPY_SCOPES.join(', ')}`)
    }
    const source = this.indices.get(name)
    if (operation === 'copy' && scope !== undefined) {
      // A scoped copy carries settings and synonyms (this backend has no rules) and leaves records alone.
      const target = this.ensure(destination)
      if (source && scope.includes('settings')) target.settings = { ...source.settings }
      if (source && scope.includes('synonyms')) target.synonyms = new Map(source.synonyms)
      this.languageChanged(target)
      return { taskID: this.nextTask(), updatedAt: this.isoNow() }
    }
    if (!source) throw indexNotFound()
    if (destination !== name) {
      const target = this.ensure(destination)
      target.records = new Map(source.records)
      target.settings = { ...source.settings }
      target.synonyms = new Map(source.synonyms)
      this.changed(target)
      if (operation === 'move') this.remove(name)
    }
    return { taskID: this.nextTask(), updatedAt: this.isoNow() }
  }

  deleteIndex(name: string): TaskAnswer {
    this.remove(name)
    return { taskID: this.nextTask(), deletedAt: this.isoNow() }
  }

  /** Writes apply immediately, so any task this process issued is published. */
  task(taskID: number): { status: 'published'; pendingTask: false } {
    if (!Number.isSafeInteger(taskID) || taskID < 1 || taskID > this.lastTaskId) {
      throw new SearchRequestError(404, 'Task does not exist')
    }
    return { status: 'published', pendingTask: false }
  }

  settings(name: string): Record<string, unknown> {
    const stored = this.indices.get(name)
    if (!stored) throw indexNotFound()
    return { ...DOCUMENTATION_INDEX_SETTINGS, ...EMBEDDED_ONLY_SETTINGS, ...stored.settings }
  }

  setSettings(name: string, json: unknown): TaskAnswer {
    if (!isPlainObject(json) || !isShallowJson(json, 4, 5000))
      throw badRequest('Settings must be a small JSON object')
    checkLanguageSettings(json)
    const stored = this.ensure(name)
    stored.settings = { ...stored.settings, ...json }
    this.languageChanged(stored)
    return { taskID: this.nextTask(), updatedAt: this.isoNow() }
  }
}
