/**
 * Typo tolerance with the hosted service's defaults: a query word of 4+ letters may differ from a
 * word of the index by one typo, a word of 8+ letters by two. A typo is an inserted, missing,
 * substituted or swapped letter (optimal string alignment distance).
 */

export interface TypoSettings {
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
}

export const DEFAULT_TYPO_SETTINGS: TypoSettings = { minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 }

/** How many typos a query word of this length may carry. */
export function allowedTypos(wordLength: number, settings: TypoSettings = DEFAULT_TYPO_SETTINGS): 0 | 1 | 2 {
  if (wordLength >= settings.minWordSizefor2Typos) return 2
  if (wordLength >= settings.minWordSizefor1Typo) return 1
  return 0
}

/**
 * One row step of the optimal-string-alignment dynamic programme: `row` receives the distances
 * between every prefix of `word` and the candidate prefix ending in `char`. Shared by the
 * dictionary walk and the functions below so they can never disagree.
 */
export function nextDistanceRow(
  word: string,
  previousRow: Uint8Array,
  rowBeforePrevious: Uint8Array | null,
  char: number,
  previousChar: number,
  depth: number,
  row: Uint8Array,
): number {
  row[0] = Math.min(depth, 255)
  let rowMinimum = row[0] as number
  for (let j = 1; j <= word.length; j++) {
    const wordChar = word.charCodeAt(j - 1)
    const substitution = (previousRow[j - 1] as number) + (wordChar === char ? 0 : 1)
    let distance = Math.min((previousRow[j] as number) + 1, (row[j - 1] as number) + 1, substitution)
    if (
      rowBeforePrevious !== null &&
      j > 1 &&
      wordChar === previousChar &&
      word.charCodeAt(j - 2) === char &&
      wordChar !== char
    ) {
      distance = Math.min(distance, (rowBeforePrevious[j - 2] as number) + 1)
    }
    row[j] = Math.min(distance, 255)
    if (distance < rowMinimum) rowMinimum = distance
  }
  return rowMinimum
}

function initialRow(length: number): Uint8Array {
  const row = new Uint8Array(length + 1)
  for (let j = 0; j <= length; j++) row[j] = Math.min(j, 255)
  return row
}

/** Typos between `word` and `candidate` (whole words), or `max + 1` when there are more than `max`. */
export function typoDistance(word: string, candidate: string, max: number): number {
  return prefixTypoDistance(word, candidate, max, false).typos
}

/**
 * Typos between `word` and the best-matching beginning of `candidate` (`asPrefix`), or the whole
 * candidate. `length` is how many characters of `candidate` the match covers, for highlighting.
 */
export function prefixTypoDistance(
  word: string,
  candidate: string,
  max: number,
  asPrefix: boolean,
): { typos: number; length: number } {
  const tooMany = { typos: max + 1, length: 0 }
  if (!asPrefix && Math.abs(candidate.length - word.length) > max) return tooMany
  let rowBeforePrevious: Uint8Array | null = null
  let previousRow = initialRow(word.length)
  let best = asPrefix ? { typos: previousRow[word.length] as number, length: 0 } : tooMany
  for (let i = 0; i < candidate.length; i++) {
    const row = new Uint8Array(word.length + 1)
    const rowMinimum = nextDistanceRow(
      word,
      previousRow,
      rowBeforePrevious,
      candidate.charCodeAt(i),
      i > 0 ? candidate.charCodeAt(i - 1) : -1,
      i + 1,
      row,
    )
    // Among equally good prefixes the longest wins: it is the better stretch to highlight.
    if (asPrefix && (row[word.length] as number) <= best.typos) {
      best = { typos: row[word.length] as number, length: i + 1 }
    }
    // Every later row only grows from here: nothing below can come back within `max`.
    if (rowMinimum > max) return asPrefix && best.typos <= max ? best : tooMany
    rowBeforePrevious = previousRow
    previousRow = row
  }
  if (!asPrefix) best = { typos: previousRow[word.length] as number, length: candidate.length }
  return best.typos > max ? tooMany : best
}
