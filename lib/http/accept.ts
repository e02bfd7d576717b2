/**
 * Content negotiation for a doc page: a client that asks for `text/markdown` (an AI assistant, a
 * command-line tool) gets the page's Markdown at the page's own URL; a browser, which asks for
 * HTML first and for anything else only through a wildcard, keeps getting HTML.
 */

/** The quality each media range of an `Accept` header gives, by range (`text/html`, `text/*`, `*\/*`). */
function qualities(accept: string): Map<string, number> {
  const result = new Map<string, number>()
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (range === '') continue
    let quality = 1
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param)
      if (match) quality = Math.min(1, Number(match[1]))
    }
    if (!Number.isNaN(quality)) result.set(range, Math.max(result.get(range) ?? 0, quality))
  }
  return result
}

/**
 * True when the header names `text/markdown` (only an explicit request counts) with a quality at
 * least that of HTML (named, or through `text/*` or `*\/*`).
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept || accept.length > 2048) return false
  const given = qualities(accept)
  const markdown = given.get('text/markdown') ?? 0
  if (markdown <= 0) return false
  const html = given.get('text/html') ?? given.get('text/*') ?? given.get('*/*') ?? 0
  return markdown >= html
}
