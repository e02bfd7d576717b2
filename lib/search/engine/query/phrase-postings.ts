/**
 * Postings of a phrase (`user interface`): the records holding its words side by side, with the
 * position of its first word. A multi-word synonym matches through such a list, which the ranking
 * walks like any word's postings. Lists are built on first use and kept per index.
 */
import { ATTRIBUTE_MASK, attributeRankOfPosition } from '../index/forward-index'
import type { PostingList } from '../index/prefix-postings'
import type { SearchIndex } from '../index/search-index'

/** Phrase lists kept per index; the oldest is dropped beyond this. */
const CACHED_PHRASES = 256
const cacheByIndex = new WeakMap<SearchIndex, Map<string, PostingList>>()

const EMPTY: PostingList = {
  postingRecords: new Uint32Array(0),
  postingInfo: new Uint8Array(0),
  positionOffsets: new Uint32Array(1),
  postingPositions: new Uint16Array(0),
}

/** The records where `words` (folded dictionary words) follow each other, or an empty list. */
export function phrasePostings(index: SearchIndex, words: readonly string[]): PostingList {
  const key = words.join(' ')
  let cache = cacheByIndex.get(index)
  if (!cache) {
    cache = new Map()
    cacheByIndex.set(index, cache)
  }
  const cached = cache.get(key)
  if (cached) return cached
  const list = buildPhrasePostings(index, words)
  if (cache.size >= CACHED_PHRASES) cache.delete(cache.keys().next().value as string)
  cache.set(key, list)
  return list
}

function buildPhrasePostings(index: SearchIndex, words: readonly string[]): PostingList {
  const termIds = words.map((word) => index.dictionary.idOf(word))
  if (termIds.length === 0 || termIds.some((id) => id === undefined)) return EMPTY
  const { postingOffsets, postingRecords, positionOffsets, postingPositions } = index
  const ids = termIds as number[]
  const records: number[] = []
  const info: number[] = []
  const offsets: number[] = [0]
  const positions: number[] = []
  const first = ids[0] as number
  // Cursors into each later word's postings; records ascend in every list.
  const cursors = ids.map((id) => postingOffsets[id] as number)
  for (let p = postingOffsets[first] as number; p < (postingOffsets[first + 1] as number); p++) {
    const record = postingRecords[p] as number
    let starts: number[] = []
    for (let q = positionOffsets[p] as number; q < (positionOffsets[p + 1] as number); q++)
      starts.push(postingPositions[q] as number)
    for (let w = 1; w < ids.length && starts.length > 0; w++) {
      const id = ids[w] as number
      const end = postingOffsets[id + 1] as number
      let c = cursors[w] as number
      while (c < end && (postingRecords[c] as number) < record) c++
      cursors[w] = c
      if (c >= end || postingRecords[c] !== record) {
        starts = []
        break
      }
      const next = new Set<number>()
      for (let q = positionOffsets[c] as number; q < (positionOffsets[c + 1] as number); q++)
        next.add(postingPositions[q] as number)
      starts = starts.filter((start) => next.has(start + w))
    }
    if (starts.length === 0) continue
    records.push(record)
    let attribute = ATTRIBUTE_MASK
    for (const start of starts) {
      positions.push(start)
      attribute = Math.min(attribute, attributeRankOfPosition(start))
    }
    info.push(attribute)
    offsets.push(positions.length)
  }
  return {
    postingRecords: Uint32Array.from(records),
    postingInfo: Uint8Array.from(info),
    positionOffsets: Uint32Array.from(offsets),
    postingPositions: Uint16Array.from(positions),
  }
}
