/** MiniSearch, set up as its documentation suggests for a docs search: prefix, fuzzy, title boost. */
import type { SearchRecord } from '../../lib/search/record'
import { benchPackageVersion, requireFromBench } from './bench-packages'
import { HITS_PER_QUERY, libraryDocuments, type LibraryDocument } from './documents'
import { type SearchSubject, answerInProcess } from './subject'

interface MiniSearchInstance {
  addAll(documents: readonly LibraryDocument[]): void
  search(query: string): Array<{ id: string; page?: string }>
}
type MiniSearchClass = new (options: Record<string, unknown>) => MiniSearchInstance

export function miniSearch(records: readonly SearchRecord[]): SearchSubject {
  const loaded = requireFromBench('minisearch') as MiniSearchClass | { default: MiniSearchClass }
  const MiniSearch = 'default' in loaded ? loaded.default : loaded
  const version = benchPackageVersion('minisearch')
  const options = {
    fields: ['title', 'headings', 'content', 'code'],
    storeFields: ['page'],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 2, headings: 1.5 } },
  }
  const index = new MiniSearch(options)
  index.addAll(libraryDocuments(records))
  const run = (query: string) =>
    index
      .search(query)
      .slice(0, HITS_PER_QUERY)
      .map((hit) => hit.page ?? '')
  return {
    name: 'MiniSearch',
    setup: `${version}: fields title, headings, content, code identifiers; prefix, fuzzy 0.2, boost title 2, headings 1.5`,
    answer: (queries, rounds) => answerInProcess(run, queries, rounds),
  }
}
