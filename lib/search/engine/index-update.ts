/**
 * The index of a new release from the index of the last one and the records that changed, not
 * built again from every record.
 *
 * A release that changes a few pages shares every other record object with the last one
 * (lib/releases/piece-cache.ts). Records are matched by identity: those before the first difference
 * and after the last one in place, those between by lookup, keeping the longest run that is still
 * in the old order (a moved page counts as removed and added). The kept records then form a few
 * runs that moved as a whole (before an edited page: not at all; after it: by the change in its
 * record count). Each word's postings are copied from the last index run by run, as blocks whose
 * record ids all move by the same amount; the postings of removed records fall between the runs,
 * and the added records' postings (tokenised on their own) are merged in by record id.
 * The custom ranking is merged the same way, and the facets and distinct groups are carried over
 * by id; the dictionary's trie and the word-form classes are made again (linear passes).
 *
 * The result is the index `createSearchIndex` makes of the same records, array for array (the
 * tests compare them), so nothing a search sees depends on which way it was made. It is built
 * instead when there is no last index, or when more than a quarter of the records are new.
 */
import { tokenizeRecords } from './forward-index'
import type { IndexLanguage } from './index-language'
import { buildPostings } from './postings-build'
import type { PostingList } from './prefix-postings'
import { FACET_ATTRIBUTES, facetValueOf, type FacetAttribute } from './index-settings'
import {
  assembleSearchIndex,
  checkIndexSize,
  compareCustomRank,
  createSearchIndex,
  idsByFoldedValue,
  rankOf,
  type FacetColumn,
  type SearchIndex,
} from './search-index'
import { TermDictionary } from './term-dictionary'
import type { SearchRecord } from '../record'

/** Above this share of new records a build costs about what an update does: build instead. */
const UPDATE_LIMIT = 0.25

type Postings = PostingList & { postingOffsets: Uint32Array }

