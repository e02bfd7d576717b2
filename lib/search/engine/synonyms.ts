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
