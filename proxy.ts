/**
 * Next.js 16 proxy (the former middleware). The hosted search service's clients call
 * `/1/indexes/...` at the root of their host; this site serves that protocol below its base path,
 * at `${basePath}/api/search`. Requests for `/1/...` outside the base path are rewritten there, so
 * a client configured with just this site's host works unchanged.
 *
 * There is no `matcher`: Next.js prefixes every matcher with the base path, which would hide the
 * root-level paths this proxy exists for. The check below is a string prefix test per request.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { siteConfig } from './site.config'

export function proxy(request: NextRequest) {
  const { basePath, pathname, search } = request.nextUrl
  if (basePath !== '' || !pathname.startsWith('/1/')) return NextResponse.next()
  const target = new URL(
    `${siteConfig.basePath}${siteConfig.search.embedded.apiPath}${pathname}${search}`,
    request.url,
  )
  return NextResponse.rewrite(target)
}
