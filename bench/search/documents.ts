/**
 * The site's records as the JavaScript search libraries take them: one document per record with a
 * title (the page title), the headings above it and its text, as their docs-search examples do,
 * and the class and annotation names of its section's code (the records' `code_identifiers`, which
 * our engine searches too), so every library searches the same text.
 */
import type { SearchRecord } from '../../lib/search/record'

export interface LibraryDocument {
  id: string
  title: string
  headings: string
  content: string
  code: string
  page: string
}

export function libraryDocuments(records: readonly SearchRecord[]): LibraryDocument[] {
  return records.map((record) => ({
    id: record.objectID,
    title: record.hierarchy.lvl1 ?? '',
    headings: [
      record.hierarchy.lvl2,
      record.hierarchy.lvl3,
      record.hierarchy.lvl4,
      record.hierarchy.lvl5,
      record.hierarchy.lvl6,
    ]
      .filter((heading): heading is string => heading !== null)
      .join(' '),
    content: record.content ?? '',
    code: (record.code_identifiers ?? []).join(' '),
    page: record.url_without_anchor,
  }))
}

/** How many hits each library returns per query: what the search dialog shows. */
export const HITS_PER_QUERY = 20
