/**
 * The embedded search endpoint as a plain Node.js request listener: reads the body (bounded),
 * answers through the framework-free protocol handler (http-handler.ts) and gzips the answer in one
 * call, a large one on the thread pool (lib/http/compress-body.ts). The Next.js API route uses it, and so does the server's fast
 * path for search (lib/server/fast-routes.cjs), which answers search requests before Next.js's
 * routing: at the rate readers type, routing costs more than the search itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { compressBodyOffThread } from '../../http/compress-body'
import { readBody } from '../../http/read-body'
import { DEFAULT_MAX_BODY_BYTES, errorResponse, handleSearchHttp, type SearchHttpDeps } from './http-handler'

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  )
}

/**
 * Answers one request. `protocolPath` is the path below the endpoint's mount point
 * (`/1/indexes/*\/queries`), percent-encoded as it arrived.
 */
export async function serveSearchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  protocolPath: string,
  deps: SearchHttpDeps,
): Promise<void> {
  const body = await readBody(req, DEFAULT_MAX_BODY_BYTES)
  const requestHeaders = headersOf(req)
  const response = body.ok
    ? await handleSearchHttp(
        {
          method: req.method ?? 'GET',
          path: protocolPath,
          query: new URL(req.url ?? '/', 'http://localhost').searchParams,
          headers: requestHeaders,
          body: body.text,
        },
        deps,
      )
    : errorResponse(
        body.status,
        body.status === 413
          ? `The request body is larger than ${DEFAULT_MAX_BODY_BYTES} bytes`
          : body.message,
      )
  const encoded = await compressBodyOffThread(response.body, requestHeaders['accept-encoding'])
  res.statusCode = response.status
  for (const [name, value] of Object.entries({ ...response.headers, ...encoded.headers }))
    res.setHeader(name, value)
  res.end(encoded.body)
}

/**
 * The protocol path of a request URL below one of the mount points (`/3.5.6/api/search`,
 * `/3.5.6`), or null when the URL is not a request of one of the API `versions` there (`1`: search
 * and Insights; `2`: Analytics).
 */
export function protocolPathOf(
  url: string,
  mountPoints: readonly string[],
  versions: readonly string[] = ['1'],
): string | null {
  const pathname = url.split('?')[0] ?? ''
  for (const mount of mountPoints) {
    for (const version of versions)
      if (pathname.startsWith(`${mount}/${version}/`)) return pathname.slice(mount.length)
  }
  return null
}
