/**
 * `npm start` as an operator configures it: behind a trusted proxy (TRUSTED_PROXIES) and with the
 * connection bounds of lib/server/http-timeouts.cjs, here short ones so that the test need not wait
 * for the 30 s default. Plain HTTP, no browser.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { siteConfig } from '../site.config'
import { freePort, startSite, type RunningSite } from './support/server'

const root = path.resolve(__dirname, '..')

interface RawExchange {
  /** What the server answered before the connection closed ('' for nothing). */
  answer: string
  /** Whether everything the client meant to send was sent before the connection closed. */
  finished: boolean
}

/**
 * Sends `head` at once, then `rest` one byte every `everyMs`, until the server closes the
 * connection (or the client has sent everything and the server has answered).
 */
function trickle(port: number, head: string, rest: string, everyMs: number): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    let answer = ''
    let sent = 0
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head)
      const timer = setInterval(() => {
        if (sent === rest.length || socket.destroyed) return
        socket.write(rest[sent] as string)
        sent += 1
      }, everyMs)
      socket.on('close', () => {
        clearInterval(timer)
        resolve({ answer, finished: sent === rest.length })
      })
    })
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the server's answer is the server closing on us, which the test looks at.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
  })
}

/** Runs `npm start`'s launcher until it exits; resolves its exit code and output. */
function startAndExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return freePort().then(
    (port) =>
      new Promise((resolve) => {
        let output = ''
        const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
          cwd: root,
          env: {
            ...process.env,
            CONTENT_WATCH: 'false',
            PORT: String(port),
            HOST: '127.0.0.1',
            PWD: root,
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('exit', (code) => resolve({ code, output }))
      }),
  )
}

describe('behind a trusted proxy, with short connection bounds', () => {
  let site: RunningSite
  let port: number
  beforeAll(async () => {
    site = await startSite({
      env: {
        TRUSTED_PROXIES: '127.0.0.1, ::1',
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
      },
    })
    port = Number(new URL(site.origin).port)
  })
  afterAll(async () => {
    await site?.stop()
  })

  const question = JSON.stringify({ question: 'What is the capital of France?' })
  const ask = (forwardedFor: string) =>
    fetch(`${site.base}/api/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: question,
    })

  it('counts each forwarded client on its own, and a client cannot escape by prefixing another address', async () => {
    for (let i = 0; i < siteConfig.search.ask.questionsPerMinute; i++) {
      const response = await ask('203.0.113.5')
      expect(response.status).toBe(200)
      await response.text()
    }
    for (const forwarded of ['203.0.113.5', '198.51.100.1, 203.0.113.5', '::ffff:203.0.113.5']) {
      const refused = await ask(forwarded)
      expect({ forwarded, status: refused.status }).toEqual({ forwarded, status: 429 })
      await refused.text()
    }
    const other = await ask('203.0.113.6')
    expect(other.status).toBe(200)
    await other.text()
  })

  it('answers 408 and closes a request whose body arrives one byte at a time, before the body is complete', async () => {
    const body = JSON.stringify({ question: `How do I secure the server? ${'x'.repeat(40)}` })
    const head = (target: string) =>
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`
    const exchanges = await Promise.all([
      trickle(port, head('/3.5.6/api/ask'), body, 500),
      trickle(port, head('/3.5.6/api/search/1/indexes/*/queries'), body, 500),
    ])
    for (const exchange of exchanges) {
      expect(exchange.finished).toBe(false)
      expect(exchange.answer).toMatch(/^HTTP\/1\.1 408 /)
    }
  })

  it('answers 408 and closes a request whose headers arrive one line at a time', async () => {
    const headers = Array.from({ length: 30 }, (_, i) => `X-Slow-${i}: ${i}\r\n`).join('')
    const exchange = await trickle(
      port,
      'GET /3.5.6/docs HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      `${headers}\r\n`,
      300,
    )
    expect(exchange.finished).toBe(false)
    expect(exchange.answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('leaves normal requests alone, including a kept-alive connection that stayed idle past the bounds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = (target: string) =>
      new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
        const request = http.get(`${site.base}${target}`, { agent }, (response) => {
          response.resume()
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
          )
        })
        request.on('error', reject)
      })
    try {
      await expect(get('/docs/server/security')).resolves.toEqual({ status: 200, reusedSocket: false })
      // Idle while a slow request is cut off (longer than both bounds), then used again.
      const slow = await trickle(
        port,
        'POST /3.5.6/api/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 50\r\n\r\n',
        'x'.repeat(50),
        500,
      )
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /)
      await expect(get('/faq')).resolves.toEqual({ status: 200, reusedSocket: true })
    } finally {
      agent.destroy()
    }
    const answer = await ask('192.0.2.44')
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('"type":"done"')
  })
})

