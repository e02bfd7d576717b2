/**
 * A doc page as Markdown over HTTP, from the current content release: `<route>.md`
 * (`/3.5.6/docs/server/security.md`, through proxy.ts and pages/api/markdown/), and the page's own
 * URL when the client asks for `text/markdown` (answered before Next.js's routing by the production
 * server, see {@link offerMarkdownRoute}). Refusals are JSON `{message, status}` like the other
 * endpoints'; nothing in an answer names a file or a stack.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { siteConfig } from '../../site.config'
import { withBasePath } from '../site-links'
import { prefersMarkdown } from '../http/accept'
import { sendJsonMessage } from '../http/json-answer'
import { methodNotAllowedHeaders } from '../http/method-not-allowed'
import { offerFastRoute } from '../server/fast-routes.cjs'
import { docMarkdownAt } from './llms-text'
import { releaseTracker } from './server'

/** Longer paths are no page of this site (and are not decoded or looked up). */
const MAX_PATH_LENGTH = 1024

export type MarkdownPath = { ok: true; route: string } | { ok: false; status: number; message: string }

/**
 * The doc route a path below the base path asks for: `/docs/server/security.md` or (negotiated)
 * `/docs/server/security` → `/docs/server/security`; `/docs.md` → `/docs`.
 */
export function markdownRouteOf(sitePath: string, { suffix }: { suffix: boolean }): MarkdownPath {
  if (sitePath.length > MAX_PATH_LENGTH) return { ok: false, status: 414, message: 'The path is too long.' }
  let decoded: string
  try {
    decoded = decodeURIComponent(sitePath)
  } catch {
    return { ok: false, status: 400, message: 'The path is not valid percent-encoding.' }
  }
  if (/[\u0000-\u001f\\]/.test(decoded) || decoded.split('/').some((part) => part === '..' || part === '.'))
    return { ok: false, status: 400, message: 'The path is not a page path.' }
  const route = suffix ? decoded.replace(/\.md$/, '') : decoded
  if (suffix && route === decoded)
    return { ok: false, status: 404, message: 'Only doc pages have a Markdown version.' }
  if (route !== '/docs' && !route.startsWith('/docs/'))
    return { ok: false, status: 404, message: 'Only doc pages have a Markdown version.' }
  return { ok: true, route: route.replace(/\/+$/, '') || '/docs' }
}

/**
 * Answers a request for a doc's Markdown. `negotiated`: asked for at the page's own URL with
 * `Accept: text/markdown` (the answer then varies by `Accept`).
 */
export async function serveDocMarkdown(
  req: IncomingMessage,
  res: ServerResponse,
  sitePath: string,
  { negotiated }: { negotiated: boolean },
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJsonMessage(res, 405, 'A page is read with GET or HEAD.', methodNotAllowedHeaders(['GET', 'HEAD']))
    return
  }
  const asked = markdownRouteOf(sitePath, { suffix: !negotiated })
  if (!asked.ok) {
    sendJsonMessage(res, asked.status, asked.message)
    return
  }
  const release = await releaseTracker().current()
  const markdown = docMarkdownAt(release, asked.route)
  if (markdown === undefined) {
    sendJsonMessage(res, 404, `No doc page at ${withBasePath(asked.route)} has a Markdown version.`)
    return
  }
  const body = Buffer.from(markdown, 'utf8')
  res.writeHead(200, {
    'Content-Type': 'text/markdown; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': `public, max-age=0, s-maxage=${siteConfig.revalidateSeconds}, stale-while-revalidate`,
    'X-Content-Type-Options': 'nosniff',
    Link: `<${siteConfig.url}${withBasePath(asked.route)}>; rel="canonical"`,
    ...(negotiated ? { Vary: 'Accept' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

const DOCS_PREFIX = withBasePath('/docs')

/** The path below the base path of a doc page's URL (query and fragment dropped), if it is one. */
function docSitePath(url: string): string | undefined {
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  if (pathname !== DOCS_PREFIX && !pathname.startsWith(`${DOCS_PREFIX}/`)) return undefined
  return pathname.slice(siteConfig.basePath.length)
}

/**
 * Offers the production server (lib/server/fast-routes.cjs) the doc pages' Markdown: a doc URL
 * asked for with `Accept: text/markdown`, and `<route>.md`, answered before Next.js's routing.
 * Negotiation cannot be a rewrite or a proxy rule: with either, Next.js fetches every statically
 * generated page's data again after hydration (see proxy.ts). Called once at start
 * (instrumentation.ts); without the production server (`next dev`), `<route>.md` still
 * works through proxy.ts and the API route.
 */
export function offerMarkdownRoute(): void {
  offerFastRoute({
    name: 'docs-markdown',
    match: (url, req) => {
      const sitePath = docSitePath(url)
      if (sitePath === undefined) return false
      return sitePath.endsWith('.md') || prefersMarkdown(req.headers.accept)
    },
    handle: (req, res) => {
      const sitePath = docSitePath(req.url ?? '') ?? '/docs'
      return serveDocMarkdown(req, res, sitePath, { negotiated: !sitePath.endsWith('.md') })
    },
  })
}
