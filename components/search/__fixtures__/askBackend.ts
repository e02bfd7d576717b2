/**
 * The real question endpoint for the dialog's tests: `createAskHandler` (what `POST /api/ask`
 * runs) on a loopback server, answering from the records of dialogRecords.ts, with a rate limit
 * the test sets on a clock that stands still. The dialog reaches it through `askFetch`, a `fetch`
 * over Node's own HTTP client (jsdom has none), whose body streams as the server writes it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { ReadableStream } from 'node:stream/web'
import { TextDecoder, TextEncoder } from 'node:util'
import { createAskHandler } from '@/lib/ask/ask-handler'
import { createDocsAnswerProvider } from '@/lib/ask/provider'
import { SlidingWindowRateLimiter } from '@/lib/ask/rate-limit'
import type { AnswerResponse } from '@/lib/ask/stream'
import type { AnswerRequest } from '@/lib/ask/types'
import { createSearchIndex } from '@/lib/search/engine/engine'
import { DIALOG_RECORDS } from './dialogRecords'

// readAnswerStream decodes the body with the stream globals jsdom lacks: Node's are installed.
Object.assign(globalThis, { ReadableStream, TextEncoder, TextDecoder })

export interface AskBackendOptions {
  /** Questions allowed per window; the clock does not move, so the window never ends during a test. */
  questionsPerWindow: number
  windowMs: number
}

export interface AskBackend {
  askFetch: (url: string, init: RequestInit) => Promise<AnswerResponse>
  /** Each question as the server received it. */
  requests: AnswerRequest[]
  /** The status and `Retry-After` header of each answer, as the dialog received them. */
  responses: Array<{ status: number; retryAfter: string | null }>
  close: () => Promise<void>
}

async function readAll(body: globalThis.ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return text + decoder.decode()
    text += decoder.decode(value, { stream: true })
  }
}

export async function startAskBackend(options: AskBackendOptions): Promise<AskBackend> {
  const index = createSearchIndex([...DIALOG_RECORDS])
  const requests: AnswerRequest[] = []
  const responses: AskBackend['responses'] = []
  const handler = createAskHandler({
    provider: createDocsAnswerProvider({ index: () => index }),
    limiter: new SlidingWindowRateLimiter({
      limit: options.questionsPerWindow,
      windowMs: options.windowMs,
      now: () => 1_000_000,
    }),
  })
  const server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const askFetch = (url: string, init: RequestInit) =>
    new Promise<AnswerResponse>((resolve, reject) => {
      const body = String(init.body)
      requests.push(JSON.parse(body) as AnswerRequest)
      const request = http.request(
        new URL(url, origin),
        { method: init.method, headers: init.headers as Record<string, string> },
        (response) => {
          const stream = Readable.toWeb(response) as unknown as globalThis.ReadableStream<Uint8Array>
          const header = (name: string) => {
            const value = response.headers[name.toLowerCase()]
            return value === undefined ? null : String(value)
          }
          responses.push({ status: response.statusCode ?? 0, retryAfter: header('retry-after') })
          resolve({
            ok: (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300,
            status: response.statusCode ?? 0,
            headers: { get: header },
            body: stream,
            text: () => readAll(stream),
          })
        },
      )
      init.signal?.addEventListener('abort', () => request.destroy(new Error('aborted')))
      request.on('error', reject)
      request.end(body)
    })

  return {
    askFetch,
    requests,
    responses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