/** Sends `request` as it is and resolves everything the server answered before it closed. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.on('close', () => resolve(answer))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    // Each request here is answered and closed by the server, or by the client once answered.
    socket.setTimeout(10_000, () => socket.destroy())
  })
}

const SECURITY_HEADERS =
  /\r\ncontent-security-policy: [^\r]+\r\n(?:.*\r\n)*?x-content-type-options: nosniff\r\n/i

describe('requests the HTTP layer answers before any page or route', () => {
  let site: RunningSite
  let port: number
  beforeAll(async () => {
    site = await startSite({ env: { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' } })
    port = Number(new URL(site.origin).port)
  })
  afterAll(async () => {
    await site?.stop()
  })

  const close = 'Host: 127.0.0.1\r\nConnection: close\r\n'

  it('answers OPTIONS * with the methods, and GET * with a JSON 400, with no stack trace in the log', async () => {
    const options = await exchange(port, `OPTIONS * HTTP/1.1\r\n${close}\r\n`)
    expect(options).toMatch(/^HTTP\/1\.1 204 /)
    expect(options).toMatch(/\r\nallow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n/i)
    expect(options).toMatch(SECURITY_HEADERS)
    const get = await exchange(port, `GET * HTTP/1.1\r\n${close}\r\n`)
    expect(get).toMatch(/^HTTP\/1\.1 400 /)
    expect(get).toMatch(SECURITY_HEADERS)
    expect(get).toContain('"status":400')
    expect(site.output()).not.toMatch(/\n\s+at /)
  })

  it("never copies an absolute-form target's host into a redirect", async () => {
    const answer = await exchange(port, `GET http://evil.example/3.5.6/docs/ HTTP/1.1\r\n${close}\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 30[178] /)
    expect(answer).toMatch(/\r\nlocation: \/3\.5\.6\/docs\r\n/i)
    expect(answer).not.toContain('evil.example')
  })

  it.each([
    ['headers over 16 kB', `GET /3.5.6/docs HTTP/1.1\r\n${close}X-Big: ${'x'.repeat(20_000)}\r\n\r\n`, 431],
    ['malformed framing', `POST /3.5.6/api/ask HTTP/1.1\r\n${close}Content-Length: abc\r\n\r\n`, 400],
    [
      'an unknown expectation',
      `POST /3.5.6/api/ask HTTP/1.1\r\n${close}Expect: 200-ok\r\nContent-Length: 2\r\n\r\n{}`,
      417,
    ],
    ['headers that never end', `GET /3.5.6/docs HTTP/1.1\r\nHost: 127.0.0.1\r\n`, 408],
  ])("answers %s with Node's status, the security headers and a JSON body", async (_, request, status) => {
    const answer = await exchange(port, request)
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
    expect(answer).toMatch(SECURITY_HEADERS)
    expect(answer).toContain(`"status":${status}}`)
  })

  it('answers the error page by its URL with 404, not 500', async () => {
    const response = await fetch(`${site.base}/500`)
    expect(response.status).toBe(404)
    await response.text()
  })
})

describe('npm start refuses a bad server setting, naming it', () => {
  it('refuses a TRUSTED_PROXIES entry that is not an address or range', async () => {
    const { code, output } = await startAndExit({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/33' })
    expect(code).not.toBe(0)
    expect(output).toContain('TRUSTED_PROXIES: "10.0.0.0/33"')
  })

  it('refuses a timeout that is not a number of milliseconds', async () => {
    const { code, output } = await startAndExit({ HTTP_REQUEST_TIMEOUT_MS: '30s' })
    expect(code).not.toBe(0)
    expect(output).toContain('HTTP_REQUEST_TIMEOUT_MS: "30s"')
  })
})
