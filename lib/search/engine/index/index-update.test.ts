/**
 * @jest-environment node
 *
 * An index updated from the last one by the records that changed must be the index a build makes
 * of the same records, array for array, and answer every search the same; small changes must be
 * updates, not builds.
 */
import { isDeepStrictEqual } from 'node:util'
import { createRandom, generateCorpus } from '../../../../bench/search-corpus'
import { createSearchIndex, search, type SearchIndex } from '../engine'
import { createIndexLanguage } from '../language/index-language'
import { updateSearchIndex } from './index-update'
import { longestIncreasingRun } from './record-change'
import type { SearchRecord } from '../../record'

const { records: corpus, vocabulary } = generateCorpus(80, 11)

const pages: SearchRecord[][] = []
for (const record of corpus) {
  const run = pages.at(-1)
  if (run?.[0]?.url_without_anchor === record.url_without_anchor) run.push(record)
  else pages.push([record])
}

const edit = (run: SearchRecord[], word: string) =>
  run.map((record) => ({ ...record, content: `${record.content ?? ''} ${word}`.trim() }))
const renamed = (run: SearchRecord[], suffix: string) =>
  run.map((record) => ({
    ...record,
    objectID: `${record.objectID}-${suffix}`,
    url: `${record.url}-${suffix}`,
    url_without_anchor: `${record.url_without_anchor}-${suffix}`,
  }))

/** The index without what differs between any two builds: the build time and the language object. */
const comparable = (index: SearchIndex) => ({
  ...index,
  builtAt: 0,
  language: null,
  dictionary: index.dictionary.terms,
  prefixPostings: Object.fromEntries(
    [...index.prefixPostings.keys()].map((key) => [key, index.prefixPostings.get(key)]),
  ),
  prefixAnswers: Object.fromEntries(
    [...index.prefixAnswers.keys()].map((key) => [key, index.prefixAnswers.get(key)]),
  ),
})

const random = createRandom(5)
const pick = () => vocabulary[Math.floor(random() ** 3 * 400)] as string
const queries = [
  'zyzzyva',
  'quokka',
  'aardwolf',
  ...Array.from({ length: 20 }, () => pick().slice(0, 1 + Math.floor(random() * 3))),
  ...Array.from({ length: 20 }, () => `${pick()} ${pick()}`),
  ...Array.from({ length: 10 }, () => `${pick()} ${pick().slice(0, 3)}`),
]
const answersOf = (index: SearchIndex) =>
  queries.map((query) => {
    const { processingTimeMS: _time, ...answer } = search(index, { query, hitsPerPage: 50 })
    return answer
  })

/** Releases in a row, each with how it must be made from the one before. */
function releases(): Array<{ name: string; pages: SearchRecord[][]; made: 'updated' | 'built' }> {
  const first = pages
  const edited = first.map((run, page) => (page === 10 ? edit(run, 'zyzzyva') : run))
  // The only page holding "zyzzyva" loses it again: the word leaves the dictionary.
  const unedited = edited.map((run, page) =>
    page === 10 ? edit(pages[10] as SearchRecord[], 'aardwolf') : run,
  )
  const removed = unedited.filter((_, page) => page !== 40)
  const added = [
    ...removed.slice(0, 20),
    edit(renamed(pages[3] as SearchRecord[], 'new'), 'quokka'),
    ...removed.slice(20),
  ]
  // A page that loses a section and one that gains two: record counts change mid-index.
  const resized = added.map((run, page) =>
    page === 5
      ? edit(run.slice(0, -1), 'shorter')
      : page === 60
        ? edit([...run, ...run.slice(0, 2)], 'longer')
        : run,
  )
  // A new record under another page's url, before that page: their group is the new record's.
  const borrowed = {
    ...(pages[12] as SearchRecord[])[0],
    objectID: 'borrowed',
    url: (resized[30] as SearchRecord[])[0]!.url,
  }
  const sharedUrl = resized.map((run, page) => (page === 5 ? [...run, borrowed as SearchRecord] : run))
  const unchanged = sharedUrl
  const moved = [unchanged[30] as SearchRecord[], ...unchanged.filter((_, page) => page !== 30)]
  const reordered = [...moved.slice(40), ...moved.slice(0, 40)]
  const rewritten = reordered.map((run, page) => (page % 2 === 0 ? edit(run, 'everywhere') : run))
  const afterBuild = rewritten.map((run, page) => (page === 7 ? edit(run, 'again') : run))
  // Edited in place (as many records, at the same ids) with another rank, type and anchors: the
  // columns a build makes from them (ranking, facets, distinct groups) change with them.
  const reweighed = afterBuild.map((run, page) =>
    page === 15
      ? edit(run, 'weighed').map((record, i) => ({
          ...record,
          type:
            i === 0 ? (record.type === 'content' ? ('lvl2' as const) : ('content' as const)) : record.type,
          url: `${record.url_without_anchor}#moved-${i}`,
          weight: {
            ...record.weight,
            pageRank: record.weight.pageRank + 1,
            position: record.weight.position + 1,
          },
        }))
      : run,
  )
  return [
    { name: 'first', pages: first, made: 'built' },
    { name: 'one page edited', pages: edited, made: 'updated' },
    { name: 'a word gone from the site', pages: unedited, made: 'updated' },
    { name: 'a page removed', pages: removed, made: 'updated' },
    { name: 'a page added', pages: added, made: 'updated' },
    { name: 'record counts changed', pages: resized, made: 'updated' },
    { name: 'a record under a kept url', pages: sharedUrl, made: 'updated' },
    { name: 'nothing changed', pages: unchanged, made: 'updated' },
    { name: 'a page moved', pages: moved, made: 'updated' },
    { name: 'pages reordered', pages: reordered, made: 'built' },
    { name: 'half the pages edited', pages: rewritten, made: 'built' },
    { name: 'an edit after a build', pages: afterBuild, made: 'updated' },
    { name: 'rank, type and anchors edited in place', pages: reweighed, made: 'updated' },
  ]
}

