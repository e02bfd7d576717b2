/** @jest-environment node */
import { encodeAnswerEvent, parseAnswerEvent, readAnswerStream, type AnswerResponse } from './stream'
import type { AnswerEvent } from './types'

const source = {
  number: 1,
  url: '/3.5.6/docs/server/security#csrf',
  pageTitle: 'Security',
  headings: ['CSRF'],
  section: 'Server',
}
const answer: AnswerEvent[] = [
  {
    type: 'sentence',
    index: 0,
    text: 'Exclude the endpoints.',
    html: 'Exclude the <mark>endpoints</mark>.',
    source,
  },
  { type: 'sources', sources: [source] },
  { type: 'done' },
]

/** A streamed response whose body arrives in the given pieces. */
function streamed(pieces: string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece))
      controller.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' }, ...init })
}

async function collect(response: AnswerResponse): Promise<AnswerEvent[]> {
  const events: AnswerEvent[] = []
  for await (const event of readAnswerStream(response)) events.push(event)
  return events
}

describe('answer events on the wire', () => {
  it('are one JSON object per line and parse back unchanged', () => {
    for (const event of answer) {
      const line = encodeAnswerEvent(event)
      expect(line.endsWith('\n')).toBe(true)
      expect(line.slice(0, -1)).not.toContain('\n')
      expect(parseAnswerEvent(JSON.parse(line))).toEqual(event)
    }
  })

  it('are refused when malformed', () => {
    expect(parseAnswerEvent({ type: 'sentence', index: 0, text: 'x', html: 'x' })).toBeNull()
    expect(parseAnswerEvent({ type: 'sources', sources: [{ url: 1 }] })).toBeNull()
    expect(parseAnswerEvent({ type: 'no-answer', message: 'x', related: [{}] })).toBeNull()
    expect(parseAnswerEvent({ type: 'unknown' })).toBeNull()
    expect(parseAnswerEvent([1])).toBeNull()
    expect(parseAnswerEvent({ type: 'error', message: 'x', status: '500' })).toEqual({
      type: 'error',
      message: 'x',
    })
  })
})

describe('readAnswerStream', () => {
  it('yields the events however the lines are cut into chunks', async () => {
    const text = answer.map(encodeAnswerEvent).join('')
    const pieces = [text.slice(0, 7), text.slice(7, 8), text.slice(8, 150), text.slice(150)]
    expect(await collect(streamed(pieces))).toEqual(answer)
  })

  it('decodes characters split between chunks', async () => {
    const event: AnswerEvent = { type: 'no-answer', message: 'Überwachung – nicht gedeckt', related: [] }
    const bytes = new TextEncoder().encode(encodeAnswerEvent(event) + encodeAnswerEvent({ type: 'done' }))
    const insideU = bytes.indexOf(0xc3) + 1
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, insideU))
        controller.enqueue(bytes.slice(insideU))
        controller.close()
      },
    })
    expect(await collect(new Response(body))).toEqual([event, { type: 'done' }])
  })

  it('skips blank, broken and unknown lines', async () => {
    const lines = ['\n', '{not json\n', '{"type":"later-feature"}\n', encodeAnswerEvent({ type: 'done' })]
    expect(await collect(streamed(lines))).toEqual([{ type: 'done' }])
  })

  it('reports an answer cut off before its end', async () => {
    expect(await collect(streamed([encodeAnswerEvent(answer[0] as AnswerEvent)]))).toEqual([
      answer[0],
      { type: 'error', message: expect.stringMatching(/cut off/) },
      { type: 'done' },
    ])
  })

  it('turns a refused request into an error event with its status and Retry-After', async () => {
    const response = new Response(JSON.stringify({ message: 'Too many questions.', status: 429 }), {
      status: 429,
      headers: { 'retry-after': '17', 'content-type': 'application/json' },
    })
    expect(await collect(response)).toEqual([
      { type: 'error', message: 'Too many questions.', status: 429, retryAfterSeconds: 17 },
      { type: 'done' },
    ])
  })

  it('keeps a generic message when the refusal is not our JSON', async () => {
    const [event] = await collect(new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(event).toEqual({ type: 'error', message: expect.any(String), status: 502 })
  })

  it('stops reading after done, and cancels the body when its reader stops early', async () => {
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(encodeAnswerEvent(answer[0] as AnswerEvent)))
      },
      cancel() {
        cancelled = true
      },
    })
    for await (const event of readAnswerStream(new Response(body))) {
      expect(event.type).toBe('sentence')
      break
    }
    expect(cancelled).toBe(true)
  })
})
