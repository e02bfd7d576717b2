/**
 * The wire format of an answer: newline-delimited JSON (`application/x-ndjson`), one event per
 * line, written by the endpoint as the answer is composed and read by the dialog as it arrives.
 */
import { askStrings } from './strings'
import type { AnswerEvent, AnswerSource, RelatedPage } from './types'

export const ANSWER_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8'

export function encodeAnswerEvent(event: AnswerEvent): string {
  return `${JSON.stringify(event)}\n`
}

type JsonObject = Record<string, unknown>

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isSource(value: unknown): value is AnswerSource {
  return (
    isObject(value) &&
    typeof value.number === 'number' &&
    typeof value.url === 'string' &&
    typeof value.pageTitle === 'string' &&
    typeof value.section === 'string' &&
    Array.isArray(value.headings) &&
    value.headings.every((heading) => typeof heading === 'string')
  )
}

function isRelatedPage(value: unknown): value is RelatedPage {
  return (
    isObject(value) &&
    typeof value.url === 'string' &&
    typeof value.title === 'string' &&
    typeof value.section === 'string'
  )
}

/** An event as the dialog may trust it, or `null` for anything else (unknown events are skipped). */
export function parseAnswerEvent(value: unknown): AnswerEvent | null {
  if (!isObject(value)) return null
  switch (value.type) {
    case 'sentence':
      return typeof value.index === 'number' &&
        typeof value.text === 'string' &&
        typeof value.html === 'string' &&
        isSource(value.source)
        ? { type: 'sentence', index: value.index, text: value.text, html: value.html, source: value.source }
        : null
    case 'sources':
      return Array.isArray(value.sources) && value.sources.every(isSource)
        ? { type: 'sources', sources: value.sources }
        : null
    case 'no-answer':
      return typeof value.message === 'string' &&
        Array.isArray(value.related) &&
        value.related.every(isRelatedPage)
        ? { type: 'no-answer', message: value.message, related: value.related }
        : null
    case 'error':
      return typeof value.message === 'string'
        ? {
            type: 'error',
            message: value.message,
            ...(typeof value.status === 'number' ? { status: value.status } : {}),
            ...(typeof value.retryAfterSeconds === 'number'
              ? { retryAfterSeconds: value.retryAfterSeconds }
              : {}),
          }
        : null
    case 'done':
      return { type: 'done' }
    default:
      return null
  }
}

/** What `readAnswerStream` needs of a `fetch` response. */
export interface AnswerResponse {
  ok: boolean
  status: number
  headers: { get(name: string): string | null }
  body: ReadableStream<Uint8Array> | null
  text(): Promise<string>
}

function parseLine(line: string): AnswerEvent | null {
  if (line.trim() === '') return null
  try {
    return parseAnswerEvent(JSON.parse(line))
  } catch {
    return null
  }
}

/** A refused request (`{message, status}` JSON) as an error event, with Retry-After for 429. */
async function refusal(response: AnswerResponse): Promise<AnswerEvent> {
  let message: string = askStrings.failed
  try {
    const json: unknown = JSON.parse(await response.text())
    if (isObject(json) && typeof json.message === 'string') message = json.message
  } catch {
    // Not our JSON (a proxy's error page): the generic message will do.
  }
  const retryAfter = Number(response.headers.get('retry-after'))
  return {
    type: 'error',
    message,
    status: response.status,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  }
}

/**
 * The events of an answer as they arrive. A refused request yields one error event; a stream that
 * ends before its `done` event yields an error event saying the answer was cut off. Either way the
 * last event is `done` — unless `signal` aborts, which ends the events quietly.
 */
export async function* readAnswerStream(
  response: AnswerResponse,
  signal?: AbortSignal,
): AsyncGenerator<AnswerEvent, void, undefined> {
  if (!response.ok || !response.body) {
    yield await refusal(response)
    yield { type: 'done' }
    return
  }
  const reader = response.body.getReader()
  // `fetch` errors the body when its signal aborts; any other body is cancelled here.
  const cancel = () => void reader.cancel().catch(() => undefined)
  signal?.addEventListener('abort', cancel, { once: true })
  const decoder = new TextDecoder()
  let buffered = ''
  let finished = false
  let atEnd = false
  try {
    while (!finished && !atEnd) {
      const { value, done } = await reader.read()
      atEnd = done
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffered.split('\n')
      buffered = done ? '' : (lines.pop() ?? '')
      for (const line of lines) {
        const event = parseLine(line)
        if (!event) continue
        yield event
        if (event.type === 'done') {
          finished = true
          break
        }
      }
    }
  } catch {
    // The connection broke; reported below as a cut-off answer.
  } finally {
    signal?.removeEventListener('abort', cancel)
    // Also when the reader of this generator stops early: the rest of the answer is not wanted.
    if (!atEnd) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
  if (signal?.aborted) return
  if (!finished) {
    yield { type: 'error', message: askStrings.interrupted }
    yield { type: 'done' }
  }
}
