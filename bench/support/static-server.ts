import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { brotliCompressMax } from '../../lib/server/precompress'
import { listenOnLoopback, type LoopbackServer } from './http'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
])

/**
 * Serves a static site build below a base path on 127.0.0.1 compressed as our server compresses:
 * hashed scripts and styles (`assets/`) with brotli at quality 11 where the browser accepts it (our
 * build precompresses its scripts and styles so), everything else gzip-compressed like Next's own
 * server (`compress: true`); with the long cache lifetime a static host gives hashed assets.
 */
export async function serveStatic(root: string, basePath: string): Promise<LoopbackServer> {
  const gzipped = new Map<string, Buffer>()
  const brotli = new Map<string, Buffer>()
  const prefix = `${basePath.replace(/\/$/, '')}/`

  const resolveFile = (urlPath: string): string | undefined => {
    const relative = decodeURIComponent(urlPath.slice(prefix.length))
    const candidate = path.resolve(root, relative)
    if (!candidate.startsWith(path.resolve(root))) return undefined
    for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
    }
    return undefined
  }

  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (urlPath === '/' || urlPath === prefix.slice(0, -1)) {
      response.writeHead(302, { location: prefix }).end()
      return
    }
    const file = urlPath.startsWith(prefix) ? resolveFile(urlPath) : undefined
    const status = file ? 200 : 404
    const servedFile = file ?? path.join(root, '404.html')
    if (!fs.existsSync(servedFile)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const extension = path.extname(servedFile)
    const headers: http.OutgoingHttpHeaders = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': urlPath.startsWith(`${prefix}assets/`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    }
    let body: Buffer = fs.readFileSync(servedFile)
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '')
    const acceptsGzip = /\bgzip\b/.test(acceptEncoding)
    const hashedCode = urlPath.startsWith(`${prefix}assets/`) && (extension === '.js' || extension === '.css')
    if (hashedCode && /\bbr\b/.test(acceptEncoding)) {
      const cached = brotli.get(servedFile) ?? brotliCompressMax(body)
      brotli.set(servedFile, cached)
      body = cached
      headers['content-encoding'] = 'br'
      headers.vary = 'Accept-Encoding'
    } else if (COMPRESSIBLE.has(extension) && acceptsGzip) {
      const cached = gzipped.get(servedFile) ?? zlib.gzipSync(body)
      gzipped.set(servedFile, cached)
      body = cached
      headers['content-encoding'] = 'gzip'
      headers.vary = 'Accept-Encoding'
    }
    headers['content-length'] = body.length
    response.writeHead(status, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  return listenOnLoopback(server, 'static server')
}
