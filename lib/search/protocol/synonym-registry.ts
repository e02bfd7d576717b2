/**
 * The hosted service's synonyms endpoints over the embedded indices: save one or many (optionally
 * replacing all), get, delete, clear and search. Answers and errors have the hosted service's
 * shapes; every change is published at once, like the index registry's other writes.
 */
import { SearchRequestError, badRequest } from '../engine/types'
import { SynonymShapeError, parseSynonym, type Synonym } from '../engine/language/synonyms'
import { tokenizeQuery } from '../engine/language/tokenize'
import { isPlainObject } from './json-guard'

interface WithSynonyms {
  synonyms: Map<string, Synonym>
}

/** What the registry gives this part: its indices and its task numbering. */
interface SynonymHost<T extends WithSynonyms> {
  existing: (name: string) => T | undefined
  ensure: (name: string) => T
  changed: (stored: T) => void
  nextTask: () => number
  isoNow: () => string
}

export const MAX_SYNONYMS_PER_INDEX = 10_000
const SYNONYM_TYPES = ['synonym', 'oneWaySynonym', 'onewaysynonym'] as const

export interface SearchSynonymsAnswer {
  hits: Synonym[]
  nbHits: number
}

export interface SynonymAnswers {
  saveMany(name: string, json: unknown, replaceExisting: boolean): { taskID: number; updatedAt: string }
  save(name: string, objectID: string, json: unknown): { taskID: number; updatedAt: string; id: string }
  get(name: string, objectID: string): Synonym
  delete(name: string, objectID: string): { taskID: number; deletedAt: string }
  clear(name: string): { taskID: number; updatedAt: string }
  search(name: string, json: unknown): SearchSynonymsAnswer
}

function indexNotFound(): SearchRequestError {
  return new SearchRequestError(404, 'Index does not exist')
}

function synonymNotFound(): SearchRequestError {
  return new SearchRequestError(404, 'Synonym set does not exist')
}

function checked(value: unknown, where: string, objectID?: string): Synonym {
  try {
    return parseSynonym(value, objectID)
  } catch (error) {
    if (error instanceof SynonymShapeError) throw badRequest(`${where}: ${error.message}`)
    throw error
  }
}

/** The words of a synonym, for searching synonyms by a query. */
function wordsOf(synonym: Synonym): string[] {
  const texts = synonym.type === 'oneWaySynonym' ? [synonym.input, ...synonym.synonyms] : synonym.synonyms
  return [synonym.objectID, ...texts].flatMap((text) =>
    tokenizeQuery(text, 'prefixNone').map((word) => word.term),
  )
}

function integerField(
  body: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  fallback: number,
) {
  const value = body[name]
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw badRequest(`Invalid value for "${name}": expected an integer from ${min} to ${max}`)
  return value
}

export class SynonymRegistry<T extends WithSynonyms> implements SynonymAnswers {
  constructor(private readonly host: SynonymHost<T>) {}

  private store(name: string, synonyms: Map<string, Synonym>): void {
    if (synonyms.size > MAX_SYNONYMS_PER_INDEX)
      throw badRequest(`An index holds at most ${MAX_SYNONYMS_PER_INDEX} synonyms`)
    const stored = this.host.ensure(name)
    stored.synonyms = synonyms
    this.host.changed(stored)
  }

  /** `PUT|POST /1/indexes/{index}/synonyms/batch`: a list of synonyms, checked whole, then saved. */
  saveMany(name: string, json: unknown, replaceExisting: boolean) {
    if (!Array.isArray(json)) throw badRequest('The body must be a list of synonyms')
    if (json.length > MAX_SYNONYMS_PER_INDEX)
      throw badRequest(`At most ${MAX_SYNONYMS_PER_INDEX} synonyms per call`)
    const synonyms = json.map((entry, position) => checked(entry, `Synonym ${position}`))
    const next = replaceExisting ? new Map<string, Synonym>() : new Map(this.host.existing(name)?.synonyms)
    for (const synonym of synonyms) next.set(synonym.objectID, synonym)
    this.store(name, next)
    return { taskID: this.host.nextTask(), updatedAt: this.host.isoNow() }
  }

  /** `PUT /1/indexes/{index}/synonyms/{objectID}`. */
  save(name: string, objectID: string, json: unknown) {
    const synonym = checked(json, 'Synonym', objectID)
    const next = new Map(this.host.existing(name)?.synonyms)
    next.set(synonym.objectID, synonym)
    this.store(name, next)
    return { taskID: this.host.nextTask(), updatedAt: this.host.isoNow(), id: synonym.objectID }
  }

  /** `GET /1/indexes/{index}/synonyms/{objectID}`. */
  get(name: string, objectID: string): Synonym {
    const stored = this.host.existing(name)
    if (!stored) throw indexNotFound()
    const synonym = stored.synonyms.get(objectID)
    if (!synonym) throw synonymNotFound()
    return synonym
  }

  /** `DELETE /1/indexes/{index}/synonyms/{objectID}`. */
  delete(name: string, objectID: string) {
    const stored = this.host.existing(name)
    if (!stored) throw indexNotFound()
    if (!stored.synonyms.has(objectID)) throw synonymNotFound()
    const next = new Map(stored.synonyms)
    next.delete(objectID)
    this.store(name, next)
    return { taskID: this.host.nextTask(), deletedAt: this.host.isoNow() }
  }

  /** `POST /1/indexes/{index}/synonyms/clear`. */
  clear(name: string) {
    if (!this.host.existing(name)) throw indexNotFound()
    this.store(name, new Map())
    return { taskID: this.host.nextTask(), updatedAt: this.host.isoNow() }
  }

  /**
   * `POST /1/indexes/{index}/synonyms/search`: `{query, type, page, hitsPerPage}`. A synonym
   * matches when each word of the query begins one of its words (or its objectID).
   */
  search(name: string, json: unknown): SearchSynonymsAnswer {
    const body = json ?? {}
    if (!isPlainObject(body)) throw badRequest('The body must be a JSON object')
    for (const key of Object.keys(body)) {
      if (!['query', 'type', 'page', 'hitsPerPage'].includes(key))
        throw badRequest(`Unknown parameter: ${key.slice(0, 100)}`)
    }
    const { query = '', type } = body
    if (typeof query !== 'string' || query.length > 512)
      throw badRequest('Invalid value for "query": expected a string of at most 512 characters')
    if (type !== undefined && !(SYNONYM_TYPES as readonly unknown[]).includes(type))
      throw badRequest(`Invalid value for "type": expected ${SYNONYM_TYPES.join(', ')}`)
    const page = integerField(body, 'page', 0, 2 ** 31 - 1, 0)
    const hitsPerPage = integerField(body, 'hitsPerPage', 1, 1000, 100)
    const stored = this.host.existing(name)
    if (!stored) throw indexNotFound()
    const wanted = tokenizeQuery(query, 'prefixNone').map((word) => word.term)
    const wantedType = type === 'onewaysynonym' ? 'oneWaySynonym' : type
    const matching = [...stored.synonyms.values()].filter((synonym) => {
      if (wantedType !== undefined && synonym.type !== wantedType) return false
      const words = wordsOf(synonym)
      return wanted.every((term) => words.some((word) => word.startsWith(term)))
    })
    return { hits: matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: matching.length }
  }
}
