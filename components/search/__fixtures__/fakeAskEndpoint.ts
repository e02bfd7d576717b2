/**
 * A fake `fetch` for the question endpoint: records each request and answers with an NDJSON
 * stream the test writes event by event (or a scripted answer, or a refusal such as 429).
 * jsdom lacks the stream globals `readAnswerStream` uses; Node's are installed.
 */
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web'
import { TextDecoder, TextEncoder } from 'node:util'
import type { AnswerResponse } from '@/lib/ask/stream'
import { encodeAnswerEvent } from '@/lib/ask/stream'
import type { AnswerEvent, AnswerRequest } from '@/lib/ask/types'

Object.assign(globalThis, { ReadableStream, TextEncoder, TextDecoder })

export interface Refusal {
  status: number
  message: string
  retryAfter?: number
}

export interface FakeAnswer {
  request: AnswerRequest
  send: (event: AnswerEvent) => void
  close: () => void
  readonly aborted: boolean
}

/** What the endpoint does with a request: stream these events, refuse, or (undefined) wait for the test. */
export type AskScript = (request: AnswerRequest) => AnswerEvent[] | Refusal | undefined

export function createFakeAskEndpoint(script: AskScript = () => undefined) {
  const answers: FakeAnswer[] = []
  const fetch = async (_url: string, init: RequestInit): Promise<AnswerResponse> => {
    const request = JSON.parse(init.body as string) as AnswerRequest
    const scripted = script(request)
    if (scripted && !Array.isArray(scripted)) {
      answers.push({ request, send: () => undefined, close: () => undefined, aborted: false })
      return {
        ok: false,
        status: scripted.status,
        headers: {
          get: (name) =>
            name.toLowerCase() === 'retry-after' && scripted.retryAfter ? String(scripted.retryAfter) : null,
        },
        body: null,
        text: async () => JSON.stringify({ message: scripted.message }),
      }
    }
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController
      },
    })
    const encoder = new TextEncoder()
    let aborted = false
    init.signal?.addEventListener('abort', () => (aborted = true))
    const answer: FakeAnswer = {
      request,
      send: (event) => {
        try {
          controller?.enqueue(encoder.encode(encodeAnswerEvent(event)))
        } catch {
          // Cancelled by the reader (aborted): nobody listens any more.
        }
      },
      close: () => {
        try {
          controller?.close()
        } catch {
          // Already cancelled.
        }
      },
      get aborted() {
        return aborted
      },
    }
    answers.push(answer)
    if (scripted) {
      scripted.forEach(answer.send)
      answer.close()
    }
    return {
      ok: true,
      status: 200,
      headers: { get: () => null },
      body: body as unknown as globalThis.ReadableStream<Uint8Array>,
      text: async () => '',
    }
  }
  return { fetch, answers, requests: () => answers.map((answer) => answer.request) }
}