describe('updating the index by the records that changed', () => {
  it('makes the index a build makes, with the same answers, updating when the change is small', () => {
    let previous: SearchIndex | null = null
    for (const release of releases()) {
      const records = release.pages.flat()
      const { index, made } = updateSearchIndex(previous, records, createIndexLanguage())
      const fresh = createSearchIndex(records, createIndexLanguage())
      expect([release.name, made]).toEqual([release.name, release.made])
      expect([release.name, isDeepStrictEqual(comparable(index), comparable(fresh))]).toEqual([
        release.name,
        true,
      ])
      expect(answersOf(index)).toEqual(answersOf(fresh))
      previous = index
    }
  })

  it('makes the same index in the memory of the index before the last one, as a server does', () => {
    let previous: SearchIndex | null = null
    let retired: SearchIndex | null = null
    let reused = 0
    for (const release of releases()) {
      const records = release.pages.flat()
      const spareMemory = retired?.postingRecords.buffer
      const { index, made } = updateSearchIndex(previous, records, createIndexLanguage(), retired)
      if (spareMemory && index.postingRecords.buffer === spareMemory) reused++
      expect([release.name, made]).toEqual([release.name, release.made])
      const fresh = createSearchIndex(records, createIndexLanguage())
      expect([release.name, isDeepStrictEqual(comparable(index), comparable(fresh))]).toEqual([
        release.name,
        true,
      ])
      expect(answersOf(index)).toEqual(answersOf(fresh))
      retired = previous
      previous = index
    }
    // Every release but the first two and those that grew past the spare's room.
    expect(reused).toBeGreaterThan(releases().length / 2)
  })

  it('never writes into the memory of the index it updates', () => {
    const [first, edited] = releases()
    const before = updateSearchIndex(null, first!.pages.flat(), createIndexLanguage()).index
    const answers = answersOf(before)
    const after = updateSearchIndex(before, edited!.pages.flat(), createIndexLanguage(), before).index
    expect(after.postingRecords.buffer).not.toBe(before.postingRecords.buffer)
    expect(answersOf(before)).toEqual(answers)
  })

  it('finds the words an edit brings and no longer finds the words it removes', () => {
    const [first, edited, unedited] = releases()
    const before = updateSearchIndex(null, first!.pages.flat(), createIndexLanguage()).index
    const after = updateSearchIndex(before, edited!.pages.flat(), createIndexLanguage()).index
    expect(search(before, { query: 'zyzzyva' }).nbHits).toBe(0)
    expect(search(after, { query: 'zyzzyva' }).nbHits).toBeGreaterThan(0)
    const again = updateSearchIndex(after, unedited!.pages.flat(), createIndexLanguage()).index
    expect(search(again, { query: 'zyzzyva', typoTolerance: false }).nbHits).toBe(0)
    expect(again.dictionary.idOf('zyzzyva')).toBeUndefined()
  })

  it('builds when there is no index to update', () => {
    expect(updateSearchIndex(null, pages.flat(), createIndexLanguage()).made).toBe('built')
  })

  it('keeps the longest run of records still in their old order', () => {
    expect(longestIncreasingRun([])).toEqual([])
    expect(longestIncreasingRun([5, 1, 2, 3, 0, 4])).toEqual([1, 2, 3, 5])
    expect(longestIncreasingRun([3, 2, 1])).toHaveLength(1)
  })

  it('takes the new language settings (synonyms) with the updated postings', () => {
    const records = pages.flat()
    const before = updateSearchIndex(null, records, createIndexLanguage()).index
    const synonyms = [{ objectID: 'syn', type: 'synonym' as const, synonyms: ['zyzzyva', 'quokka'] }]
    const edited = releases()[1]!.pages.flat()
    const { index, made } = updateSearchIndex(before, edited, createIndexLanguage(undefined, synonyms))
    expect(made).toBe('updated')
    expect(search(index, { query: 'quokka' }).nbHits).toBeGreaterThan(0)
  })
})
