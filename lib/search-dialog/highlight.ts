/**
 * Highlighted values arrive as HTML-escaped text with the request's highlight tags around matched
 * words. They are split into parts on those tags and the entities decoded, so the renderer shows
 * `<` rather than `&lt;` and never injects markup: only the tags themselves become <mark> elements.
 */
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './request'

export interface HighlightedPart {
  value: string
  isHighlighted: boolean
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function codePointToString(codePoint: number, original: string): string {
  if (!Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) return original
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return original
  return String.fromCodePoint(codePoint)
}

/** Decodes the entities an HTML-escaping backend produces (`&lt;`, `&#39;`, `&#x27;` …); others stay as they are. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const isHex = name[1] === 'x' || name[1] === 'X'
      return codePointToString(Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10), entity)
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity
  })
}

/**
 * Splits a highlighted value into plain and highlighted parts. An unclosed pre tag highlights up
 * to the end; stray post tags are dropped. Empty parts are left out.
 */
export function parseHighlightedParts(
  value: string,
  preTag: string = HIGHLIGHT_PRE_TAG,
  postTag: string = HIGHLIGHT_POST_TAG,
): HighlightedPart[] {
  const parts: HighlightedPart[] = []
  const push = (raw: string, isHighlighted: boolean) => {
    const text = decodeHtmlEntities(raw.split(postTag).join('').split(preTag).join(''))
    if (text === '') return
    const last = parts[parts.length - 1]
    if (last && last.isHighlighted === isHighlighted) last.value += text
    else parts.push({ value: text, isHighlighted })
  }
  let cursor = 0
  while (cursor < value.length) {
    const start = value.indexOf(preTag, cursor)
    if (start === -1) break
    push(value.slice(cursor, start), false)
    const end = value.indexOf(postTag, start + preTag.length)
    if (end === -1) {
      push(value.slice(start + preTag.length), true)
      return parts
    }
    push(value.slice(start + preTag.length, end), true)
    cursor = end + postTag.length
  }
  push(value.slice(cursor), false)
  return parts
}

/** Plain text of a highlighted value: tags removed, entities decoded. */
export function stripHighlightTags(value: string): string {
  return parseHighlightedParts(value)
    .map((part) => part.value)
    .join('')
}

/** A raw (unescaped) record value as one plain part. */
export function plainParts(text: string): HighlightedPart[] {
  return text === '' ? [] : [{ value: text, isHighlighted: false }]
}
