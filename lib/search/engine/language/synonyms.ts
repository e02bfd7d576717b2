/**
 * Synonyms in the hosted service's shape, and the lookup table a search uses. A two-way
 * `synonym` makes every listed word or phrase match the others; a `oneWaySynonym` makes its
 * `input` also match its `synonyms`, not the other way round. Words are folded like query words
 * (case, diacritics, and plurals and spelling variants when the search folds them), so
 * `notifications` finds what the synonym of `notification` finds.
 */
import { tokenizeQuery } from './tokenize'

export type Synonym =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] }

/** A phrase of the query (one or more words) and what it may also match, each a list of words. */
export interface SynonymTable {
  /** Folded phrase (words joined by a space) → alternative phrases (folded words). */
  readonly alternatives: ReadonlyMap<string, ReadonlyArray<readonly string[]>>
  /** The longest phrase (in words) that has alternatives. */
  readonly longestPhrase: number
}

export const EMPTY_SYNONYMS: SynonymTable = { alternatives: new Map(), longestPhrase: 0 }

/** Longest synonym phrase the search looks for, in words. */
export const MAX_SYNONYM_PHRASE_WORDS = 4

function phraseWords(text: string): string[] {
  return tokenizeQuery(text, 'prefixNone')
    .map((word) => word.term)
    .slice(0, MAX_SYNONYM_PHRASE_WORDS)
}

/**
 * Compiles synonyms into the lookup table. `fold` turns a word into the key a query word gets
 * (its plural/spelling key), so the table answers for every form of the word.
 */
export function compileSynonyms(synonyms: Iterable<Synonym>, fold: (word: string) => string): SynonymTable {
  const alternatives = new Map<string, Array<readonly string[]>>()
  const keys = new Map<string, Set<string>>()
  let longestPhrase = 0
  const add = (from: readonly string[], to: readonly string[]) => {
    if (from.length === 0 || to.length === 0) return
    const key = from.map(fold).join(' ')
    const target = to.join(' ')
    if (key === to.map(fold).join(' ')) return
    let seen = keys.get(key)
    if (!seen) {
      seen = new Set()
      keys.set(key, seen)
      alternatives.set(key, [])
    }
    if (seen.has(target)) return
    seen.add(target)
    alternatives.get(key)?.push(to)
    longestPhrase = Math.max(longestPhrase, from.length)
  }
  for (const synonym of synonyms) {
    const phrases = synonym.synonyms.map(phraseWords)
    if (synonym.type === 'oneWaySynonym') {
      const input = phraseWords(synonym.input)
      for (const phrase of phrases) add(input, phrase)
    } else {
      for (const from of phrases) for (const to of phrases) if (from !== to) add(from, to)
    }
  }
  return { alternatives, longestPhrase }
}

/** Limits that keep one synonym small; the hosted service's are of the same order. */
export const MAX_SYNONYM_ID_LENGTH = 512
export const MAX_SYNONYM_ENTRIES = 100
export const MAX_SYNONYM_TEXT_LENGTH = 200

/** A synonym that does not have the hosted service's shape; the message names the field. */
export class SynonymShapeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SynonymShapeError'
  }
}

const SUPPORTED_TYPES = 'synonym or oneWaySynonym'

function synonymText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > MAX_SYNONYM_TEXT_LENGTH)
    throw new SynonymShapeError(
      `"${field}" must be a non-empty string of at most ${MAX_SYNONYM_TEXT_LENGTH} characters`,
    )
  if (phraseWords(value).length === 0) throw new SynonymShapeError(`"${field}" has no word in it`)
  return value
}

function synonymList(value: unknown, minimum: number): string[] {
  if (!Array.isArray(value) || value.length < minimum || value.length > MAX_SYNONYM_ENTRIES)
    throw new SynonymShapeError(
      `"synonyms" must be a list of ${minimum} to ${MAX_SYNONYM_ENTRIES} words or phrases`,
    )
  return value.map((entry, position) => synonymText(entry, `synonyms[${position}]`))
}

/**
 * Checks a synonym in the hosted service's JSON shape (`{objectID, type, synonyms}` or
 * `{objectID, type: 'oneWaySynonym', input, synonyms}`). `objectID` may come from elsewhere (the
 * request path). Other types of the hosted service (alternative corrections, placeholders) are
 * refused: this engine does not apply them.
 */
export function parseSynonym(value: unknown, objectID?: string): Synonym {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SynonymShapeError('a synonym must be a JSON object')
  const entry = value as Record<string, unknown>
  const id = objectID ?? entry.objectID
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_SYNONYM_ID_LENGTH)
    throw new SynonymShapeError(
      `"objectID" must be a non-empty string of at most ${MAX_SYNONYM_ID_LENGTH} characters`,
    )
  if (objectID !== undefined && entry.objectID !== undefined && entry.objectID !== objectID)
    throw new SynonymShapeError('"objectID" in the body differs from the one in the path')
  const type = entry.type
  if (type === 'synonym') return { objectID: id, type, synonyms: synonymList(entry.synonyms, 2) }
  if (type === 'oneWaySynonym' || type === 'onewaysynonym') {
    return {
      objectID: id,
      type: 'oneWaySynonym',
      input: synonymText(entry.input, 'input'),
      synonyms: synonymList(entry.synonyms, 1),
    }
  }
  if (typeof type === 'string' && /^(altCorrection[12]|altcorrection[12]|placeholder)$/.test(type))
    throw new SynonymShapeError(
      `synonyms of type "${type}" are not supported by this search backend: use ${SUPPORTED_TYPES}`,
    )
  throw new SynonymShapeError(`"type" must be ${SUPPORTED_TYPES}`)
}
