import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { originFormOf, withOriginFormTargets } from './request-target.cjs'

describe('originFormOf', () => {
  it.each([
    ['/3.5.6/docs', '/3.5.6/docs'],
    ['/3.5.6/docs?x=1', '/3.5.6/docs?x=1'],
    ['http://evil.example/3.5.6/docs/index', '/3.5.6/docs/index'],
    ['HTTPS://evil.example:8443/3.5.6/?q=1', '/3.5.6/?q=1'],
    ['http://evil.example', '/'],
    ['*', null],
    ['evil.example:443', null],
    ['ftp://evil.example/x', null],
    ['http://[bad', null],
  ])('%s → %s', (target, expected) => {
    expect(originFormOf(target)).toBe(expected)
  })
})

describe('withOriginFormTargets', () => {
  let server: http.Server
  let port: number
  const seen: string[] = []

  beforeAll(async () => {
    server = http.createServer(
      withOriginFormTargets((req, res) => {
        seen.push(req.url ?? '')
        res.end('listener')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  /** Sends one raw request and resolves the whole answer (the connection is closed after it). */
  const raw = (requestLine: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = ''
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
      )
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  it('hands the listener the path of an absolute-form target, never its host', async () => {
    const answer = await raw('GET http://evil.example/3.5.6/docs/index HTTP/1.1')
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(seen.at(-1)).toBe('/3.5.6/docs/index')
  })

  it('answers OPTIONS * with the methods, and any other method with * with a JSON 400', async () => {
    const options = await raw('OPTIONS * HTTP/1.1')
    expect(options).toMatch(/^HTTP\/1\.1 204 /)
    expect(options).toMatch(/\r\nallow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n/i)
    const get = await raw('GET * HTTP/1.1')
    expect(get).toMatch(/^HTTP\/1\.1 400 /)
    expect(get).toContain(
      '{"message":"The request target * is only meaningful with OPTIONS, not GET.","status":400}',
    )
    expect(seen).not.toContain('*')
  })
})
