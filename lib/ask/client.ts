/**
 * The dialog's one call: post a question to the site's own endpoint and read the answer's events
 * as they stream in. Network failures become an error event, so the caller handles one sequence
 * of events whatever happens. Nothing but the site itself is ever contacted.
 */
import { withBasePath } from '@/lib/site-links'
import { askStrings } from './strings'
import { readAnswerStream, type AnswerResponse } from './stream'
import type { AnswerEvent, AnswerRequest } from './types'

/** `POST /3.5.6/api/ask`, relative to the site's origin. */
export const ASK_ENDPOINT = withBasePath('/api/ask')

export interface AskOptions {
  signal?: AbortSignal
  /** For tests; the browser's `fetch` otherwise. */
  fetch?: (url: string, init: RequestInit) => Promise<AnswerResponse>
}

export async function* askQuestion(
  request: AnswerRequest,
  options: AskOptions = {},
): AsyncGenerator<AnswerEvent, void, undefined> {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))
  let response: AnswerResponse
  try {
    response = await send(ASK_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify(request),
      signal: options.signal,
    })
  } catch {
    // Aborted by the caller (a new question, the dialog closed): nothing more to say.
    if (options.signal?.aborted) return
    yield { type: 'error', message: askStrings.unreachable }
    yield { type: 'done' }
    return
  }
  for await (const event of readAnswerStream(response, options.signal)) {
    if (options.signal?.aborted) return
    yield event
  }
}
