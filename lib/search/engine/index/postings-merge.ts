/**
 * The words and postings of an updated index (index-update.ts): the last index's postings of the
 * kept records, copied run by run as blocks, merged by record id with the added records' own.
 */
import { postingsArrays } from './postings-memory'
import type { PostingList } from './prefix-postings'
import type { RecordChange } from './record-change'

type Postings = PostingList & { postingOffsets: Uint32Array }

/**
 * The new dictionary, sorted: the old words some kept record still holds and the added records'
 * words, with where each came from (-1: not from that side).
 */
export function mergeTerms(
  oldTerms: readonly string[],
  keptCounts: Uint32Array,
  freshTerms: readonly string[],
): { terms: string[]; oldOfNew: number[]; freshOfNew: number[] } {
  const terms: string[] = []
  const oldOfNew: number[] = []
  const freshOfNew: number[] = []
  let o = 0
  let f = 0
  while (o < oldTerms.length || f < freshTerms.length) {
    if (o < oldTerms.length && keptCounts[o] === 0) {
      o++
      continue
    }
    const oldTerm = oldTerms[o]
    const freshTerm = freshTerms[f]
    if (freshTerm === undefined || (oldTerm !== undefined && oldTerm < freshTerm)) {
      terms.push(oldTerm as string)
      oldOfNew.push(o++)
      freshOfNew.push(-1)
    } else if (oldTerm === undefined || freshTerm < oldTerm) {
      terms.push(freshTerm)
      oldOfNew.push(-1)
      freshOfNew.push(f++)
    } else {
      terms.push(oldTerm)
      oldOfNew.push(o++)
      freshOfNew.push(f++)
    }
  }
  return { terms, oldOfNew, freshOfNew }
}

/**
 * The postings of `[from, to)` whose records are kept, as blocks of consecutive postings whose
 * records all moved by the same amount: one block per kept run the word occurs in (found by binary
 * search), so a word in thousands of records costs a few blocks, not thousands of lookups. A list
 * shorter than that is walked posting by posting.
 */
function forEachKeptBlock(
  list: PostingList,
  from: number,
  to: number,
  change: RecordChange,
  visit: (blockFrom: number, blockTo: number, shift: number) => void,
): void {
  const records = list.postingRecords
  if (to - from <= change.runs.length * 2) {
    for (let slot = from; slot < to; slot++) {
      const id = change.newIdOfOld[records[slot] as number] as number
      if (id !== -1) visit(slot, slot + 1, id - (records[slot] as number))
    }
    return
  }
  let slot = from
  for (const run of change.runs) {
    const start = lowerBound(records, slot, to, run.oldStart)
    if (start >= to) return
    slot = lowerBound(records, start, to, run.oldEnd)
    if (slot > start) visit(start, slot, run.shift)
  }
}

/** How many postings and positions each old word keeps. */
export function keptSizes(
  previous: Postings,
  change: RecordChange,
): { counts: Uint32Array; positions: Uint32Array } {
  const termCount = previous.postingOffsets.length - 1
  const counts = new Uint32Array(termCount)
  const positions = new Uint32Array(termCount)
  const offsets = previous.positionOffsets
  for (let term = 0; term < termCount; term++) {
    forEachKeptBlock(
      previous,
      previous.postingOffsets[term] as number,
      previous.postingOffsets[term + 1] as number,
      change,
      (from, to) => {
        counts[term] = (counts[term] as number) + to - from
        positions[term] = (positions[term] as number) + (offsets[to] as number) - (offsets[from] as number)
      },
    )
  }
  return { counts, positions }
}

/** The new arrays being filled, and where the next posting and position go. */
interface PostingsWriter extends Postings {
  slot: number
  position: number
}

/**
 * Each new word's postings: the old word's kept postings, copied in blocks and renumbered, merged
 * by record id with the added records' postings of that word. Written into `spare`'s memory when it
 * is large enough (postings-memory.ts); `spare` must be neither `previous` nor `fresh`.
 */
