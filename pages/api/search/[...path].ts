/**
 * The embedded search endpoint: `${basePath}/api/search/1/indexes/...` (and `${basePath}/1/indexes/...`,
 * through `proxy.ts`). Only translates between Next.js and `handleSearchHttp`, and gzips the answer
 * itself (see `compressBody`).
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { compressBody } from '@/lib/http/compress-body'
import { readBody } from '@/lib/http/read-body'
import {
  DEFAULT_MAX_BODY_BYTES,
  errorResponse,
  handleSearchHttp,
  type SearchHttpDeps,
} from '@/lib/search/protocol/http-handler'
import { siteSearchStore } from '@/lib/releases/server'
import { createSearchHttpDeps } from '@/lib/search/store/index-store'

// The protocol needs the raw body: browsers send JSON as text/plain, and the size limit is ours.
export const config = { api: { bodyParser: false, responseLimit: false } }

let deps: SearchHttpDeps | null = null

function headersOf(req: NextApiRequest): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  )
}

export default async function searchEndpoint(req: NextApiRequest, res: NextApiResponse) {
  const store = await siteSearchStore()
  deps ??= createSearchHttpDeps(store)
  const body = await readBody(req, DEFAULT_MAX_BODY_BYTES)
  const requestHeaders = headersOf(req)
  const segments = req.query.path
  const path = `/${(Array.isArray(segments) ? segments : [segments ?? '']).map(encodeURIComponent).join('/')}`
  const response = body.ok
    ? await handleSearchHttp(
        {
          method: req.method ?? 'GET',
          path,
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
  const encoded = compressBody(response.body, requestHeaders['accept-encoding'])
  res.status(response.status)
  for (const [name, value] of Object.entries({ ...response.headers, ...encoded.headers }))
    res.setHeader(name, value)
  res.end(encoded.body)
}
