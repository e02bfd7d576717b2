/**
 * The site's side of draft previews: hands a draft to the content watcher's preview service
 * (`preview-service.ts`, a Unix socket) and returns what it rendered. Bounded: a draft of at most
 * `MAX_DRAFT_BYTES`, an answer within `PREVIEW_TIMEOUT_MS`, and at most `PREVIEWS_PER_MINUTE` per
 * writer (the preview pane asks again as the writer types, after a pause).
 */
import http from 'node:http'
import { SlidingWindowRateLimiter } from '../ask/rate-limit'
import type { PagePreview } from '../releases/page-preview'
import { MAX_DRAFT_BYTES, type PreviewRequest } from './preview-service'

export const PREVIEW_TIMEOUT_MS = 20_000
export const PREVIEWS_PER_MINUTE = 120

export type PreviewOutcome =
  { ok: true; preview: PagePreview } | { ok: false; status: number; message: string }

export class PreviewClient {
  private readonly limiter = new SlidingWindowRateLimiter({ limit: PREVIEWS_PER_MINUTE })

  constructor(private readonly socketPath: string | undefined) {}

  async preview(writer: string, request: PreviewRequest): Promise<PreviewOutcome> {
    if (!this.socketPath) {
      return {
        ok: false,
        status: 503,
        message:
          'Previews are rendered by the content watcher, which this server does not run (npm start or npm run dev on the machine with content/).',
      }
    }
    const decision = await this.limiter.take(writer)
    if (!decision.allowed)
      return {
        ok: false,
        status: 429,
        message: `Too many previews; try again in ${decision.retryAfterSeconds} s.`,
      }
    const body = JSON.stringify(request)
    if (Buffer.byteLength(body) > MAX_DRAFT_BYTES)
      return { ok: false, status: 413, message: `A draft is limited to ${MAX_DRAFT_BYTES / 1024} kB.` }
    return new Promise((resolve) => {
      const call = http.request(
        {
          socketPath: this.socketPath,
          path: '/',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          timeout: PREVIEW_TIMEOUT_MS,
        },
        (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => {
            try {
              const value = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
                PagePreview | { message?: string }
              if (answer.statusCode === 200) resolve({ ok: true, preview: value as PagePreview })
              else
                resolve({
                  ok: false,
                  status: answer.statusCode ?? 502,
                  message: (value as { message?: string }).message ?? 'The preview was refused.',
                })
            } catch {
              resolve({
                ok: false,
                status: 502,
                message: 'The preview service answered something that is not JSON.',
              })
            }
          })
        },
      )
      call.on('timeout', () => call.destroy(new Error('timeout')))
      call.on('error', (error) =>
        resolve({
          ok: false,
          status: error.message === 'timeout' ? 504 : 503,
          message:
            error.message === 'timeout'
              ? 'The preview took too long.'
              : 'The content watcher is not running or still starting; try again in a moment.',
        }),
      )
      call.end(body)
    })
  }
}
