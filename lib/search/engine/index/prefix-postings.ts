/**
 * Postings merged over every word that starts with the same letter (or the same two letters, where
 * that is worth it). A one-letter query — the first keystroke in the search box — matches every
 * word starting with that letter as a prefix; walking all their postings costs several times the
 * number of records, the merged list at most once.
 */
import { ATTRIBUTE_MASK, EXACT_WORD_FLAG, WHOLE_ATTRIBUTE_FLAG } from './forward-index'
import { LazyTable, type PrefixTable } from './lazy-table'
import type { TermDictionary } from '../language/term-dictionary'

/** Records ascending, each with its info byte and its word positions ascending. */
export interface PostingList {
  readonly postingRecords: Uint32Array
  readonly postingInfo: Uint8Array
  /** Posting `p`'s positions are `postingPositions[positionOffsets[p] … positionOffsets[p + 1])`. */
  readonly positionOffsets: Uint32Array
  readonly postingPositions: Uint16Array
}

interface IndexedPostings extends PostingList {
  readonly dictionary: TermDictionary
  readonly postingOffsets: Uint32Array
}

/** The merged lists, each computed on its first use (lazy-table.ts). */
export function buildPrefixPostings(index: IndexedPostings, recordCount: number): PrefixTable<PostingList> {
  const { dictionary, postingOffsets, postingRecords, postingInfo, positionOffsets, postingPositions } = index
  const merged = new Map<string, () => PostingList>()
  // Working arrays, made by the first merge and shared by the next ones (merges never overlap).
  let stamp: Int32Array
  let positionCount: Uint32Array
  let entryOf: Uint32Array
  let touched: Uint32Array
  const terms = dictionary.terms
  let mergeCount = 0
  for (const length of [1, 2]) {
    let start = 0
    while (start < terms.length) {
      const term = terms[start] as string
      if (term.length < length) {
        start++
        continue
      }
      const prefix = term.slice(0, length)
      let end = start + 1
      while (end < terms.length && (terms[end] as string).startsWith(prefix)) end++
      // Every first letter gets a list (the first keystroke); two letters only where walking the
      // words' own postings would be expensive.
      const volume = (postingOffsets[end] as number) - (postingOffsets[start] as number)
      if (end - start > 1 && (length === 1 || volume > recordCount / 2))
        merged.set(prefix, mergeRange.bind(null, start, end, prefix))
      start = end
    }
  }
  return new LazyTable(merged)

  function mergeRange(first: number, last: number, letter: string): PostingList {
    if (mergeCount === 0) {
      stamp = new Int32Array(recordCount).fill(-1)
      positionCount = new Uint32Array(recordCount)
      entryOf = new Uint32Array(recordCount)
      touched = new Uint32Array(recordCount)
    }
    const mergeId = mergeCount++
    // Imported constants copied to locals: bundlers turn imported bindings into getter calls.
    const attributeMask = ATTRIBUTE_MASK
    const flagsKept = WHOLE_ATTRIBUTE_FLAG | EXACT_WORD_FLAG
    const wholeAttribute = WHOLE_ATTRIBUTE_FLAG
    const exactWord = EXACT_WORD_FLAG
    let touchedCount = 0
    for (let term = first; term < last; term++) {
      for (let p = postingOffsets[term] as number; p < (postingOffsets[term + 1] as number); p++) {
        const record = postingRecords[p] as number
        if (stamp[record] !== mergeId) {
          stamp[record] = mergeId
          positionCount[record] = 0
          touched[touchedCount++] = record
        }
        positionCount[record] =
          (positionCount[record] as number) +
          ((positionOffsets[p + 1] as number) - (positionOffsets[p] as number))
      }
    }
    const records = ascendingRecords(touched, touchedCount, stamp, mergeId)
    const info = new Uint8Array(records.length).fill(attributeMask)
    const offsets = new Uint32Array(records.length + 1)
    records.forEach((record, entry) => {
      entryOf[record] = entry
      offsets[entry + 1] = (offsets[entry] as number) + (positionCount[record] as number)
    })
    const positions = new Uint16Array(offsets[records.length] as number)
    const cursor = offsets.slice(0, records.length)
    // An entry fed by several words can receive its positions out of order: those are sorted after.
    const unsorted = new Uint8Array(records.length)
    for (let term = first; term < last; term++) {
      const isLetter = terms[term] === letter
      for (let p = postingOffsets[term] as number; p < (postingOffsets[term + 1] as number); p++) {
        const entry = entryOf[postingRecords[p] as number] as number
        const termInfo = postingInfo[p] as number
        const previous = info[entry] as number
        info[entry] =
          Math.min(previous & attributeMask, termInfo & attributeMask) |
          (previous & flagsKept) |
          (isLetter ? (termInfo & wholeAttribute) | exactWord : 0)
        let write = cursor[entry] as number
        const start = offsets[entry] as number
        for (let q = positionOffsets[p] as number; q < (positionOffsets[p + 1] as number); q++) {
          const position = postingPositions[q] as number
          if (write > start && (positions[write - 1] as number) > position) unsorted[entry] = 1
          positions[write++] = position
        }
        cursor[entry] = write
      }
    }
    for (let entry = 0; entry < records.length; entry++) {
      if (unsorted[entry]) sortRange(positions, offsets[entry] as number, offsets[entry + 1] as number)
    }
    return {
      postingRecords: records,
      postingInfo: info,
      positionOffsets: offsets,
      postingPositions: positions,
    }
  }
}

/**
 * The first `count` records of `touched`, ascending. A prefix's words touch most records: then
 * reading the stamps in record order is cheaper than sorting.
 */
function ascendingRecords(touched: Uint32Array, count: number, stamp: Int32Array, mark: number): Uint32Array {
  if (count * 16 < stamp.length) return touched.slice(0, count).sort()
  const records = new Uint32Array(count)
  let next = 0
  for (let record = 0; record < stamp.length && next < count; record++)
    if (stamp[record] === mark) records[next++] = record
  return records
}

/** Sorts `values[start, end)` ascending: in place, by insertion when short (most entries are). */
function sortRange(values: Uint16Array, start: number, end: number): void {
  if (end - start > 32) {
    values.subarray(start, end).sort()
    return
  }
  for (let i = start + 1; i < end; i++) {
    const value = values[i] as number
    let j = i
    while (j > start && (values[j - 1] as number) > value) {
      values[j] = values[j - 1] as number
      j--
    }
    values[j] = value
  }
}