export function mergePostings(
  previous: Postings,
  fresh: Postings,
  kept: { counts: Uint32Array; positions: Uint32Array },
  oldOfNew: readonly number[],
  freshOfNew: readonly number[],
  change: RecordChange,
  spare: PostingList | null = null,
): Postings {
  const termCount = oldOfNew.length
  const postingOffsets = new Uint32Array(termCount + 1)
  let positionTotal = 0
  for (let term = 0; term < termCount; term++) {
    const old = oldOfNew[term] as number
    const added = freshOfNew[term] as number
    let count = 0
    if (old !== -1) {
      count += kept.counts[old] as number
      positionTotal += kept.positions[old] as number
    }
    if (added !== -1) {
      const from = fresh.postingOffsets[added] as number
      const to = fresh.postingOffsets[added + 1] as number
      count += to - from
      positionTotal += (fresh.positionOffsets[to] as number) - (fresh.positionOffsets[from] as number)
    }
    postingOffsets[term + 1] = (postingOffsets[term] as number) + count
  }
  const total = postingOffsets[termCount] as number
  const out: PostingsWriter = {
    postingOffsets,
    ...postingsArrays({ postings: total, positions: positionTotal }, spare),
    slot: 0,
    position: 0,
  }
  for (let term = 0; term < termCount; term++) {
    const old = oldOfNew[term] as number
    const added = freshOfNew[term] as number
    let freshSlot = added === -1 ? 0 : (fresh.postingOffsets[added] as number)
    const freshEnd = added === -1 ? 0 : (fresh.postingOffsets[added + 1] as number)
    /** The added records' postings of this word that come before record `id`. */
    const freshBefore = (id: number) => {
      while (freshSlot < freshEnd) {
        const freshId = change.newIdOfAdded[fresh.postingRecords[freshSlot] as number] as number
        if (freshId >= id) return
        copyBlock(
          fresh,
          freshSlot,
          ++freshSlot,
          freshId - (fresh.postingRecords[freshSlot - 1] as number),
          out,
        )
      }
    }
    if (old !== -1) {
      forEachKeptBlock(
        previous,
        previous.postingOffsets[old] as number,
        previous.postingOffsets[old + 1] as number,
        change,
        (from, to, shift) => {
          // No added record lies within a kept run: the block goes in whole.
          freshBefore((previous.postingRecords[from] as number) + shift)
          copyBlock(previous, from, to, shift, out)
        },
      )
    }
    freshBefore(Number.POSITIVE_INFINITY)
  }
  const { slot: _slot, position: _position, ...postings } = out
  return postings
}

/**
 * Postings `[from, to)` of `list` appended to `out` as one block, their record ids moved by
 * `idShift` and their position offsets by where their positions now start.
 */
function copyBlock(list: PostingList, from: number, to: number, idShift: number, out: PostingsWriter): void {
  if (from >= to) return
  const { slot, position } = out
  const records = list.postingRecords.subarray(from, to)
  if (idShift === 0) out.postingRecords.set(records, slot)
  else
    for (let at = 0; at < records.length; at++)
      out.postingRecords[slot + at] = (records[at] as number) + idShift
  out.postingInfo.set(list.postingInfo.subarray(from, to), slot)
  const offsets = list.positionOffsets
  const start = offsets[from] as number
  const end = offsets[to] as number
  out.postingPositions.set(list.postingPositions.subarray(start, end), position)
  const move = position - start
  if (move === 0) out.positionOffsets.set(offsets.subarray(from + 1, to + 1), slot + 1)
  else
    for (let at = from; at < to; at++)
      out.positionOffsets[slot + at - from + 1] = (offsets[at + 1] as number) + move
  out.slot = slot + (to - from)
  out.position = position + (end - start)
}

/** The first slot in `[from, to)` of ascending `values` holding `value` or more. */
function lowerBound(values: Uint32Array, from: number, to: number, value: number): number {
  let low = from
  let high = to
  while (low < high) {
    const mid = (low + high) >> 1
    if ((values[mid] as number) < value) low = mid + 1
    else high = mid
  }
  return low
}
