/**
 * The arrays of an index's postings, made in the memory of an index no search can reach any more
 * when there is one (the server's index before its last: lib/search/store/index-store.ts).
 *
 * Why: memory a process has not touched yet costs a page fault per 4 kB page the first time it is
 * written. On the bench's 2-core VM that is about 3.4 ms per MB (filling 100 MB of new typed arrays:
 * 330–430 ms; filling them again: 4 ms). A 5,000-page site's postings are about 100 MB (312,736
 * records, 8.4 million postings, 11.1 million positions), and an index updated for one edited page
 * (index-update.ts) spent most of its time writing them into new arrays. `npm run bench:index-memory`
 * (313,740 records, 15 one-page edits, both ways interleaved; commit 7c9e58f, load 0.7): an update
 * into new arrays median 361 ms (107–1,044), into the spare's 52 ms (44–88) once there is a spare.
 * The update is on the path from a writer's save to the page and the search hit being live on
 * every instance. The price: a server keeps one more index's postings in memory between releases.
 *
 * Arrays are made a little longer than asked (the views have the exact length), so that the next
 * edit's few more words still fit; either way they are handed out filled with zeros, as new arrays
 * are.
 */
import type { PostingList } from './prefix-postings'

/** Spare room of new postings arrays, as a share of their length. */
const HEADROOM = 1 / 50

/** The sizes of a postings list: `postings` postings holding `positions` positions. */
export interface PostingsSize {
  postings: number
  positions: number
}

type TypedArrayOf<T> = {
  new (buffer: ArrayBuffer, offset: number, length: number): T
  BYTES_PER_ELEMENT: number
}

/** `length` elements in `spare`'s memory when it is large enough, else in new memory with room to grow. */
function arrayIn<T extends Uint8Array | Uint16Array | Uint32Array>(
  type: TypedArrayOf<T>,
  length: number,
  spare: T | undefined,
): T {
  const bytes = length * type.BYTES_PER_ELEMENT
  const buffer = spare?.buffer
  if (buffer instanceof ArrayBuffer && spare?.byteOffset === 0 && buffer.byteLength >= bytes) {
    const array = new type(buffer, 0, length)
    array.fill(0)
    return array
  }
  const capacity = length + Math.ceil(length * HEADROOM)
  return new type(new ArrayBuffer(capacity * type.BYTES_PER_ELEMENT), 0, length)
}

/**
 * Zero-filled arrays for a postings list of `size`, in `spare`'s memory where it is large enough.
 * The caller owns `spare`'s memory from now on: nothing may read the list `spare` belonged to.
 */
export function postingsArrays(size: PostingsSize, spare: PostingList | null = null): PostingList {
  return {
    postingRecords: arrayIn(Uint32Array, size.postings, spare?.postingRecords),
    postingInfo: arrayIn(Uint8Array, size.postings, spare?.postingInfo),
    positionOffsets: arrayIn(Uint32Array, size.postings + 1, spare?.positionOffsets),
    postingPositions: arrayIn(Uint16Array, size.positions, spare?.postingPositions),
  }
}
