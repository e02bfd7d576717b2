/**
 * @jest-environment node
 *
 * The ranking shortcuts (best score per group, bounded heap, proximity measured only where it can
 * matter, one-walk measurement) must give exactly the order a full ranking gives. On a random
 * corpus, the first hits of each query are compared with the start of its complete ranking.
 */
import { resolveLanguage } from '../language/index-language'
import { createRandom, generateCorpus } from '../../../../bench/search-corpus'
import { createSearchIndex, search } from '../engine'
import { PostingRun, postingRuns } from '../query/posting-runs'
import { ProximityMeter } from './proximity'
import { walkProximity, createProximityWalkScratch } from './proximity-walk'
import { QueryTermTable } from '../query/query-terms'
import { rankRecords } from './ranking'
import { tokenizeQuery } from '../language/tokenize'

const { records, vocabulary } = generateCorpus(150, 3)
const index = createSearchIndex(records)
const random = createRandom(11)
const pick = () => vocabulary[Math.floor(random() ** 3 * 300)] as string
const queries = [
  ...Array.from({ length: 24 }, () => `${pick()} ${pick()}`),
  ...Array.from({ length: 18 }, () => `${pick()} ${pick()} ${pick().slice(0, 2)}`),
  ...Array.from({ length: 12 }, () => pick().slice(0, 1 + Math.floor(random() * 3))),
  ...Array.from({ length: 6 }, () => `${pick()} ${pick()} ${pick()} ${pick()}`),
]

/** The terms of a query as a search with typo tolerance looks them up. */
function termsOf(query: string): QueryTermTable {
  return new QueryTermTable(index, tokenizeQuery(query), {
    ...resolveLanguage(index.language.settings, {}),
    typoTolerance: true,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
  })
}

/** What rankRecords is given for an unfiltered search of the first 20 hits. */
function rankingOptions(distinct: number) {
  return {
    filter: null,
    typoTolerance: true,
    removeWordsIfNoResults: 'none',
    optionalMask: 0,
    exactOnSingleWordQuery: 'attribute',
    distinct,
    limit: 20,
    collectMatching: false,
  } as const
}

describe('ranking shortcuts agree with the full ranking', () => {
  it.each([0, 1])('with distinct %i', (distinct) => {
    for (const query of queries) {
      const full = search(index, {
        query,
        distinct,
        hitsPerPage: 1000,
        attributesToHighlight: [],
        attributesToSnippet: [],
      })
      for (const hitsPerPage of [1, 5, 20]) {
        const page = search(index, {
          query,
          distinct,
          hitsPerPage,
          attributesToHighlight: [],
          attributesToSnippet: [],
        })
        // A page that skipped words with typos (exhaustiveTypo false) counts the hits without them.
        const skipped = !page.exhaustiveTypo
        expect({
          query,
          hitsPerPage,
          nbHits: skipped ? Math.min(page.nbHits, full.nbHits) : page.nbHits,
          ids: page.hits.map((hit) => hit.objectID),
        }).toEqual({
          query,
          hitsPerPage,
          nbHits: skipped ? page.nbHits : full.nbHits,
          ids: full.hits.slice(0, hitsPerPage).map((hit) => hit.objectID),
        })
        if (skipped) expect(page.nbHits).toBeGreaterThanOrEqual(hitsPerPage)
      }
    }
  })

  it('answers the first keystrokes from the index exactly as a walk of their postings does', () => {
    expect(index.prefixAnswers.size).toBeGreaterThan(0)
    // A filter every record passes is not known to pass everything, so it makes the search walk.
    const walkFilter = new Uint8Array(records.length).fill(1)
    for (const prefix of index.prefixAnswers.keys()) {
      const options = rankingOptions(1)
      const terms = () => termsOf(prefix)
      if (terms().hasAlternatives(0)) continue
      const answered = rankRecords(index, terms(), options)
      const walked = rankRecords(index, terms(), { ...options, filter: walkFilter })
      expect({ prefix, nbHits: answered.nbHits, top: Array.from(answered.top) }).toEqual({
        prefix,
        nbHits: walked.nbHits,
        top: Array.from(walked.top),
      })
    }
  })

  it('measures proximity one key at a time or in one walk with the same result', () => {
    for (const query of queries) {
      for (const distinct of [0, 1]) {
        const terms = () => termsOf(query)
        const options = rankingOptions(distinct)
        for (const attributeByProximity of [false, true]) {
          const both = { ...options, attributeByProximity }
          const oneByOne = rankRecords(index, terms(), { ...both, measuredKeysBudget: 1_000_000 })
          const oneWalk = rankRecords(index, terms(), { ...both, measuredKeysBudget: 0 })
          expect({ query, attributeByProximity, top: Array.from(oneWalk.top) }).toEqual({
            query,
            attributeByProximity,
            top: Array.from(oneByOne.top),
          })
        }
      }
    }
  })

  it('measures proximity the same record by record and in one walk', () => {
    for (const query of queries.slice(0, 24)) {
      const terms = termsOf(query)
      const runsPerWord: PostingRun[][] = terms.words.map((_, word) => postingRuns(index, terms, word))
      // Every record a candidate, last record first: the walk's figures are by candidate slot.
      const everyRecord = Uint32Array.from(records, (_, i) => records.length - 1 - i)
      const walk = createProximityWalkScratch(records.length)
      walkProximity(runsPerWord, everyRecord, everyRecord.length, walk)
      const meter = new ProximityMeter(runsPerWord)
      for (let record = 0; record < records.length; record++) {
        const mask = runsPerWord.reduce((bits, runs, word) => {
          const present = runs.some((run) =>
            run.list.postingRecords.subarray(run.start, run.end).includes(record),
          )
          return present ? bits | (1 << word) : bits
        }, 0)
        if (mask !== 3) continue
        expect({ query, record, proximity: walk.proximity[records.length - 1 - record] }).toEqual({
          query,
          record,
          proximity: meter.measure(record, mask),
        })
      }
    }
  })
})
