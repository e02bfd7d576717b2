/**
 * The one search request the dialog sends, in the hosted search service's shape: what to retrieve, how long snippets are, the
 * highlight tags the hit renderer splits on, and the facet filters that keep search contextual to
 * the docs version and language being read.
 *
 * It asks for no more than the dialog shows (lib/search-dialog/hits.ts): the heading levels
 * highlighted in full (title and path) and the content as a snippet. Without the two lists the
 * answer also carries every record's whole content highlighted and every heading as a snippet,
 * nearly half its bytes, which the server builds, the network carries and the page parses on
 * every keystroke for nothing.
 */
import { HIERARCHY_ATTRIBUTES } from '@/lib/search/record'
import { siteConfig } from '@/site.config'

export const HIGHLIGHT_PRE_TAG = '<mark>'
export const HIGHLIGHT_POST_TAG = '</mark>'
export const SNIPPET_ELLIPSIS = '…'

export interface SearchContext {
  indexName: string
  /** Docs version whose records are searched (`version` facet). */
  version: string
  /** Locale whose records are searched (`language` facet). */
  language: string
  /** Snippet length in words: shorter on small screens. */
  snippetWords: number
}

export interface DialogSearchRequest {
  indexName: string
  query: string
  attributesToRetrieve: string[]
  attributesToHighlight: string[]
  attributesToSnippet: string[]
  snippetEllipsisText: string
  highlightPreTag: string
  highlightPostTag: string
  hitsPerPage: number
  clickAnalytics: boolean
  facetFilters: string[][]
}

/**
 * Caps the query at the configured length, counted like the input's `maxLength` (UTF-16 units),
 * without leaving half of a surrogate pair at the end.
 */
export function capQuery(query: string, maxLength: number = siteConfig.search.maxQueryLength): string {
  if (query.length <= maxLength) return query
  const capped = query.slice(0, maxLength)
  return /[\uD800-\uDBFF]$/.test(capped) ? capped.slice(0, -1) : capped
}

/** 5 words up to the small-screen breakpoint, else 10. */
export function snippetWordsFor(isSmallScreen: boolean): number {
  return isSmallScreen ? siteConfig.search.snippetWordsSmallScreen : siteConfig.search.snippetWords
}

/** The media query matching screens that get the short snippets. */
export const SMALL_SCREEN_QUERY = `(max-width: ${siteConfig.breakpoints.smallScreen}px)`

/** The site's own docs version and language: the dialog searches only those records. */
export function defaultSearchContext(indexName: string, snippetWords: number): SearchContext {
  return {
    indexName,
    version: siteConfig.version,
    language: siteConfig.locales.defaultLocale,
    snippetWords,
  }
}

export function buildSearchRequest(query: string, context: SearchContext): DialogSearchRequest {
  const words = context.snippetWords
  return {
    indexName: context.indexName,
    query: capQuery(query),
    attributesToRetrieve: [...HIERARCHY_ATTRIBUTES, 'content', 'type', 'url'],
    attributesToHighlight: [...HIERARCHY_ATTRIBUTES],
    attributesToSnippet: [`content:${words}`],
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    hitsPerPage: siteConfig.search.hitsPerPage,
    clickAnalytics: true,
    facetFilters: [[`version:${context.version}`], [`language:${context.language}`]],
  }
}
