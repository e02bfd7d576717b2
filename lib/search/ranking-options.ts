/** What the ranking needs to know about a search, beyond its words. */
import type { ExactOnSingleWordQuery, RemoveWordsPolicy, TypoToleranceMode } from './engine-types'

export interface RankingOptions {
  /** 1 per record that passes the facet filters; null when nothing is filtered. */
  filter: Uint8Array | null
  typoTolerance: TypoToleranceMode
  removeWordsIfNoResults: RemoveWordsPolicy
  /** Bits of the query words a hit may lack. */
  optionalMask: number
  exactOnSingleWordQuery: ExactOnSingleWordQuery
  /** Hits kept per distinct group (url); 0 keeps every hit. */
  distinct: number
  /** How many of the best hits the answer needs (the pages up to the requested one). */
  limit: number
  /** Also list every matching record, for facet counts. */
  collectMatching: boolean
  /**
   * Keys whose proximity is measured one by one before measuring every candidate in one walk
   * instead (see several-words-ranking.ts). Only tests set it, to exercise both ways.
   */
  measuredKeysBudget?: number
}
