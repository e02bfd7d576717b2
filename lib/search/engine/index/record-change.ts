/**
 * How the records of a new release relate to those of the last index (index-update.ts): which
 * were kept (the same objects: releases share unchanged pieces), which are new, and the runs in
 * which the kept ones moved together.
 */
import type { SearchRecord } from '../../record'

export interface RecordChange {
  /** Per record of the last index: its id now, or -1 when it is gone. */
  newIdOfOld: Int32Array
  /** Per record now: its id in the last index, or -1 when it is new (or moved). */
  oldIdOfNew: Int32Array
  /** The records that are new (or moved), in record order, and their ids. */
  added: SearchRecord[]
  newIdOfAdded: Uint32Array
  /** The kept records as runs that were consecutive and still are, in order. */
  runs: KeptRun[]
}

/** Old ids `[oldStart, oldEnd)` are the ids `shift` higher now. */
export interface KeptRun {
  oldStart: number
  oldEnd: number
  shift: number
}

/**
 * Which records stayed, which went and which came. The records before the first difference and
 * after the last one are compared in place (an edit leaves nearly all of them where they were);
 * of those between, the longest run still in the old order stays and the others count as new.
 */
export function matchRecords(
  records: readonly SearchRecord[],
  oldRecords: readonly SearchRecord[],
): RecordChange {
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
  const oldIdOfNew = new Int32Array(records.length).fill(-1)
  // A loop: a typed array's forEach costs a callback per record, at every release switch.
  for (let oldId = 0; oldId < newIdOfOld.length; oldId++) {
    const id = newIdOfOld[oldId] as number
    if (id !== -1) oldIdOfNew[id] = oldId
  }
  return { newIdOfOld, oldIdOfNew, added, newIdOfAdded: Uint32Array.from(addedIds), runs }
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
