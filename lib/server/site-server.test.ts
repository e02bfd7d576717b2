/** @jest-environment node */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { offerFastRoute } from './fast-routes.cjs'
import { createSiteServer, requestInProcess } from './site-server.cjs'

/** A request over the network to a server listening on a free port of 127.0.0.1. */
async function over(
  server: http.Server,
  request: { method?: string; path: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the site server (lib/server/site-server.cjs)', () => {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-static-'))
  const seen: string[] = []
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    seen.push(req.url ?? '')
    res.setHeader('content-type', 'text/plain')
    res.end(`next: ${req.method} ${req.url}`)
  }
  let server: http.Server

  beforeEach(() => {
    seen.length = 0
    server = createSiteServer({
      handle,
      staticDir,
      env: {
        NODE_ENV: 'production',
        HTTP_HEADERS_TIMEOUT_MS: '4000',
        HTTP_REQUEST_TIMEOUT_MS: '8000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '1234',
      },
    })
  })
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }))

  it('takes its connection bounds from the environment', () => {
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([
      4000, 8000, 1234,
    ])
    // Node.js has the setting since 18.12; its types do not name it yet.
    const checking = (server as http.Server & { connectionsCheckingInterval: number })
      .connectionsCheckingInterval
    expect(checking).toBe(1000)
  })

  it('hands Next.js a path, with the security headers already set', async () => {
    const answer = await over(server, { path: 'http://evil.example/3.5.6/docs?x=1' })
    expect(answer.body).toBe('next: GET /3.5.6/docs?x=1')
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
    expect(answer.headers['x-frame-options']).toBe('DENY')
  })

  it('answers a target without a path itself, as JSON with the security headers, before Next.js', async () => {
    const answer = await over(server, { method: 'GET', path: '*' })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400 })
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(seen).toEqual([])
  })

  it('answers an offered fast route before Next.js, and its failure as a JSON 500 without details', async () => {
    offerFastRoute({
      name: 'site-server-test',
      match: (url) => url.startsWith('/fast/'),
      handle: async (req, res) => {
        if (req.url === '/fast/broken') throw new Error('a secret detail')
        res.end('fast')
      },
    })
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await over(server, { path: '/fast/ok' })).body).toBe('fast')
    const broken = await over(server, { path: '/fast/broken' })
    expect(broken.status).toBe(500)
    expect(broken.body).not.toContain('secret')
    expect(log).toHaveBeenCalledWith('[site-server-test] Error: a secret detail')
    log.mockRestore()
    expect(seen).toEqual([])
    expect((await over(server, { path: '/slow' })).body).toBe('next: GET /slow')
  })

  it('answers an unknown Expect with a JSON 417 carrying the security headers', async () => {
    const answer = await over(server, { path: '/', headers: { expect: 'something-else' } })
    expect(answer.status).toBe(417)
    expect(JSON.parse(answer.body).message).toContain('100-continue')
    expect(answer.headers['x-frame-options']).toBe('DENY')
  })

  it('sends a request through every listener in-process, without listening on any port', async () => {
    const answer = await requestInProcess(server, {
      method: 'POST',
      path: '/3.5.6/api/revalidate',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(server.listening).toBe(false)
    expect(answer).toEqual({ status: 200, body: 'next: POST /3.5.6/api/revalidate' })
  })
})
