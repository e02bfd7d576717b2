/**
 * `_highlightResult` and `_snippetResult` values. The record text is HTML-escaped first and the
 * client's tags are inserted around matched words afterwards, so a record containing `<script>`
 * comes back as `&lt;script&gt;`: only the highlight tags can ever be markup.
 */
import type { HighlightResultOption, MatchLevel, SnippetResultOption } from '../types'
import { forEachToken, originalLengthOfFoldedPrefix } from '../language/tokenize'

/** What the search matched, as highlighting needs it. */
export interface TokenMatcher {
  /** The folded query words, in query order. */
  readonly queryWords: readonly string[]
  /** Query words matching this folded word (bit mask) and how many folded characters of it to mark. */
  matchOfTerm(term: string): { wordMask: number; length: number } | null
  /** Folded first characters a matching word can have (see query-terms.ts): others are passed over. */
  readonly initials?: Uint8Array
  /** A memo of each text's matches for one search: the hits of one page repeat their headings. */
  readonly memo?: Map<string, TextMatches>
  /**
   * The same for finished highlights and snippets (the tags are the same for a whole search), by
   * kind (`highlight`, or the snippet's length in words) and then by text.
   */
  readonly valueMemo?: Map<string | number, Map<string, HighlightResultOption | SnippetResultOption>>
}

export interface HighlightTags {
  preTag: string
  postTag: string
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const HTML_SPECIAL = /[&<>"']/
const HTML_SPECIALS = /[&<>"']/g

export function escapeHtml(text: string): string {
  // Most texts have nothing to escape: they are returned as they are, without a replacement pass.
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIALS, (char) => HTML_ESCAPES[char] as string) : text
}

/** A highlighted range and the query words it matched. */
type MatchedRange = [start: number, end: number, wordMask: number]

export interface TextMatches {
  ranges: MatchedRange[]
  wordMask: number
  fullyCovered: boolean
}

function countBits(mask: number): number {
  let count = 0
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++
  return count
}

/** Character ranges of `text` to highlight, merged, and the query words found in it. */
/** Whole words' `[start, end)` offsets of the text being matched, reused (a search runs synchronously). */
let wholeWords = new Int32Array(2048)

export function findMatches(text: string, matcher: TokenMatcher): TextMatches {
  if (matcher.queryWords.length === 0) return { ranges: [], wordMask: 0, fullyCovered: false }
  const remembered = matcher.memo?.get(text)
  if (remembered) return remembered
  const ranges: MatchedRange[] = []
  let wordMask = 0
  let wholeCount = 0
  // Words are visited without building token objects: long texts have hundreds of them. Words
  // that cannot match are passed over; one such word is enough for the text not to be covered.
  const passedOver = forEachToken(
    text,
    true,
    (term, start, end, _position, isPart) => {
      if (!isPart) {
        if (2 * wholeCount + 2 > wholeWords.length) {
          const grown = new Int32Array(wholeWords.length * 2)
          grown.set(wholeWords)
          wholeWords = grown
        }
        wholeWords[2 * wholeCount] = start
        wholeWords[2 * wholeCount + 1] = end
        wholeCount++
      }
      const match = matcher.matchOfTerm(term)
      if (!match) return
      wordMask |= match.wordMask
      const matchedEnd =
        match.length >= term.length
          ? end
          : start + originalLengthOfFoldedPrefix(text.slice(start, end), match.length)
      if (matchedEnd > start) ranges.push([start, matchedEnd, match.wordMask])
    },
    matcher.initials,
  )
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: MatchedRange[] = []
  for (const range of ranges) {
    const last = merged[merged.length - 1]
    if (last && range[0] <= last[1]) {
      last[1] = Math.max(last[1], range[1])
      last[2] |= range[2]
    } else {
      merged.push([range[0], range[1], range[2]])
    }
  }
  // Whole words and merged ranges both ascend: one pass tells whether every whole word is covered.
  let fullyCovered = merged.length > 0 && passedOver === 0
  let range = 0
  for (let word = 0; word < wholeCount && fullyCovered; word++) {
    const start = wholeWords[2 * word] as number
    const end = wholeWords[2 * word + 1] as number
    while (range < merged.length && (merged[range] as MatchedRange)[1] < end) range++
    const covering = merged[range]
    fullyCovered = covering !== undefined && covering[0] <= start
  }
  const found = { ranges: merged, wordMask, fullyCovered }
  matcher.memo?.set(text, found)
  return found
}

function matchLevelOf(wordMask: number, queryWordCount: number): MatchLevel {
  const matched = countBits(wordMask)
  if (matched === 0) return 'none'
  return matched >= queryWordCount ? 'full' : 'partial'
}

/** Escapes `text[from, to)` and wraps the parts inside `ranges` in the tags. */
function markUp(
  text: string,
  from: number,
  to: number,
  ranges: readonly MatchedRange[],
  tags: HighlightTags,
): string {
  let output = ''
  let cursor = from
  for (const [rangeStart, rangeEnd] of ranges) {
    const start = Math.max(rangeStart, from)
    const end = Math.min(rangeEnd, to)
    if (end <= start) continue
    output +=
      escapeHtml(text.slice(cursor, start)) + tags.preTag + escapeHtml(text.slice(start, end)) + tags.postTag
    cursor = end
  }
  return output + escapeHtml(text.slice(cursor, to))
}

/** A value computed once per text (and snippet length) in a search; each hit gets its own copy. */
function remembered<T extends HighlightResultOption | SnippetResultOption>(
  matcher: TokenMatcher,
  kind: string | number,
  text: string,
  compute: () => T,
): T {
  let byText = matcher.valueMemo?.get(kind)
  if (!byText && matcher.valueMemo) {
    byText = new Map()
    matcher.valueMemo.set(kind, byText)
  }
  const known = byText?.get(text) as T | undefined
  if (known) return { ...known }
  const value = compute()
  byText?.set(text, value)
  return { ...value }
}

export function highlightValue(
  text: string,
  matcher: TokenMatcher,
  tags: HighlightTags,
): HighlightResultOption {
  return remembered(matcher, 'highlight', text, () => computeHighlight(text, matcher, tags))
}

function computeHighlight(text: string, matcher: TokenMatcher, tags: HighlightTags): HighlightResultOption {
  const { ranges, wordMask, fullyCovered } = findMatches(text, matcher)
  const matchLevel = matchLevelOf(wordMask, matcher.queryWords.length)
  const result: HighlightResultOption = {
    value: markUp(text, 0, text.length, ranges, tags),
    matchLevel,
    matchedWords: matcher.queryWords.filter((_, word) => (wordMask & (1 << word)) !== 0),
  }
  if (matchLevel !== 'none') result.fullyHighlighted = fullyCovered
  return result
}

/**
 * A window of `wordCount` words around the best group of matches: the window that covers the most
 * distinct query words (then the most matches), starting a couple of words before the first match
 * so the reader sees some context. Cut ends are marked with the ellipsis text.
 */
export function snippetValue(
  text: string,
  matcher: TokenMatcher,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
): SnippetResultOption {
  return remembered(matcher, wordCount, text, () => computeSnippet(text, matcher, tags, wordCount, ellipsis))
}

/** Whitespace as `\s` knows it, by character code. */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/** Starts and ends of a text's runs of non-space characters, reused (a search runs synchronously). */
let unitStarts = new Int32Array(1024)
let unitEnds = new Int32Array(1024)

/** Finds the runs of non-space characters of a text into unitStarts/unitEnds; returns how many. */
function spaceSeparatedUnits(text: string): number {
  let count = 0
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isSpace(text.charCodeAt(i))) {
      if (start < 0) start = i
      continue
    }
    if (start < 0) continue
    if (count === unitStarts.length) growUnits()
    unitStarts[count] = start
    unitEnds[count] = i
    count++
    start = -1
  }
  return count
}

