/**
 * Splitting text into searchable words and folding them the way the hosted service does:
 * case-insensitive, diacritic-insensitive, every punctuation mark a separator. So
 * `spring.boot.admin.ui.title` is the five words `spring boot admin ui title`, and
 * `Überwachung` matches `uberwachung`.
 */

/** One word of a text, with where it sits in the original string. */
export interface TextToken {
  /** Folded form: lower case, no diacritics. */
  term: string
  /** Offsets into the original text, `[start, end)`. */
  start: number
  end: number
  /** Ordinal of the word in the text; the camel-case parts of a word share its position. */
  position: number
  /** True for a camel-case part (`Instance` of `InstanceRegistry`), indexed beside the whole word. */
  isPart: boolean
}

/** A word is a run of letters, digits and combining marks; everything else separates words. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu
const COMBINING_MARKS = /\p{M}/gu
const ASCII_ONLY = /^[\x00-\x7f]*$/
/** Letters that Unicode decomposition leaves alone but a reader treats as plain Latin letters. */
const LATIN_LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}
const LIGATURE_PATTERN = /[ßæœøđðłþı]/g
/** Longer tokens (hashes, base64) are cut: nobody types them, and they would bloat the dictionary. */
export const MAX_TERM_LENGTH = 64

/** Folds a string for matching: lower case, compatibility-decomposed, without diacritics. */
export function foldText(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase()
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(LIGATURE_PATTERN, (letter) => LATIN_LIGATURES[letter] ?? letter)
}

/**
 * Maps a length in folded characters back to a length in original characters, for highlighting
 * the matched prefix of a word whose folded form is longer or shorter than the original (`ß` → `ss`).
 */
export function originalLengthOfFoldedPrefix(original: string, foldedLength: number): number {
  if (ASCII_ONLY.test(original)) return Math.min(foldedLength, original.length)
  let folded = 0
  let index = 0
  for (const char of original) {
    if (folded >= foldedLength) break
    folded += foldText(char).length
    index += char.length
  }
  return index
}

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase()
const isLower = (c: string) => c !== c.toUpperCase() && c === c.toLowerCase()

/** Cheap test first: most words have no capital letter after the first character. */
function mayBeCamelCase(word: string): boolean {
  for (let i = 1; i < word.length; i++) {
    const code = word.charCodeAt(i)
    if ((code >= 65 && code <= 90) || code > 127) return true
  }
  return false
}

/** Splits `InstanceRegistry` / `HTTPHeaders` into `Instance Registry` / `HTTP Headers`; digits stay attached. */
function camelCaseBoundaries(word: string): number[] {
  const boundaries: number[] = []
  if (!mayBeCamelCase(word)) return boundaries
  for (let i = 1; i < word.length; i++) {
    const previous = word[i - 1] as string
    const current = word[i] as string
    const next = word[i + 1]
    if (isLower(previous) && isUpper(current)) boundaries.push(i)
    else if (isUpper(previous) && isUpper(current) && next !== undefined && isLower(next)) boundaries.push(i)
  }
  return boundaries
}

/** Receives each word of a text; see `TextToken` for the arguments. */
export type TokenVisitor = (
  term: string,
  start: number,
  end: number,
  position: number,
  isPart: boolean,
) => void

/**
 * Walks the words of a text without building token objects (the index build sees millions). With
 * `camelCaseParts`, a word like `InstanceRegistry` also yields `instance` and `registry` at the
 * same position, as the hosted service's `camelCaseAttributes` does.
 *
 * With `initials` (a flag per folded first character, see query-terms.ts), an ASCII word without
 * camel-case parts whose first letter is not flagged is passed over without being visited: a
 * search's highlighting only needs the words that can match. Returns how many were passed over.
 */
export function forEachToken(
  text: string,
  camelCaseParts: boolean,
  visit: TokenVisitor,
  initials?: Uint8Array,
): number {
  const asciiLower = ASCII_ONLY.test(text) ? text.toLowerCase() : null
  let position = 0
  if (asciiLower === null) {
    for (const match of text.matchAll(WORD))
      if (visitWord(match[0], match.index, null, position, camelCaseParts, visit)) position++
    return 0
  }
  // ASCII text: a word is a run of ASCII letters and digits, found without the Unicode regex
  // (the index build and every highlighted text go through here).
  const length = text.length
  let passedOver = 0
  let i = 0
  while (i < length) {
    while (i < length && !isAsciiWordChar(text.charCodeAt(i))) i++
    if (i >= length) break
    const start = i
    let capitals = false
    while (i < length && isAsciiWordChar(text.charCodeAt(i))) {
      if (i > start && isAsciiCapital(text.charCodeAt(i))) capitals = true
      i++
    }
    if (initials !== undefined && initials[asciiLower.charCodeAt(start)] === 0 && !capitals) {
      passedOver++
      position++
      continue
    }
    if (visitWord(text.slice(start, i), start, asciiLower, position, camelCaseParts, visit)) position++
  }
  return passedOver
}

