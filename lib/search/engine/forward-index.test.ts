/**
 * @jest-environment node
 *
 * An index built with the tokens of an earlier build (a `TokenMemo`, what the site's index keeps
 * from one release to the next) must be the index a fresh build makes of the same records, and
 * answer every search the same.
 */
import { isDeepStrictEqual } from 'node:util'
import { createRandom, generateCorpus } from '../../../bench/search-corpus'
import { createSearchIndex, search, type SearchIndex } from './engine'
import { TokenMemo, tokenizeRecords } from './forward-index'
import { createIndexLanguage } from './index-language'
import type { SearchRecord } from '../record'

const { records: corpus, vocabulary } = generateCorpus(80, 7)

/** The records by page, in corpus order: a page's run of records, as a release stores it. */
const pages: SearchRecord[][] = []
for (const record of corpus) {
  const run = pages.at(-1)
  if (run?.[0]?.url_without_anchor === record.url_without_anchor) run.push(record)
  else pages.push([record])
}

/** One release after another: a page edited, a page removed, a page added, pages reordered. */
function releases(): SearchRecord[][] {
  const edit = (run: SearchRecord[], word: string) =>
    run.map((record) => ({ ...record, content: `${record.content ?? ''} ${word}`.trim() }))
  const first = pages
  const edited = first.map((run, page) => (page === 10 ? edit(run, 'zyzzyva') : run))
  const removed = edited.filter((_, page) => page !== 40)
  const added = [
    ...removed,
    edit(
      (pages[3] as SearchRecord[]).map((record) => ({
        ...record,
        objectID: `${record.objectID}-new`,
        url: `${record.url}-new`,
        url_without_anchor: `${record.url_without_anchor}-new`,
      })),
      'quokka',
    ),
  ]
  const reordered = [...added.slice(50), ...added.slice(0, 50)]
  return [first, edited, removed, added, reordered].map((release) => release.flat())
}

/** The index without what differs between any two builds: the build time and the language object. */
const comparable = (index: SearchIndex) => ({
  ...index,
  builtAt: 0,
  language: null,
  dictionary: index.dictionary.terms,
  // Every entry of the tables computed on use (lazy-table.ts), computed now.
  prefixPostings: Object.fromEntries(
    [...index.prefixPostings.keys()].map((key) => [key, index.prefixPostings.get(key)]),
  ),
  prefixAnswers: Object.fromEntries(
    [...index.prefixAnswers.keys()].map((key) => [key, index.prefixAnswers.get(key)]),
  ),
})

const random = createRandom(3)
const pick = () => vocabulary[Math.floor(random() ** 3 * 400)] as string
const queries = [
  'zyzzyva',
  'quokka',
  ...Array.from({ length: 20 }, () => pick().slice(0, 1 + Math.floor(random() * 3))),
  ...Array.from({ length: 20 }, () => `${pick()} ${pick()}`),
  ...Array.from({ length: 10 }, () => `${pick()} ${pick().slice(0, 3)}`),
]
const answersOf = (index: SearchIndex) =>
  queries.map((query) => {
    const { processingTimeMS: _time, ...answer } = search(index, { query, hitsPerPage: 50 })
    return answer
  })

describe('building with the tokens of an earlier build', () => {
  it('tokenises the same as a fresh build, whatever the records kept, changed, left or came', () => {
    const memo = new TokenMemo()
    for (const records of releases()) {
      const reused = tokenizeRecords(records, memo)
      const fresh = tokenizeRecords(records)
      expect(reused.dictionary.terms).toEqual(fresh.dictionary.terms)
      expect(isDeepStrictEqual(reused.forward, fresh.forward)).toBe(true)
    }
  })

  it('makes the index a fresh build makes, with the same answers', () => {
    const memo = new TokenMemo()
    for (const records of releases()) {
      const updated = createSearchIndex(records, createIndexLanguage(), memo)
      const fresh = createSearchIndex(records, createIndexLanguage())
      expect(isDeepStrictEqual(comparable(updated), comparable(fresh))).toBe(true)
      expect(answersOf(updated)).toEqual(answersOf(fresh))
    }
    // The words the edits brought are found.
    const last = createSearchIndex(releases().at(-1) as SearchRecord[])
    for (const answer of answersOf(last).slice(0, 2)) expect(answer.nbHits).toBeGreaterThan(0)
  })
})
