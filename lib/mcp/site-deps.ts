/**
 * The MCP server's view of this site (server only): search through the current search index with
 * the search dialog's own request (lib/search-dialog/request.ts: the same attributes, filters and
 * ranking), and pages' Markdown from the current content release.
 */
import { docMarkdownAt } from '@/lib/releases/llms-text'
import { releaseTracker, siteSearchStore } from '@/lib/releases/server'
import { buildSearchRequest, defaultSearchContext } from '@/lib/search-dialog/request'
import { search } from '@/lib/search/engine/engine'
import { HIERARCHY_LEVELS } from '@/lib/search/record'
import { siteConfig } from '@/site.config'
import type { DocsMcpDeps, DocsSearchResult } from './docs-server'

/** Snippets for an assistant: longer than the dialog's 10 words. */
const SNIPPET_WORDS = 30

/**
 * The doc route a URL or path names: `https://host/3.5.6/docs/a#b`, `/3.5.6/docs/a`, `/docs/a.md`
 * and `docs/a` all name `/docs/a`. Undefined for anything else (another site, not a doc).
 */
export function docRouteOf(urlOrPath: string, basePath: string, origin: string): string | undefined {
  let path = urlOrPath.trim()
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    let url: URL
    try {
      url = new URL(path)
    } catch {
      return undefined
    }
    if (url.origin !== new URL(origin).origin && !['localhost', '127.0.0.1'].includes(url.hostname))
      return undefined
    path = url.pathname
  }
  path = path.replace(/[?#].*$/, '')
  if (!path.startsWith('/')) path = `/${path}`
  if (path === basePath || path.startsWith(`${basePath}/`)) path = path.slice(basePath.length)
  path = path.replace(/\.md$/, '').replace(/\/+$/, '')
  return path === '/docs' || path.startsWith('/docs/') ? path : undefined
}

function absoluteUrl(url: string): string {
  const path = url.startsWith(`${siteConfig.basePath}/`) ? url : `${siteConfig.basePath}${url}`
  return `${siteConfig.url}${path}`
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

export function siteMcpDeps(): DocsMcpDeps {
  const indexName = siteConfig.search.embedded.indexName
  return {
    name: siteConfig.title,
    version: siteConfig.version,
    async search(query, limit) {
      const index = (await siteSearchStore()).current().searchIndex(indexName)
      if (!index) return undefined
      const request = buildSearchRequest(query, defaultSearchContext(indexName, SNIPPET_WORDS))
      const answer = search(index, {
        ...request,
        hitsPerPage: limit,
        highlightPreTag: '',
        highlightPostTag: '',
        clickAnalytics: false,
      })
      return answer.hits.map((hit): DocsSearchResult => {
        const hierarchy = (hit.hierarchy ?? {}) as Record<string, unknown>
        const levels = HIERARCHY_LEVELS.slice(2).map((level) => text(hierarchy[level]))
        const section = levels.filter((level) => level !== null).pop() ?? null
        const snippets = (hit._snippetResult ?? {}) as { content?: { value?: unknown } }
        return {
          title: text(hierarchy.lvl1) ?? text(hierarchy.lvl0) ?? '',
          section,
          url: absoluteUrl(String(hit.url ?? '')),
          snippet: text(snippets.content?.value) ?? text(hit.content) ?? '',
        }
      })
    },
    async page(urlOrPath) {
      const route = docRouteOf(urlOrPath, siteConfig.basePath, siteConfig.url)
      if (route === undefined) return undefined
      return docMarkdownAt(await releaseTracker().current(), route)
    },
  }
}
