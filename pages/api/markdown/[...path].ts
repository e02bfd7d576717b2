/**
 * `${basePath}/api/markdown/docs/<route>.md`: a doc page's Markdown (lib/releases/markdown-handler.ts).
 * Readers use `${basePath}/docs/<route>.md`, which proxy.ts rewrites here (and which the production
 * server answers before routing, with the `Accept: text/markdown` form of the page's own URL).
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { serveDocMarkdown } from '@/lib/releases/markdown-handler'

export const config = { api: { bodyParser: false } }

export default async function markdownEndpoint(req: NextApiRequest, res: NextApiResponse) {
  const segments = req.query.path
  const sitePath = `/${(Array.isArray(segments) ? segments : [segments ?? '']).map(encodeURIComponent).join('/')}`
  await serveDocMarkdown(req, res, sitePath, { negotiated: false })
}
