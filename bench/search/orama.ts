/** Orama, set up as its documentation suggests for a docs search: prefix (its default), typo tolerance, title boost. */
import type { SearchRecord } from '../../lib/search/record'
import { benchPackageVersion, requireFromBench } from './bench-packages'
import { HITS_PER_QUERY, libraryDocuments } from './documents'
import { type SearchSubject, answerInProcess } from './subject'

interface OramaHit {
  document: { page: string }
}
interface OramaModule {
  create(options: { schema: Record<string, string> }): unknown
  insertMultiple(db: unknown, documents: readonly object[]): unknown
  search(db: unknown, params: Record<string, unknown>): { hits: OramaHit[] } | Promise<{ hits: OramaHit[] }>
}

export async function orama(records: readonly SearchRecord[]): Promise<SearchSubject> {
  const { create, insertMultiple, search } = requireFromBench('@orama/orama') as OramaModule
  const db = create({
    schema: { title: 'string', headings: 'string', content: 'string', code: 'string', page: 'string' },
  })
  await insertMultiple(db, libraryDocuments(records))
  const params = {
    properties: ['title', 'headings', 'content', 'code'],
    boost: { title: 2, headings: 1.5 },
    tolerance: 1,
    limit: HITS_PER_QUERY,
  }
  const run = async (query: string) => {
    const result = await search(db, { ...params, term: query })
    return result.hits.map((hit) => hit.document.page)
  }
  return {
    name: 'Orama',
    setup: `${benchPackageVersion('@orama/orama')}: properties title, headings, content, code identifiers; prefix matching (default), tolerance 1, boost title 2, headings 1.5`,
    answer: (queries, rounds) => answerInProcess(run, queries, rounds),
  }
}