function growUnits(): void {
  const starts = new Int32Array(unitStarts.length * 2)
  const ends = new Int32Array(unitStarts.length * 2)
  starts.set(unitStarts)
  ends.set(unitEnds)
  unitStarts = starts
  unitEnds = ends
}

/** The unit (of the first `unitCount` found) that holds `offset`. */
function unitOfOffset(offset: number, unitCount: number): number {
  let low = 0
  let high = unitCount - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((unitStarts[middle] as number) <= offset) low = middle
    else high = middle - 1
  }
  return low
}

function computeSnippet(
  text: string,
  matcher: TokenMatcher,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
): SnippetResultOption {
  const { ranges, wordMask } = findMatches(text, matcher)
  const matchLevel = matchLevelOf(wordMask, matcher.queryWords.length)
  const unitCount = spaceSeparatedUnits(text)
  if (unitCount <= wordCount || wordCount <= 0) {
    return wordCount <= 0 && unitCount > 0
      ? { value: ellipsis, matchLevel }
      : { value: markUp(text, 0, text.length, ranges, tags), matchLevel }
  }
  const matchUnits = ranges.map(([start]) => unitOfOffset(start, unitCount))
  const context = Math.min(2, Math.floor((wordCount - 1) / 2))
  let bestStart = 0
  let bestScore = -1
  for (const unit of matchUnits) {
    const start = Math.max(0, Math.min(unit - context, unitCount - wordCount))
    let mask = 0
    let count = 0
    matchUnits.forEach((matchUnit, i) => {
      if (matchUnit >= start && matchUnit < start + wordCount) {
        mask |= (ranges[i] as MatchedRange)[2]
        count++
      }
    })
    const score = countBits(mask) * 1_000_000 + count
    if (score > bestScore) {
      bestScore = score
      bestStart = start
    }
  }
  const end = bestStart + wordCount
  const from = unitStarts[bestStart] as number
  const to = unitEnds[end - 1] as number
  const value =
    (bestStart > 0 ? ellipsis : '') + markUp(text, from, to, ranges, tags) + (end < unitCount ? ellipsis : '')
  return { value, matchLevel }
}
