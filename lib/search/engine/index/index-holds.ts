/**
 * Which indices a search is still using after it let other work run: a call of several queries, an
 * answer built a slice at a time, an answer of the ask endpoint streamed event by event. While an
 * index is held, its memory is not reused for a newer index (postings-memory.ts); a search that
 * uses an index within one turn of the event loop need not hold it.
 *
 * Holds are counted per postings memory, not per index object: an index with other settings or
 * synonyms (`withLanguage`) is another object over the same arrays. A hold never released (a client
 * gone without the handler finishing) only keeps that memory from being reused.
 */
import type { PostingList } from './prefix-postings'

const holders = new WeakMap<ArrayBufferLike, number>()

const keyOf = (index: PostingList): ArrayBufferLike => index.postingRecords.buffer

/** Holds `index` until the returned function is called (calling it again does nothing). */
export function holdIndex(index: PostingList): () => void {
  const key = keyOf(index)
  holders.set(key, (holders.get(key) ?? 0) + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (holders.get(key) ?? 1) - 1
    if (left > 0) holders.set(key, left)
    else holders.delete(key)
  }
}

/** Some search holds `index`, or another index over its memory. */
export function isIndexHeld(index: PostingList): boolean {
  return holders.has(keyOf(index))
}
