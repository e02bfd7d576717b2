/** A stretch of plain text, or of code (written between backticks). */
export interface TextPart {
  code: boolean
  text: string
}

/**
 * Splits text written with Markdown's inline code (`` `spring.boot.admin.ui.title` ``), as the
 * property descriptions in data/property-descriptions are, into plain and code parts. A backtick
 * without its pair is plain text.
 */
export function splitInlineCode(text: string): TextPart[] {
  const parts: TextPart[] = []
  const pattern = /`([^`]+)`/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ code: false, text: text.slice(last, match.index) })
    parts.push({ code: true, text: match[1] ?? '' })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ code: false, text: text.slice(last) })
  return parts
}
