/**
 * Postings by word, built from the forward index: for each dictionary word the records holding it
 * (ascending), with the best attribute it appears in and its positions there (ascending).
 */
import { type ForwardIndex, ATTRIBUTE_MASK, WHOLE_ATTRIBUTE_FLAG } from './forward-index'
import { postingsArrays } from './postings-memory'
import type { PostingList } from './prefix-postings'

/** The postings of the forward index's records; made in `spare`'s memory when it is large enough (postings-memory.ts). */
export function buildPostings(
  forward: ForwardIndex,
  termCount: number,
  recordCount: number,
  spare: PostingList | null = null,
): PostingList & { postingOffsets: Uint32Array } {
  const { offsets, terms, positions, info } = forward
  const lastRecord = new Int32Array(termCount).fill(-1)
  const counts = new Uint32Array(termCount + 1)
  for (let record = 0; record < recordCount; record++) {
    for (let i = offsets[record] as number; i < (offsets[record + 1] as number); i++) {
      const term = terms[i] as number
      if (lastRecord[term] !== record) {
        lastRecord[term] = record
        counts[term + 1] = (counts[term + 1] as number) + 1
      }
    }
  }
  const postingOffsets = new Uint32Array(termCount + 1)
  for (let term = 0; term < termCount; term++) {
    postingOffsets[term + 1] = (postingOffsets[term] as number) + (counts[term + 1] as number)
  }
  const total = postingOffsets[termCount] as number
  const arrays = postingsArrays({ postings: total, positions: positions.length }, spare)
  const { postingRecords, postingInfo, postingPositions } = arrays
  const positionCounts = arrays.positionOffsets
  const next = postingOffsets.slice(0, termCount)
  const slotOfTerm = new Int32Array(termCount)
  lastRecord.fill(-1)
  for (let record = 0; record < recordCount; record++) {
    for (let i = offsets[record] as number; i < (offsets[record + 1] as number); i++) {
      const term = terms[i] as number
      const tokenInfo = info[i] as number
      if (lastRecord[term] !== record) {
        lastRecord[term] = record
        const slot = next[term] as number
        next[term] = slot + 1
        slotOfTerm[term] = slot
        postingRecords[slot] = record
        postingInfo[slot] = tokenInfo
      } else {
        // Same word again in this record: keep the best (lowest) attribute, remember any whole-attribute match.
        const slot = slotOfTerm[term] as number
        const previous = postingInfo[slot] as number
        const attribute = Math.min(previous & ATTRIBUTE_MASK, tokenInfo & ATTRIBUTE_MASK)
        postingInfo[slot] = attribute | ((previous | tokenInfo) & WHOLE_ATTRIBUTE_FLAG)
      }
      positionCounts[(slotOfTerm[term] as number) + 1] =
        (positionCounts[(slotOfTerm[term] as number) + 1] as number) + 1
    }
  }
  const positionOffsets = positionCounts
  for (let slot = 0; slot < total; slot++) {
    positionOffsets[slot + 1] = (positionOffsets[slot] as number) + (positionOffsets[slot + 1] as number)
  }
  // Second walk in token order, handing out the same slots again: each posting's positions
  // arrive ascending, as the words do.
  const cursor = positionOffsets.slice(0, total)
  next.set(postingOffsets.subarray(0, termCount))
  lastRecord.fill(-1)
  for (let record = 0; record < recordCount; record++) {
    for (let i = offsets[record] as number; i < (offsets[record + 1] as number); i++) {
      const term = terms[i] as number
      if (lastRecord[term] !== record) {
        lastRecord[term] = record
        const slot = next[term] as number
        next[term] = slot + 1
        slotOfTerm[term] = slot
      }
      const slot = slotOfTerm[term] as number
      postingPositions[cursor[slot] as number] = positions[i] as number
      cursor[slot] = (cursor[slot] as number) + 1
    }
  }
  return { postingOffsets, postingRecords, postingInfo, positionOffsets, postingPositions }
}
