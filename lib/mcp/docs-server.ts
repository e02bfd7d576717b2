/**
 * The docs as an MCP server (the Model Context Protocol, on the official SDK), so an AI assistant
 * can search the docs and read a page while it answers: two read-only tools over the current
 * content release.
 * - `search_docs`: the site's own search engine with the search dialog's ranking and filters
 *   (this version and language), answering titles, URLs and snippets;
 * - `get_page`: a doc page as Markdown (lib/content/page-markdown.ts), by URL or site path.
 * Transport and limits are lib/mcp/mcp-handler.ts's; this module only knows the docs.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'

export interface DocsSearchResult {
  title: string
  /** The heading the hit is under, when it is not the page itself. */
  section: string | null
  url: string
  snippet: string
}

export interface DocsMcpDeps {
  name: string
  version: string
  /** Results for a query, best first; undefined while the site has no search index yet. */
  search: (query: string, limit: number) => Promise<DocsSearchResult[] | undefined>
  /** A doc's Markdown by URL or site path; undefined when there is no such listed doc. */
  page: (urlOrPath: string) => Promise<string | undefined>
}

/** The most results one call returns. */
export const MAX_RESULTS = 20
const DEFAULT_RESULTS = 5
/** As the search dialog caps its input (site.config.ts `search.maxQueryLength`). */
const MAX_QUERY_LENGTH = 512

function resultText(results: DocsSearchResult[]): string {
  return results
    .map((result, index) => {
      const where = result.section ? `${result.title} › ${result.section}` : result.title
      return `${index + 1}. ${where}\n   ${result.url}\n   ${result.snippet}`
    })
    .join('\n')
}

/** A new server with the docs' tools (one per request: the HTTP transport is stateless). */
export function createDocsMcpServer(deps: DocsMcpDeps): McpServer {
  const server = new McpServer(
    { name: deps.name, version: deps.version },
    {
      instructions:
        'Search the documentation with search_docs, then read the best pages in full with get_page (Markdown).',
    },
  )

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Searches the ${deps.name} documentation (the same engine and ranking as the site's search box). Returns the best matching pages and sections with their URLs and a snippet.`,
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(MAX_QUERY_LENGTH)
          .describe('What to look for: words, a property name, an error message.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`How many results (default ${DEFAULT_RESULTS}).`),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            section: z.string().nullable(),
            url: z.string(),
            snippet: z.string(),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      const results = await deps.search(query, limit ?? DEFAULT_RESULTS)
      if (results === undefined) {
        return { isError: true, content: [{ type: 'text', text: 'The search index is not available yet.' }] }
      }
      return {
        content: [
          { type: 'text', text: results.length > 0 ? resultText(results) : `Nothing found for "${query}".` },
        ],
        structuredContent: { results },
      }
    },
  )

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description: `Returns a page of the ${deps.name} documentation as Markdown: property tables as tables, tabs as labelled sections, admonitions as quotes, diagrams as Mermaid source. Give the page's URL (from search_docs) or its path (/docs/server/security).`,
      inputSchema: {
        url: z.string().trim().min(1).max(2048).describe('The page URL or path; an #anchor is ignored.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url }) => {
      const markdown = await deps.page(url)
      if (markdown === undefined) {
        return {
          isError: true,
          content: [{ type: 'text', text: `No docs page at ${url}. Use search_docs to find the right URL.` }],
        }
      }
      return { content: [{ type: 'text', text: markdown }] }
    },
  )

  return server
}
