/** @jest-environment node */
import { ASK_ENDPOINT, askQuestion } from './client'
import { encodeAnswerEvent, type AnswerResponse } from './stream'
import type { AnswerEvent } from './types'

async function collect(events: AsyncIterable<AnswerEvent>): Promise<AnswerEvent[]> {
  const list: AnswerEvent[] = []
  for await (const event of events) list.push(event)
  return list
}

describe('askQuestion', () => {
  it('posts the question and its history to the site’s endpoint and yields the streamed events', async () => {
    const fetch = jest.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(
          encodeAnswerEvent({ type: 'no-answer', message: 'No.', related: [] }) +
            encodeAnswerEvent({ type: 'done' }),
        ) as AnswerResponse,
      ),
    )
    const request = { question: 'And for Teams?', history: [{ question: 'Slack?' }] }
    expect(await collect(askQuestion(request, { fetch }))).toEqual([
      { type: 'no-answer', message: 'No.', related: [] },
      { type: 'done' },
    ])
    expect(ASK_ENDPOINT).toBe('/3.5.6/api/ask')
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/3.5.6/api/ask')
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } })
    expect(JSON.parse(init.body as string)).toEqual(request)
  })

  it('turns a network failure into an error event', async () => {
    const fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await collect(askQuestion({ question: 'q', history: [] }, { fetch }))).toEqual([
      { type: 'error', message: expect.stringMatching(/network/) },
      { type: 'done' },
    ])
  })

  it('ends quietly when the caller aborts', async () => {
    const controller = new AbortController()
    controller.abort()
    const fetch = () => Promise.reject(new DOMException('Aborted', 'AbortError'))
    expect(
      await collect(askQuestion({ question: 'q', history: [] }, { fetch, signal: controller.signal })),
    ).toEqual([])
  })

  it('stops yielding once the caller aborts mid-answer', async () => {
    const controller = new AbortController()
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode(encodeAnswerEvent({ type: 'sources', sources: [] })))
      },
    })
    const fetch = () => Promise.resolve(new Response(body) as AnswerResponse)
    const events: AnswerEvent[] = []
    for await (const event of askQuestion(
      { question: 'q', history: [] },
      { fetch, signal: controller.signal },
    )) {
      events.push(event)
      controller.abort()
    }
    expect(events).toEqual([{ type: 'sources', sources: [] }])
  })
})
