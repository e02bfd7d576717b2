/**
 * The content watcher's preview service: the process that publishes (and so has the compiler, the
 * highlighter and the renderer loaded and warm) also renders writers' unsaved drafts, for the
 * CMS's preview pane and the site's draft mode. It listens on a Unix socket (`CMS_PREVIEW_SOCKET`,
 * chosen by `npm start` and `npm run dev`, readable by this user only), never on the network: the
 * site's own `/api/admin/preview` and `/api/admin/draft` are its only callers, after their access
 * checks (`preview-client.ts`).
 */
import fs from 'node:fs'
import http from 'node:http'
import type { PagePreview } from '../releases/page-preview'
import { readBody } from '../http/read-body'
import { sendJsonAnswer, sendJsonMessage } from '../http/json-answer'

/** The largest draft accepted (the site's largest page is about 60 kB). */
export const MAX_DRAFT_BYTES = 1024 * 1024

export interface PreviewRequest {
  /** Below content/: `docs/server/02-security.md`. */
  path: string
  source: string
}

export function parsePreviewRequest(text: string): PreviewRequest | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'The body is not JSON.'
  }
  const { path, source } = (value ?? {}) as Partial<Record<keyof PreviewRequest, unknown>>
  if (
    typeof path !== 'string' ||
    !/^(docs|blog|pages)\/[^\0]+\.mdx?$/.test(path) ||
    path.split('/').includes('..')
  ) {
    return 'path must name a page below content/ (docs/…, blog/… or pages/…, .md or .mdx).'
  }
  if (typeof source !== 'string') return 'source must be the text of the page.'
  return { path, source }
}

export function startPreviewService(
  socketPath: string,
  preview: (path: string, source: string) => Promise<PagePreview>,
): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST') return sendJsonMessage(res, 405, 'Use POST.', { Allow: 'POST' })
    const body = await readBody(req, MAX_DRAFT_BYTES)
    if (!body.ok) return sendJsonMessage(res, body.status, body.message)
    const request = parsePreviewRequest(body.text)
    if (typeof request === 'string') return sendJsonMessage(res, 400, request)
    try {
      sendJsonAnswer(res, 200, await preview(request.path, request.source))
    } catch (error) {
      console.error(`content: preview of ${request.path} failed:`, error)
      sendJsonAnswer(res, 200, { ok: false, problems: [`The preview failed: ${(error as Error).message}`] })
    }
  })
  fs.rmSync(socketPath, { force: true })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      fs.chmodSync(socketPath, 0o600)
      resolve(server)
    })
  })
}
