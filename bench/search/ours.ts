/** Our engine, in process, with the request the search dialog sends for each keystroke. */
import { search } from '../../lib/search/engine/engine'
import { createIndexLanguage, type LanguageSettings } from '../../lib/search/engine/language/index-language'
import { createSearchIndex } from '../../lib/search/engine/index/search-index'
import type { Synonym } from '../../lib/search/engine/language/synonyms'
import type { SearchRecord } from '../../lib/search/record'
import { buildSearchRequest, defaultSearchContext } from '../../lib/search-dialog/request'
import { siteConfig } from '../../site.config'
import { type SearchSubject, answerInProcess } from './subject'

export function ourEngine(
  name: string,
  records: readonly SearchRecord[],
  synonyms: readonly Synonym[],
  settings: Partial<LanguageSettings> = {},
): SearchSubject {
  const index = createSearchIndex(records, createIndexLanguage(settings, synonyms))
  const context = defaultSearchContext(siteConfig.search.embedded.indexName, siteConfig.search.snippetWords)
  const run = (query: string) => {
    const { indexName: _indexName, ...params } = buildSearchRequest(query, context)
    return search(index, params).hits.map((hit) => String(hit.url).split('#')[0] as string)
  }
  const described = Object.keys(settings).length > 0 ? `, ${JSON.stringify(settings)}` : ''
  return {
    name,
    setup: `the search dialog's request (20 hits, snippets, version/language filters), ${synonyms.length} synonyms${described}`,
    answer: (queries, rounds) => answerInProcess(run, queries, rounds),
  }
}
