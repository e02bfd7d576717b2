/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fixtureIndex, SECURITY_ANSWER_EVENT_TYPES } from './__fixtures__/fixture-docs'
import { createAskHandler } from './ask-handler'
import { parseTrustedProxies, type TrustedProxies } from '@/lib/server/trusted-proxies.cjs'
import { createDocsAnswerProvider } from './provider'
import { SlidingWindowRateLimiter } from './rate-limit'
import { readAnswerStream } from './stream'
import type { AnswerEvent, AnswerProvider } from './types'

const index = fixtureIndex()
let server: http.Server
let base: string
let limit = 1000
let provider: AnswerProvider = createDocsAnswerProvider({ index: () => index })
let limiter = new SlidingWindowRateLimiter({ limit })
/** The test client connects from 127.0.0.1: as a local reverse proxy would, unless a test says otherwise. */
const LOCAL_PROXY = parseTrustedProxies('127.0.0.1, ::1')
let trustedProxies: TrustedProxies = LOCAL_PROXY

beforeAll(async () => {
  // Dependencies are read per request, so each test can swap them.
  server = http.createServer(
    (req, res) =>
      void createAskHandler({ provider, limiter, trustedProxies, maxBodyBytes: 64 * 1024 })(req, res),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ask`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  limit = 1000
  limiter = new SlidingWindowRateLimiter({ limit })
  provider = createDocsAnswerProvider({ index: () => index })
  trustedProxies = LOCAL_PROXY
})

let clientCounter = 0
/** Each test is its own client (the server sees a local proxy's X-Forwarded-For). */
function post(
  body: string,
  headers: Record<string, string> = {},
  client = `198.51.100.${++clientCounter % 250}`,
) {
  return fetch(base, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body,
  })
}

async function events(response: Response): Promise<AnswerEvent[]> {
  const list: AnswerEvent[] = []
  for await (const event of readAnswerStream(response)) list.push(event)
  return list
}

describe('POST /api/ask', () => {
  it('streams the answer as newline-delimited JSON', async () => {
    const response = await post(JSON.stringify({ question: 'How do I secure the actuator endpoints?' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform')
    const text = await response.text()
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as AnswerEvent)
    expect(lines.map((event) => event.type)).toEqual(SECURITY_ANSWER_EVENT_TYPES)
    expect(lines[0]).toMatchObject({
      source: { url: '/3.5.6/docs/server/security#securing-actuator-endpoints' },
    })
  })

  it('sends each event as soon as the provider yields it', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const source = { number: 1, url: '/3.5.6/docs/x', pageTitle: 'X', headings: [], section: 'S' }
    provider = {
      name: 'slow',
      async *answer() {
        yield { type: 'sentence', index: 0, text: 'First.', html: 'First.', source }
        await gate
        yield { type: 'done' }
      },
    }
    const response = await post(JSON.stringify({ question: 'anything' }))
    const reader = readAnswerStream(response)[Symbol.asyncIterator]()
    // The first sentence arrives while the provider is still waiting.
    expect((await reader.next()).value).toMatchObject({ type: 'sentence', text: 'First.' })
    release()
    expect((await reader.next()).value).toEqual({ type: 'done' })
  })

  it('answers a follow-up with its history', async () => {
    const response = await post(
      JSON.stringify({
        question: 'and how do I test it?',
        history: [{ question: 'How do I send notifications by mail?' }],
      }),
    )
    const sources = (await events(response)).flatMap((event) =>
      event.type === 'sources' ? event.sources : [],
    )
    expect(sources.map((source) => source.url)).toEqual([
      '/3.5.6/docs/server/notifications/mail#test-the-setup',
    ])
  })

  it('streams a no-answer for a question the docs do not cover', async () => {
    const list = await events(await post(JSON.stringify({ question: 'What is the capital of France?' })))
    expect(list.map((event) => event.type)).toEqual(['no-answer', 'done'])
  })

  it.each([
    ['malformed JSON', '{"question": '],
    ['a body that is not an object', '"How?"'],
    ['a question of the wrong type', '{"question": ["How?"]}'],
    ['an empty question', '{"question": "   "}'],
    ['a question over 512 characters', JSON.stringify({ question: 'x'.repeat(513) })],
    ['a history of the wrong type', '{"question": "How?", "history": {"question": "x"}}'],
    ['an empty body', ''],
  ])('refuses %s with 400 and a JSON message', async (_, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ message: expect.any(String), status: 400 })
  })

  it('refuses a body over 64 kB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ question: 'How?', padding: 'x'.repeat(70 * 1024) })
    const declared = await post(big)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ message: expect.stringMatching(/65536 bytes/), status: 413 })

    const chunked = await rawPost(Array.from({ length: 70 }, () => 'x'.repeat(1024)))
    expect(chunked.status).toBe(413)
    expect(JSON.parse(chunked.body)).toMatchObject({ status: 413 })
  })

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405 and Allow: POST', async (method) => {
    const response = await fetch(base, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toEqual({ message: expect.any(String), status: 405 })
  })

  it('refuses a client over the rate limit with 429 and Retry-After, other clients still get answers', async () => {
    limiter = new SlidingWindowRateLimiter({ limit: 2 })
    const body = JSON.stringify({ question: 'How do I secure the actuator endpoints?' })
    for (let i = 0; i < 2; i++) expect((await post(body, {}, '203.0.113.5')).status).toBe(200)
    const refused = await post(body, {}, '203.0.113.5')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/wait \d+ seconds/), status: 429 })
    expect((await post(body, {}, '203.0.113.6')).status).toBe(200)
  })

  describe('who the client is', () => {
    const body = JSON.stringify({ question: 'How do I secure the actuator endpoints?' })
    async function useUpTheLimit(client?: string) {
      limiter = new SlidingWindowRateLimiter({ limit: 2 })
      for (let i = 0; i < 2; i++) expect((await post(body, {}, client)).status).toBe(200)
      expect((await post(body, {}, client)).status).toBe(429)
    }

    it('is the peer when no proxy is trusted: a forged X-Forwarded-For still gets 429', async () => {
      trustedProxies = parseTrustedProxies(undefined)
      await useUpTheLimit('203.0.113.5')
      for (const forged of ['203.0.113.7', '198.51.100.1, 203.0.113.8', '::1', 'unknown']) {
        const response = await post(body, {}, forged)
        expect({ forged, status: response.status }).toEqual({ forged, status: 429 })
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
      const withoutHeader = await fetch(base, { method: 'POST', body })
      expect(withoutHeader.status).toBe(429)
    })

    it('is the forwarded address when the peer is a trusted proxy, counted per forwarded client', async () => {
      trustedProxies = parseTrustedProxies('127.0.0.0/8')
      await useUpTheLimit('203.0.113.5')
      // Another client behind the same proxy has its own budget.
      expect((await post(body, {}, '203.0.113.6')).status).toBe(200)
      // The limited client cannot escape by writing another address before the one the proxy appends.
      expect((await post(body, {}, '198.51.100.1, 203.0.113.5')).status).toBe(429)
      // Its IPv4-mapped IPv6 spelling is the same client.
      expect((await post(body, {}, '::ffff:203.0.113.5')).status).toBe(429)
    })
  })

  it('answers 503 while there is no index', async () => {
    provider = createDocsAnswerProvider({ index: () => undefined })
    const response = await post(JSON.stringify({ question: 'How do I secure the server?' }))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/npm run content:publish/),
      status: 503,
    })
  })

  it('never fetches anything to answer', async () => {
    const spy = jest.spyOn(globalThis, 'fetch')
    const answered = await rawPost([
      JSON.stringify({ question: 'How do I run several servers in a cluster?' }),
    ])
    expect(answered.status).toBe(200)
    expect(answered.body).toContain('"type":"sentence"')
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})

/** A POST through Node's own client (chunked, no Content-Length), so `fetch` stays untouched. */
function rawPost(chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      base,
      { method: 'POST', headers: { 'x-forwarded-for': '192.0.2.1' } },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    for (const chunk of chunks) request.write(chunk)
    request.end()
  })
}
