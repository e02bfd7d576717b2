/**
 * Working arrays sized to an index, reused by all its searches: a search runs synchronously, so
 * one set per index suffices, and stamps (the search's generation number) mark what the current
 * search touched, so nothing needs clearing between searches.
 */
import { createProximityWalkScratch, type ProximityWalkScratch } from './proximity-walk'
import type { SearchIndex } from '../index/search-index'
import { MAX_QUERY_WORDS } from '../language/tokenize'

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
  /** For ranking a sentence's topics (topic-ranking.ts); allocated on first need. */
  topicWalk: TopicWalkScratch | null
}

/**
 * Per-topic arrays of a sentence's ranking. A search reaches few of an index's topics: a topic's
 * entries are cleared when the search first reaches it (its stamp is not the search's generation),
 * so nothing is cleared or scanned in full per search.
 */
export interface TopicWalkScratch {
  stamp: Uint32Array
  /** The topics the search reached, in the order reached. */
  reached: Uint32Array
  /** Per topic and query word (MAX_QUERY_WORDS each): sections holding it (weighted), best title posting. */
  inSections: Float64Array
  inTitle: Float64Array
  score: Float64Array
  /** Per topic: its place in the answer, or -1. */
  place: Int32Array
}

export function topicWalkScratch(scratch: RankingScratch, topics: number): TopicWalkScratch {
  scratch.topicWalk ??= {
    stamp: new Uint32Array(topics),
    reached: new Uint32Array(topics),
    inSections: new Float64Array(topics * MAX_QUERY_WORDS),
    inTitle: new Float64Array(topics * MAX_QUERY_WORDS),
    score: new Float64Array(topics),
    place: new Int32Array(topics),
  }
  return scratch.topicWalk
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
      topicWalk: null,
    }
    scratchByIndex.set(index, scratch)
  }
  scratch.generation = (scratch.generation + 1) >>> 0
  if (scratch.generation === 0) {
    scratch.recordStamp.fill(0)
    scratch.keyStamp.fill(0)
    scratch.keyExactStamp.fill(0)
    scratch.keyWalkStamp.fill(0)
    scratch.topicWalk?.stamp.fill(0)
    scratch.generation = 1
  }
  return scratch
}
