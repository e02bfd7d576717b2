/**
 * How much record text a page of hits carries. Building a hit highlights and snippets its record's
 * text, and the answer holds it (often twice: the value and its highlighted copy), so the text of
 * the hits a query asks for is what its answer costs in CPU and memory. It is checked before any
 * hit is built: a query whose hits would carry too much is refused at once, not after the work.
 */
import { badRequest } from '../types'
import type { SearchIndex } from '../index/search-index'
import type { SearchRecord } from '../../record'

/**
 * The record text one query's hits may carry. The site's 1,900 records hold 1.1 MB in all, so any
 * page of its hits is far below; an uploaded index of large records reaches it with fewer hits.
 */
export const MAX_HIT_TEXT_BYTES = 2 * 1024 * 1024

/**
 * Each record's size as JSON (UTF-16 code units), measured when it is first among a query's hits
 * and kept with the record object: releases share unchanged records, so a new release's index
 * measures only its new records, and only those a query returns (measuring every record of a
 * 53,000-record index took about 200 ms, paid by the first search after every release switch).
 */
const sizeOfRecord = new WeakMap<SearchRecord, number>()

function recordSize(record: SearchRecord): number {
  let size = sizeOfRecord.get(record)
  if (size === undefined) {
    size = JSON.stringify(record).length
    sizeOfRecord.set(record, size)
  }
  return size
}

/** Throws a 400 naming the limit when the hits `top[first..last)` carry more than {@link MAX_HIT_TEXT_BYTES}. */
export function checkHitText(index: SearchIndex, top: Uint32Array, first: number, last: number): void {
  if (last <= first) return
  let text = 0
  for (let position = first; position < last; position++) {
    const record = index.records[top[position] as number]
    if (record) text += recordSize(record)
  }
  if (text > MAX_HIT_TEXT_BYTES) {
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
    throw badRequest(
      `The ${last - first} hits asked for carry ${mib(text)} MiB of record text: at most ${mib(MAX_HIT_TEXT_BYTES)} MiB per query; ask for fewer hits (hitsPerPage)`,
    )
  }
}
