/**
 * Next.js 16 proxy (the former middleware). The hosted search service's clients call
 * `/1/indexes/...` at the root of their host. This site serves that protocol at
 * `${basePath}/api/search`, and also at `${basePath}/1/...`: requests there are rewritten to the API
 * route, so a client configured with the host `<site>${basePath}` works unchanged, and the search
 * client has a second path to retry on (lib/search/client/client.ts).
 *
 * A doc page's Markdown, `${basePath}/docs/<route>.md`, is answered by its API route
 * (pages/api/markdown/), and the MCP endpoint `${basePath}/mcp` by pages/api/mcp.ts.
 *
 * `${basePath}/500` is the error page Next.js renders after a failure; asked for by its URL it would
 * answer 500 to a request that went well. It is not a page of the site: the not-found page answers.
 *
 * The matcher keeps the proxy off every page (Next.js prefixes it with the base path): a proxy that
 * matches pages makes Next.js fetch each statically generated page's data again after hydration.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { siteConfig } from './site.config'

/** Routes that exist for Next.js, not for readers. */
const NOT_PAGES = new Set(['/500'])

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (NOT_PAGES.has(pathname)) {
    return NextResponse.rewrite(new URL(`${siteConfig.basePath}/404`, request.url), { status: 404 })
  }
  const api =
    pathname === '/mcp'
      ? '/api/mcp'
      : pathname.endsWith('.md')
        ? `/api/markdown${pathname}`
        : `${siteConfig.search.embedded.apiPath}${pathname}`
  return NextResponse.rewrite(new URL(`${siteConfig.basePath}${api}${search}`, request.url))
}

// Only these paths: `.md` URLs end in `.md`, which no page's URL does.
export const config = { matcher: ['/1/:path*', '/500', '/mcp', '/docs.md', '/docs/:path(.+\\.md)'] }
