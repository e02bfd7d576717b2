/** Serves `handleSearchHttp` on 127.0.0.1 with Node's own HTTP server, as a real protocol peer for tests and benchmarks. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { compressBody } from '../../http/compress-body'
import { siteConfig } from '../../../site.config'
import {
  DEFAULT_MAX_BODY_BYTES,
  errorResponse,
  handleSearchHttp,
  type SearchHttpDeps,
} from '../protocol/http-handler'

/** Where the site mounts the endpoint; requests there are served like requests at the root. */
const MOUNT_PATH = `${siteConfig.basePath}${siteConfig.search.embedded.apiPath}`

export interface SearchServerOptions {
  /** Sees every request, e.g. to check which calls a client made and what it sent. */
  onRequest?: (method: string, path: string, body: string | null) => void
}

export interface RunningSearchServer {
  port: number
  /** `127.0.0.1:PORT`, as a client host's `url`. */
  host: string
  close: () => Promise<void>
}

/** The protocol's path of a request: below the mount point, or below the base path (where proxy.ts maps `${basePath}/1/…`). */
function protocolPath(pathname: string): string {
  if (pathname.startsWith(`${MOUNT_PATH}/`)) return pathname.slice(MOUNT_PATH.length)
  if (pathname.startsWith(`${siteConfig.basePath}/1/`)) return pathname.slice(siteConfig.basePath.length)
  return pathname
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
    })
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export function startSearchServer(
  deps: SearchHttpDeps,
  options: SearchServerOptions = {},
): Promise<RunningSearchServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const limit = deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
      const body = await readBody(req, limit)
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const path = protocolPath(url.pathname)
      options.onRequest?.(req.method ?? 'GET', path, body)
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : value,
        ]),
      )
      const response =
        body === null
          ? errorResponse(413, `The request body is larger than ${limit} bytes`)
          : await handleSearchHttp(
              { method: req.method ?? 'GET', path, query: url.searchParams, headers, body },
              deps,
            )
      // Encoded as the site's endpoint encodes it (node-listener.ts), gzip included.
      const encoded = compressBody(response.body, headers['accept-encoding'])
      res.writeHead(response.status, { ...response.headers, ...encoded.headers })
      res.end(encoded.body)
    })().catch(() => {
      res.writeHead(500)
      res.end()
    })
  })
  server.keepAliveTimeout = 1000
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        port,
        host: `127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
