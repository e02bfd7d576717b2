/**
 * The URL-encoded form of search parameters (`query=ui&hitsPerPage=20&facetFilters=%5B...%5D`):
 * older clients send a request's `params` this way, and every answer echoes its parameters in it.
 * Lists and objects are JSON inside the encoding, as the official clients write them.
 */

export function serializeSearchParams(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`
    })
    .join('&')
}

/** Splits a params string into raw string values; the last of repeated keys wins. */
export function parseSearchParamsString(text: string): Map<string, string> {
  const values = new Map<string, string>()
  for (const [key, value] of new URLSearchParams(text)) values.set(key, value)
  return values
}