function isAsciiCapital(code: number): boolean {
  return code >= 65 && code <= 90
}

/**
 * Visits one word of a text (and its camel-case parts) at `position`; false when it folds to
 * nothing. A module function rather than a closure per text: texts are many (every value indexed,
 * every text highlighted).
 */
function visitWord(
  word: string,
  start: number,
  asciiLower: string | null,
  position: number,
  camelCaseParts: boolean,
  visit: TokenVisitor,
): boolean {
  const end = start + word.length
  const term = (asciiLower !== null ? asciiLower.slice(start, end) : foldText(word)).slice(0, MAX_TERM_LENGTH)
  if (term.length === 0) return false
  visit(term, start, end, position, false)
  if (camelCaseParts) {
    const boundaries = camelCaseBoundaries(word)
    if (boundaries.length > 0) {
      let partStart = 0
      for (const boundary of [...boundaries, word.length]) {
        const partTerm = foldText(word.slice(partStart, boundary)).slice(0, MAX_TERM_LENGTH)
        if (partTerm.length > 0) visit(partTerm, start + partStart, start + boundary, position, true)
        partStart = boundary
      }
    }
  }
  return true
}

function isAsciiWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
}

/** The words of a text as token objects (for highlighting, where texts are few). */
export function tokenizeText(text: string, camelCaseParts = true): TextToken[] {
  const tokens: TextToken[] = []
  forEachToken(text, camelCaseParts, (term, start, end, position, isPart) => {
    tokens.push({ term, start, end, position, isPart })
  })
  return tokens
}

/** A word of the query, folded, and whether it may match as the beginning of a longer word. */
export interface QueryWord {
  term: string
  isPrefix: boolean
  /**
   * Written onto the word before it with only punctuation between (`ignore-changes`,
   * `spring.boot.admin`): the two are parts of one identifier.
   */
  joinedToPrevious?: boolean
  /**
   * The end of an English contraction or possessive, written after an apostrophe (the `t` of
   * `can't`, the `s` of `application's`): not a word of its own (see stop-words.ts).
   */
  contractionEnding?: boolean
}

/** What follows the apostrophe of an English contraction or possessive. */
const CONTRACTION_ENDINGS: ReadonlySet<string> = new Set(['t', 's', 'd', 'm', 'll', 're', 've'])
const APOSTROPHE_ONLY = /^['\u2019]$/u

/** Queries longer than this many words keep their first words only; each word costs a pass over postings. */
export const MAX_QUERY_WORDS = 10

export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone'

/**
 * Splits a query into folded words. With `prefixLast`, the last word is a prefix unless the query
 * ends with whitespace (the user finished typing that word). A camel-case word (`ignoreChanges`)
 * becomes its parts, joined as one identifier, when `splitCamelCase` says so for the whole word
 * (the engine asks whether the index knows it).
 */
export function tokenizeQuery(
  query: string,
  queryType: QueryType = 'prefixLast',
  splitCamelCase?: (whole: QueryWord) => boolean,
): QueryWord[] {
  const endsWithWord = query.length > 0 && !/\s$/u.test(query)
  const tokens = tokenizeText(query, splitCamelCase !== undefined)
  const wholeCount = Math.min(MAX_QUERY_WORDS, tokens.filter((token) => !token.isPart).length)
  const words: QueryWord[] = []
  let previousEnd = -1
  let whole = 0
  for (let i = 0; i < tokens.length && whole < wholeCount; i++) {
    const token = tokens[i] as TextToken
    if (token.isPart) continue
    const isLast = whole === wholeCount - 1
    const isPrefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && isLast && endsWithWord)
    const joined = previousEnd >= 0 && !/\s/u.test(query.slice(previousEnd, token.start))
    const word: QueryWord = { term: token.term, isPrefix }
    if (joined) word.joinedToPrevious = true
    if (
      joined &&
      CONTRACTION_ENDINGS.has(token.term) &&
      APOSTROPHE_ONLY.test(query.slice(previousEnd, token.start))
    )
      word.contractionEnding = true
    let parts = 0
    while (tokens[i + parts + 1]?.isPart) parts++
    if (parts > 0 && splitCamelCase?.(word)) {
      for (let part = 1; part <= parts; part++) {
        const partToken = tokens[i + part] as TextToken
        const partWord: QueryWord = { term: partToken.term, isPrefix: isPrefix && part === parts }
        if (part > 1 || joined) partWord.joinedToPrevious = true
        words.push(partWord)
      }
    } else words.push(word)
    i += parts
    previousEnd = token.end
    whole++
  }
  return words.slice(0, MAX_QUERY_WORDS)
}

/** A query of several words all written as one identifier (`ignore-changes`, `spring.boot.admin.ui`). */
export function isIdentifierQuery(words: readonly QueryWord[]): boolean {
  return words.length > 1 && words.every((word, index) => index === 0 || word.joinedToPrevious === true)
}
