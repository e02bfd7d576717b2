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
 * One row step of the optimal-string-alignment dynamic programme: the row at `rowAt` of the flat
 * `rows` receives the distances between every prefix of `word` and the candidate prefix ending in
 * `char`, from the rows at `previousAt` and `beforePreviousAt` (-1: none). Rows live side by side
 * in one array, so a walk over many candidates allocates nothing. Shared by the dictionary walk
 * and the functions below so they can never disagree.
 */
export function nextDistanceRow(
  word: string,
  rows: Uint8Array,
  previousAt: number,
  beforePreviousAt: number,
  char: number,
  previousChar: number,
  depth: number,
  rowAt: number,
): number {
  rows[rowAt] = Math.min(depth, 255)
  let rowMinimum = rows[rowAt] as number
  for (let j = 1; j <= word.length; j++) {
    const wordChar = word.charCodeAt(j - 1)
    const substitution = (rows[previousAt + j - 1] as number) + (wordChar === char ? 0 : 1)
    let distance = Math.min(
      (rows[previousAt + j] as number) + 1,
      (rows[rowAt + j - 1] as number) + 1,
      substitution,
    )
    if (
      beforePreviousAt >= 0 &&
      j > 1 &&
      wordChar === previousChar &&
      word.charCodeAt(j - 2) === char &&
      wordChar !== char
    ) {
      distance = Math.min(distance, (rows[beforePreviousAt + j - 2] as number) + 1)
    }
    rows[rowAt + j] = Math.min(distance, 255)
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
  const width = word.length + 1
  const rows = new Uint8Array((candidate.length + 1) * width)
  rows.set(initialRow(word.length))
  let best = asPrefix ? { typos: rows[word.length] as number, length: 0 } : tooMany
  for (let i = 0; i < candidate.length; i++) {
    const rowAt = (i + 1) * width
    const rowMinimum = nextDistanceRow(
      word,
      rows,
      i * width,
      i > 0 ? (i - 1) * width : -1,
      candidate.charCodeAt(i),
      i > 0 ? candidate.charCodeAt(i - 1) : -1,
      i + 1,
      rowAt,
    )
    const distance = rows[rowAt + word.length] as number
    // Among equally good prefixes the longest wins: it is the better stretch to highlight.
    if (asPrefix && distance <= best.typos) best = { typos: distance, length: i + 1 }
    // Every later row only grows from here: nothing below can come back within `max`.
    if (rowMinimum > max) return asPrefix && best.typos <= max ? best : tooMany
    if (!asPrefix && i === candidate.length - 1) best = { typos: distance, length: candidate.length }
  }
  if (!asPrefix && candidate.length === 0) best = { typos: word.length, length: 0 }
  return best.typos > max ? tooMany : best
}
