/**
 * The per-record columns of an updated index (index-update.ts), carried over from the last index
 * by id where a build would compute them from every record: the custom ranking, the facet columns
 * and the distinct groups, each as a build makes it. When an edit replaced records in place with
 * the same values for a column (a page edited without a record more or less), the last index's
 * column is kept as it is: the arrays are never written after they are made.
 */
import { FACET_ATTRIBUTES, facetValueOf, type FacetAttribute } from './index-settings'
import type { RecordChange } from './record-change'
import {
  compareCustomRank,
  idsByFoldedValue,
  rankOf,
  type FacetColumn,
  type SearchIndex,
} from './search-index'
import type { SearchRecord } from '../../record'

/**
 * Whether each added record took the place of a removed one whose `same` holds for it: as many
 * records as before, the kept ones at their old ids (an edit of a page that keeps its number of
 * records). Then a column computed from what `same` compares is the last index's, array for array.
 */
function replacedInPlace(
  previous: SearchIndex,
  records: readonly SearchRecord[],
  change: RecordChange,
  same: (now: SearchRecord, before: SearchRecord) => boolean,
): boolean {
  if (records.length !== previous.records.length || change.runs.some((run) => run.shift !== 0)) return false
  for (const id of change.newIdOfAdded)
    if (!same(records[id] as SearchRecord, previous.records[id] as SearchRecord)) return false
  return true
}

/**
 * The custom ranking: the kept records in their old rank order (still sorted: kept records keep
 * their order, which breaks the last ties), with each added record put in at the rank a binary
 * search finds for it.
 */
export function mergeRank(
  previous: SearchIndex,
  change: RecordChange,
  records: readonly SearchRecord[],
): Pick<SearchIndex, 'customRank' | 'recordByRank'> {
  if (replacedInPlace(previous, records, change, (now, before) => compareCustomRank(now, before) === 0))
    return { customRank: previous.customRank, recordByRank: previous.recordByRank }
  const oldRecordByRank = previous.recordByRank
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
export function updateFacets(
  previous: SearchIndex,
  records: readonly SearchRecord[],
  change: RecordChange,
): SearchIndex['facets'] {
  const sameFacets = (now: SearchRecord, before: SearchRecord) =>
    FACET_ATTRIBUTES.every((attribute) => facetValueOf(now, attribute) === facetValueOf(before, attribute))
  if (replacedInPlace(previous, records, change, sameFacets)) return previous.facets
  return new Map(
    FACET_ATTRIBUTES.map((attribute) => [
      attribute,
      updateFacetColumn(previous.facets.get(attribute) as FacetColumn, attribute, records, change.oldIdOfNew),
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
export function updateGroups(
  previous: SearchIndex,
  records: readonly SearchRecord[],
  change: RecordChange,
): Pick<SearchIndex, 'distinctGroup' | 'distinctGroupCount'> {
  if (replacedInPlace(previous, records, change, (now, before) => now.url === before.url))
    return { distinctGroup: previous.distinctGroup, distinctGroupCount: previous.distinctGroupCount }
  const { oldIdOfNew } = change
  const addedUrls = new Set(change.added.map((record) => record.url))
  const shared = new Uint8Array(previous.distinctGroupCount)
  if (addedUrls.size > 0) {
    // A loop, not the typed array's forEach: at 270,000 records the callback cost 40 ms a switch.
    let seen = -1
    const groups = previous.distinctGroup
    for (let oldId = 0; oldId < groups.length; oldId++) {
      const group = groups[oldId] as number
      if (group <= seen) continue
      seen = group
      if (addedUrls.has((previous.records[oldId] as SearchRecord).url)) shared[group] = 1
    }
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
