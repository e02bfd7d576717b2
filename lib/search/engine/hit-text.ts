/**
 * How much record text a page of hits carries. Building a hit highlights and snippets its record's
 * text, and the answer holds it (often twice: the value and its highlighted copy), so the text of
 * the hits a query asks for is what its answer costs in CPU and memory. It is checked before any
 * hit is built: a query whose hits would carry too much is refused at once, not after the work.
 */
import { badRequest } from './types'
import type { SearchIndex } from './search-index'

/**
 * The record text one query's hits may carry. The site's 1,900 records hold 1.1 MB in all, so any
 * page of its hits is far below; an uploaded index of large records reaches it with fewer hits.
 */
export const MAX_HIT_TEXT_BYTES = 2 * 1024 * 1024

const sizesByIndex = new WeakMap<SearchIndex, Uint32Array>()

/** Each record's size as JSON (UTF-16 code units), computed once per index. */
function recordSizes(index: SearchIndex): Uint32Array {
  let sizes = sizesByIndex.get(index)
  if (!sizes) {
    sizes = Uint32Array.from(index.records, (record) => JSON.stringify(record).length)
    sizesByIndex.set(index, sizes)
  }
  return sizes
}

/** Throws a 400 naming the limit when the hits `top[first..last)` carry more than {@link MAX_HIT_TEXT_BYTES}. */
export function checkHitText(index: SearchIndex, top: Uint32Array, first: number, last: number): void {
  if (last <= first) return
  const sizes = recordSizes(index)
  let text = 0
  for (let position = first; position < last; position++) text += sizes[top[position] as number] ?? 0
  if (text > MAX_HIT_TEXT_BYTES) {
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
    throw badRequest(
      `The ${last - first} hits asked for carry ${mib(text)} MiB of record text: at most ${mib(MAX_HIT_TEXT_BYTES)} MiB per query; ask for fewer hits (hitsPerPage)`,
    )
  }
}
