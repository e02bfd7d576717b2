/**
 * `POST /api/revalidate`: brings the pages up to the current content release. Called by
 * `npm run content:publish` after a publish, by a Git host (signed), by CI with the shared secret,
 * or by this server itself when it sees a new release (lib/releases/server.ts). The checks are in
 * lib/releases/webhook.ts, which pages and in what order in lib/releases/page-refresh.ts; this
 * route reads the request and hands each page to Next.js's `res.revalidate`. Its answers never
 * carry server paths, commands or stack traces: those go to the server log.
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { readBody } from '@/lib/http/read-body'
import { pageRefresher } from '@/lib/releases/server'
import { processServer } from '@/lib/server/process-server.cjs'
import { checkWebhookAccess, parseWebhookBody } from '@/lib/releases/webhook'
import { siteConfig } from '@/site.config'

export const config = { api: { bodyParser: false } }

function reply(res: NextApiResponse, status: number, message: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.status(status).json({ message, status })
}

export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  const secret = process.env.REVALIDATE_SECRET?.trim() || undefined
  const access = checkWebhookAccess({
    method: req.method,
    headers: req.headers,
    configuredSecret: secret,
    internalToken: processServer()?.token,
  })
  if (!access.ok) return reply(res, access.status, access.message, access.headers)
  const body = await readBody(req, access.bodyLimit)
  if (!body.ok) return reply(res, body.status, body.message)
  const request = parseWebhookBody(access, body, secret)
  if (!request.ok) return reply(res, request.status, request.message)
  // Named paths one request at a time; a refresh to the current release joins the queue at once.
  const started = performance.now()
  const refresher = pageRefresher()
  const first = refresher.beforeFirstRefresh && !request.paths
  const refreshed = await refresher.refresh(
    (route) => res.revalidate(`${siteConfig.basePath}${route === '/' ? '' : route}`),
    request.paths,
  )
  // Said for every refresh that regenerated something, and for a process's first (which may have
  // nothing to do: a shared page cache already showing the release).
  if (refreshed && (first || refreshed.revalidated.length + refreshed.failed.length > 0)) {
    console.log(
      `[content] pages of release ${refreshed.release}: ${refreshed.revalidated.length} regenerated${refreshed.failed.length ? `, ${refreshed.failed.length} failed` : ''} in ${Math.round(performance.now() - started)} ms`,
    )
  }
  if (!refreshed) {
    return reply(
      res,
      503,
      'The content store cannot be reached; pages keep their current release. Try again shortly.',
    )
  }
  res.status(200).json(refreshed)
}
