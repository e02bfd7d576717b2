/**
 * Working arrays sized to an index, reused by all its searches: a search runs synchronously, so
 * one set per index suffices, and stamps (the search's generation number) mark what the current
 * search touched, so nothing needs clearing between searches.
 */
import { createProximityWalkScratch, type ProximityWalkScratch } from './proximity-walk'
import type { SearchIndex } from '../index/search-index'

export interface RankingScratch {
  generation: number
  /** Per record. */
  recordStamp: Uint32Array
  /** Per record: matched-word mask (bits 0–9), exact-word mask (10–19), best attribute (20–23), whole-attribute match (24). */
  flags: Uint32Array
  /** Per record: typos of each query word, 2 bits per word (3 = not matched). */
  typos: Uint32Array
  touched: Uint32Array
  /** Per record: its score (a lower bound until proximity is measured). */
  recordScore: Float64Array
  /** The matching records (candidates), in walk order. */
  matching: Uint32Array
  /** Per candidate: the next candidate of the same distinct key (-1 ends the chain). */
  nextInKey: Int32Array
  /** Per distinct key (group, or record without distinct). */
  keyStamp: Uint32Array
  keyBest: Float64Array
  keys: Uint32Array
  /** The keys' best scores, gathered for selection. */
  keyScores: Float64Array
  /** Per key: its first candidate, its exact best score, and whether that was measured. */
  keyFirst: Int32Array
  keyExact: Float64Array
  keyExactStamp: Uint32Array
  /** Per key: equals the generation once the one-walk measurement has scored it. */
  keyWalkStamp: Uint32Array
  /** Two lists of the records still holding every word walked so far, in turn (strict walks). */
  alive: [Uint32Array, Uint32Array]
  /** For measuring every candidate's proximity in one walk; allocated on first need. */
  proximityWalk: ProximityWalkScratch | null
}

export function proximityWalkScratch(index: SearchIndex, scratch: RankingScratch): ProximityWalkScratch {
  scratch.proximityWalk ??= createProximityWalkScratch(index.records.length)
  return scratch.proximityWalk
}

const scratchByIndex = new WeakMap<SearchIndex, RankingScratch>()

export function rankingScratch(index: SearchIndex): RankingScratch {
  const size = index.records.length
  let scratch = scratchByIndex.get(index)
  if (!scratch) {
    scratch = {
      generation: 0,
      recordStamp: new Uint32Array(size),
      flags: new Uint32Array(size),
      typos: new Uint32Array(size),
      touched: new Uint32Array(size),
      recordScore: new Float64Array(size),
      matching: new Uint32Array(size),
      nextInKey: new Int32Array(size),
      keyStamp: new Uint32Array(size),
      keyBest: new Float64Array(size),
      keys: new Uint32Array(size),
      keyScores: new Float64Array(size),
      keyFirst: new Int32Array(size),
      keyExact: new Float64Array(size),
      keyExactStamp: new Uint32Array(size),
      keyWalkStamp: new Uint32Array(size),
      alive: [new Uint32Array(size), new Uint32Array(size)],
      proximityWalk: null,
    }
    scratchByIndex.set(index, scratch)
  }
  scratch.generation = (scratch.generation + 1) >>> 0
  if (scratch.generation === 0) {
    scratch.recordStamp.fill(0)
    scratch.keyStamp.fill(0)
    scratch.keyExactStamp.fill(0)
    scratch.keyWalkStamp.fill(0)
    scratch.generation = 1
  }
  return scratch
}