/** The index of `records`, updated from `previous` when the change allows; `made` says which way. */
export function updateSearchIndex(
  previous: SearchIndex | null,
  records: readonly SearchRecord[],
  language: IndexLanguage,
): { index: SearchIndex; made: 'updated' | 'built' } {
  if (!previous) return { index: createSearchIndex(records, language), made: 'built' }
  checkIndexSize(records.length)
  const change = matchRecords(records, previous.records)
  if (change.added.length > records.length * UPDATE_LIMIT)
    return { index: createSearchIndex(records, language), made: 'built' }

  const fresh = tokenizeRecords(change.added)
  const freshPostings = buildPostings(fresh.forward, fresh.dictionary.size, change.added.length)
  const oldTerms = previous.dictionary.terms
  const kept = keptSizes(previous, change)
  const keptCount = kept.counts

  // The new dictionary: the old words that still occur and the added records' words, sorted.
  const freshTerms = fresh.dictionary.terms
  const terms: string[] = []
  const oldOfNew: number[] = []
  const freshOfNew: number[] = []
  let o = 0
  let f = 0
  while (o < oldTerms.length || f < freshTerms.length) {
    if (o < oldTerms.length && keptCount[o] === 0) {
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

  const postings = mergePostings(previous, freshPostings, kept, oldOfNew, freshOfNew, change)
  const rank = mergeRank(previous.recordByRank, change, records)
  const oldIdOfNew = new Int32Array(records.length).fill(-1)
  change.newIdOfOld.forEach((id, oldId) => {
    if (id !== -1) oldIdOfNew[id] = oldId
  })
  const index = assembleSearchIndex(records, new TermDictionary(terms), postings, rank, language, {
    facets: updateFacets(previous, records, change.added, oldIdOfNew),
    ...updateGroups(previous, records, change.added, oldIdOfNew),
  })
  return { index, made: 'updated' }
}

interface RecordChange {
  /** Per record of the last index: its id now, or -1 when it is gone. */
  newIdOfOld: Int32Array
  /** The records that are new (or moved), in record order, and their ids. */
  added: SearchRecord[]
  newIdOfAdded: Uint32Array
  /** The kept records as runs that were consecutive and still are, in order. */
  runs: KeptRun[]
}

/** Old ids `[oldStart, oldEnd)` are the ids `shift` higher now. */
interface KeptRun {
  oldStart: number
  oldEnd: number
  shift: number
}

/**
 * Which records stayed, which went and which came. The records before the first difference and
 * after the last one are compared in place (an edit leaves nearly all of them where they were);
 * of those between, the longest run still in the old order stays and the others count as new.
 */
function matchRecords(records: readonly SearchRecord[], oldRecords: readonly SearchRecord[]): RecordChange {
  const newIdOfOld = new Int32Array(oldRecords.length).fill(-1)
  let head = 0
  while (head < records.length && head < oldRecords.length && records[head] === oldRecords[head]) head++
  let tail = 0
  while (
    tail < records.length - head &&
    tail < oldRecords.length - head &&
    records[records.length - 1 - tail] === oldRecords[oldRecords.length - 1 - tail]
  )
    tail++
  for (let id = 0; id < head; id++) newIdOfOld[id] = id
  const shift = records.length - oldRecords.length
  const tailStart = oldRecords.length - tail
  for (let id = tailStart; id < oldRecords.length; id++) newIdOfOld[id] = id + shift

  const oldIds = new Map<SearchRecord, number>()
  for (let id = head; id < tailStart; id++) oldIds.set(oldRecords[id] as SearchRecord, id)
  const middle: Array<{ id: number; oldId: number }> = []
  for (let id = head; id < records.length - tail; id++) {
    const oldId = oldIds.get(records[id] as SearchRecord)
    if (oldId !== undefined) middle.push({ id, oldId })
  }
  for (const index of longestIncreasingRun(middle.map((entry) => entry.oldId))) {
    const entry = middle[index] as { id: number; oldId: number }
    newIdOfOld[entry.oldId] = entry.id
  }
  const kept = new Uint8Array(records.length)
  for (let oldId = head; oldId < tailStart; oldId++) {
    const id = newIdOfOld[oldId] as number
    if (id !== -1) kept[id] = 1
  }
  const added: SearchRecord[] = []
  const addedIds: number[] = []
  for (let id = head; id < records.length - tail; id++) {
    if (kept[id]) continue
    added.push(records[id] as SearchRecord)
    addedIds.push(id)
  }
  const runs: KeptRun[] = []
  for (let oldId = 0; oldId < oldRecords.length; oldId++) {
    const id = newIdOfOld[oldId] as number
    if (id === -1) continue
    const run = runs.at(-1)
    if (run && run.oldEnd === oldId && run.shift === id - oldId) run.oldEnd++
    else runs.push({ oldStart: oldId, oldEnd: oldId + 1, shift: id - oldId })
  }
  return { newIdOfOld, added, newIdOfAdded: Uint32Array.from(addedIds), runs }
}

/** Indices of a longest strictly increasing subsequence of `values` (patience sorting). */
export function longestIncreasingRun(values: readonly number[]): number[] {
  const tails: number[] = []
  const before = new Int32Array(values.length).fill(-1)
  values.forEach((value, index) => {
    let low = 0
    let high = tails.length
    while (low < high) {
      const mid = (low + high) >> 1
      if ((values[tails[mid] as number] as number) < value) low = mid + 1
      else high = mid
    }
    if (low > 0) before[index] = tails[low - 1] as number
    tails[low] = index
  })
  const run: number[] = []
  for (let index = tails.at(-1) ?? -1; index !== -1; index = before[index] as number) run.push(index)
  return run.reverse()
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
function keptSizes(
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
 * by record id with the added records' postings of that word.
 */
function mergePostings(
  previous: Postings,
  fresh: Postings,
  kept: { counts: Uint32Array; positions: Uint32Array },
  oldOfNew: readonly number[],
  freshOfNew: readonly number[],
  change: RecordChange,
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
    postingRecords: new Uint32Array(total),
    postingInfo: new Uint8Array(total),
    positionOffsets: new Uint32Array(total + 1),
    postingPositions: new Uint16Array(positionTotal),
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

/**
 * The custom ranking: the kept records in their old rank order (still sorted: kept records keep
 * their order, which breaks the last ties), with each added record put in at the rank a binary
 * search finds for it.
 */
function mergeRank(
  oldRecordByRank: Uint32Array,
  change: RecordChange,
  records: readonly SearchRecord[],
): Pick<SearchIndex, 'customRank' | 'recordByRank'> {
  const compare = (a: number, b: number) =>
    compareCustomRank(records[a] as SearchRecord, records[b] as SearchRecord) || a - b
  const keptByRank = new Uint32Array(records.length - change.added.length)
  let keptCount = 0
  for (let rank = 0; rank < oldRecordByRank.length; rank++) {
    const kept = change.newIdOfOld[oldRecordByRank[rank] as number] as number
    if (kept !== -1) keptByRank[keptCount++] = kept
  }
  const addedByRank = Array.from(change.newIdOfAdded).sort(compare)
  const recordByRank = new Uint32Array(records.length)
  let copied = 0
  addedByRank.forEach((added, index) => {
    let low = copied
    let high = keptByRank.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (compare(keptByRank[mid] as number, added) < 0) low = mid + 1
      else high = mid
    }
    recordByRank.set(keptByRank.subarray(copied, low), copied + index)
    recordByRank[low + index] = added
    copied = low
  })
  recordByRank.set(keptByRank.subarray(copied), copied + addedByRank.length)
  return rankOf(recordByRank)
}

/**
 * The facet columns, value ids given by first appearance as a build gives them: a kept record's
 * value is its old value id, mapped (an array lookup, where a build looks its value up by string);
 * only the added records' values are looked up.
 */
function updateFacets(
  previous: SearchIndex,
  records: readonly SearchRecord[],
  added: readonly SearchRecord[],
  oldIdOfNew: Int32Array,
): SearchIndex['facets'] {
  if (added.length === 0 && records.length === previous.records.length) return previous.facets
  return new Map(
    FACET_ATTRIBUTES.map((attribute) => [
      attribute,
      updateFacetColumn(previous.facets.get(attribute) as FacetColumn, attribute, records, oldIdOfNew),
    ]),
  )
}

function updateFacetColumn(
  old: FacetColumn,
  attribute: FacetAttribute,
  records: readonly SearchRecord[],
  oldIdOfNew: Int32Array,
): FacetColumn {
  const values: string[] = []
  const idByValue = new Map<string, number>()
  const idOf = (value: string) => {
    let id = idByValue.get(value)
    if (id === undefined) {
      id = values.length
      values.push(value)
      idByValue.set(value, id)
    }
    return id
  }
  const newIdOfOldValue = new Int32Array(old.values.length).fill(-1)
  const valueIdByRecord = new Int32Array(records.length).fill(-1)
  for (let id = 0; id < records.length; id++) {
    const oldId = oldIdOfNew[id] as number
    if (oldId === -1) {
      const value = facetValueOf(records[id] as SearchRecord, attribute)
      if (value !== null) valueIdByRecord[id] = idOf(value)
      continue
    }
    const oldValue = old.valueIdByRecord[oldId] as number
    if (oldValue === -1) continue
    let value = newIdOfOldValue[oldValue] as number
    if (value === -1) {
      value = idOf(old.values[oldValue] as string)
      newIdOfOldValue[oldValue] = value
    }
    valueIdByRecord[id] = value
  }
  return { values, idsByFoldedValue: idsByFoldedValue(values), valueIdByRecord }
}

/**
 * The distinct groups (records of one url), ids given by first appearance as a build gives them.
 * A kept record's group is its old group, mapped; only urls an added record has are looked up by
 * string, for the added records and for the kept ones whose group has such a url (found once per
 * old group, at its first record).
 */
function updateGroups(
  previous: SearchIndex,
  records: readonly SearchRecord[],
  added: readonly SearchRecord[],
  oldIdOfNew: Int32Array,
): Pick<SearchIndex, 'distinctGroup' | 'distinctGroupCount'> {
  const addedUrls = new Set(added.map((record) => record.url))
  const shared = new Uint8Array(previous.distinctGroupCount)
  if (addedUrls.size > 0) {
    let seen = -1
    previous.distinctGroup.forEach((group, oldId) => {
      if (group <= seen) return
      seen = group
      if (addedUrls.has((previous.records[oldId] as SearchRecord).url)) shared[group] = 1
    })
  }
  let count = 0
  const groupOfUrl = new Map<string, number>()
  const groupOf = (url: string) => {
    let group = groupOfUrl.get(url)
    if (group === undefined) {
      group = count++
      groupOfUrl.set(url, group)
    }
    return group
  }
  const newGroupOfOld = new Int32Array(previous.distinctGroupCount).fill(-1)
  const distinctGroup = new Uint32Array(records.length)
  for (let id = 0; id < records.length; id++) {
    const oldId = oldIdOfNew[id] as number
    const oldGroup = oldId === -1 ? -1 : (previous.distinctGroup[oldId] as number)
    if (oldGroup === -1 || shared[oldGroup]) {
      distinctGroup[id] = groupOf((records[id] as SearchRecord).url)
      continue
    }
    let group = newGroupOfOld[oldGroup] as number
    if (group === -1) {
      group = count++
      newGroupOfOld[oldGroup] = group
    }
    distinctGroup[id] = group
  }
  return { distinctGroup, distinctGroupCount: count }
}
