import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { acceptsBrotli, staticFileOf, withPrecompressedStatic } from './precompressed-static.cjs'
import { precompressStatic } from './precompress'

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['*', true],
    ['gzip, *;q=0.1', true],
    ['gzip, deflate', false],
    ['br;q=0, *', false],
    ['br;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted)
  })
})

describe('staticFileOf', () => {
  const root = path.resolve('/srv/site/.next/static')
  it('maps a script or style URL of the build to its file, base path and query left out', () => {
    expect(staticFileOf('/3.5.6/_next/static/chunks/main-1d5d.js', root)).toBe(
      path.join(root, 'chunks/main-1d5d.js'),
    )
    expect(staticFileOf('/_next/static/css/app.css?dpl=1', root)).toBe(path.join(root, 'css/app.css'))
    expect(staticFileOf('/3.5.6/_next/static/chunks/pages/docs/%5B%5B...slug%5D%5D-81.js', root)).toBe(
      path.join(root, 'chunks/pages/docs/[[...slug]]-81.js'),
    )
  })

  it('refuses other files, bad escapes and paths out of the directory', () => {
    expect(staticFileOf('/3.5.6/_next/static/media/font.woff2', root)).toBeNull()
    expect(staticFileOf('/3.5.6/docs/server.js', root)).toBeNull()
    expect(staticFileOf('/3.5.6/_next/static/%E0%A4%A.js', root)).toBeNull()
    expect(staticFileOf('/3.5.6/_next/static/..%2F..%2Fserver.js', root)).toBeNull()
    expect(staticFileOf('/3.5.6/_next/static/chunks/../../../secret.js', root)).toBeNull()
  })

  it('leaves URLs longer than any file of the build to Next.js, whatever they repeat', () => {
    // 16 kB of `/_next/static/` cost a regular expression ~43 ms of CPU per request.
    const repeated = `/3.5.6${'/_next/static/'.repeat(1200)}chunks/main-1d5d.js`
    expect(staticFileOf(repeated, root)).toBeNull()
    expect(staticFileOf(`/3.5.6/_next/static/chunks/${'a'.repeat(1100)}.js`, root)).toBeNull()
  })
})

describe('withPrecompressedStatic', () => {
  const script = `console.log(${JSON.stringify('a framework chunk '.repeat(200))})\n`
  let dir: string
  let server: http.Server
  let origin: string
  const fallthrough: string[] = []

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-static-'))
    fs.mkdirSync(path.join(dir, 'chunks', 'pages'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'chunks', 'main-abc.js'), script)
    fs.writeFileSync(path.join(dir, 'chunks', 'pages', '[page]-def.js'), script)
    fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'void 0')
    await expect(precompressStatic(dir)).resolves.toEqual(
      expect.objectContaining({ files: 2, bytes: 2 * Buffer.byteLength(script) }),
    )
    const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
      fallthrough.push(req.url ?? '')
      res.end('from next')
    }
    server = http.createServer(withPrecompressedStatic(next, dir))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(dir, { recursive: true, force: true })
  })
  beforeEach(() => {
    fallthrough.length = 0
  })

  const get = (url: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${origin}${url}`, { method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
        .end()
    })

  it('answers a browser that accepts brotli from the .br file', async () => {
    for (const url of [
      '/3.5.6/_next/static/chunks/main-abc.js',
      '/3.5.6/_next/static/chunks/pages/%5Bpage%5D-def.js',
    ]) {
      const answer = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
      expect(answer.status).toBe(200)
      expect(answer.headers).toEqual(
        expect.objectContaining({
          'content-encoding': 'br',
          'content-type': 'application/javascript; charset=UTF-8',
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'Accept-Encoding',
        }),
      )
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 4)
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
    }
    expect(fallthrough).toEqual([])
  })

  it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
    const url = '/3.5.6/_next/static/chunks/main-abc.js'
    const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const etag = String(head.headers.etag)
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(fallthrough).toEqual([])
  })

  it('leaves to Next.js what it cannot answer: no brotli, no .br file, other methods and paths', async () => {
    await get('/3.5.6/_next/static/chunks/main-abc.js', { 'accept-encoding': 'gzip' })
    await get('/3.5.6/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })
    await get('/3.5.6/_next/static/chunks/missing.js', { 'accept-encoding': 'br' })
    await get('/3.5.6/_next/static/chunks/main-abc.js', { 'accept-encoding': 'br' }, 'POST')
    await get('/3.5.6/_next/static/..%2F..%2Fetc%2Fpasswd.js', { 'accept-encoding': 'br' })
    await get('/3.5.6/docs/server', { 'accept-encoding': 'br' })
    expect(fallthrough).toEqual([
      '/3.5.6/_next/static/chunks/main-abc.js',
      '/3.5.6/_next/static/chunks/tiny.js',
      '/3.5.6/_next/static/chunks/missing.js',
      '/3.5.6/_next/static/chunks/main-abc.js',
      '/3.5.6/_next/static/..%2F..%2Fetc%2Fpasswd.js',
      '/3.5.6/docs/server',
    ])
  })
})
