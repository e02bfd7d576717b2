/**
 * Sets the site's security headers (security-headers.cjs) on every answer of every HTTP server of
 * the process, before its request handler runs. Next.js adds the same headers through
 * next.config.js to what its routing serves, but not to the answers it writes outside that routing:
 * its own 400 page (a malformed URL such as `/3.5.6/docs/%E0%A4%A`) and its redirects (`/` to the
 * base path, trailing slashes). Headers a handler sets itself still win, so the answers routed
 * through next.config.js are unchanged. Preloaded like http-timeouts.cjs:
 *
 *   NODE_OPTIONS='--require "/absolute/path/to/lib/server/security-headers-preload.cjs"' next start
 *
 * Node.js also answers some requests itself, before any request listener: malformed framing (400),
 * headers over its limit (431), a request cut off by the connection bounds (408, http-timeouts.cjs)
 * and an `Expect` other than `100-continue` (417). Those answers are written here instead
 * (`clientError` and `checkExpectation`), with the same headers and a JSON body like the site's
 * other errors; a connection that already carries an answer is closed without another.
 *
 * It is for production servers only (`next start`, the standalone server), whose pages come from a
 * production build: the production policy applies whatever NODE_ENV says.
 */
'use strict'

const http = require('node:http')
const https = require('node:https')
const { siteSecurityHeaders } = require('./security-headers.cjs')

/** The status Node.js gives each parser error it answers (lib/_http_server.js), and what it means. */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The chunk extensions are too large.'],
}

/**
 * An answer written straight to the socket: status line, the security headers, a JSON body.
 * @param {number} status
 * @param {string} message
 * @param {Array<{ key: string, value: string }>} headers
 */
function rawAnswer(status, message, headers) {
  const body = JSON.stringify({ message, status })
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * Answers a request Node.js's parser refused, as Node.js would, with the security headers; a
 * connection that already carries an answer (or that the client dropped) is only closed.
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:net').Socket} socket
 * @param {Array<{ key: string, value: string }>} headers
 */
function answerClientError(error, socket, headers) {
  const known = CLIENT_ERRORS[/** @type {keyof typeof CLIENT_ERRORS} */ (error.code ?? '')]
  const answerable = socket.writable && socket.bytesWritten === 0 && error.code !== 'ECONNRESET'
  if (!answerable) return socket.destroy()
  const [status, message] = known ?? [400, 'The request is not valid HTTP.']
  socket.end(rawAnswer(status, message, headers))
  // A client that does not read its answer must not hold the connection open.
  setTimeout(() => socket.destroy(), 1_000).unref()
}

const INSTALLED = Symbol.for('sba-docs.security-headers')
/** Servers that have the listener already (a server may listen more than once). */
const decorated = new WeakSet()

for (const Server of [http.Server, https.Server]) {
  const prototype = Server.prototype
  if (prototype[INSTALLED]) continue
  const listen = prototype.listen
  prototype.listen = function listenWithSecurityHeaders(...args) {
    if (!decorated.has(this)) {
      decorated.add(this)
      const headers = siteSecurityHeaders({ ...process.env, NODE_ENV: 'production' })
      this.prependListener('request', (_request, response) => {
        for (const { key, value } of headers) response.setHeader(key, value)
      })
      this.on('clientError', (error, socket) => answerClientError(error, socket, headers))
      // Only `Expect: 100-continue` is known (Node.js answers it itself); anything else is a 417.
      this.on('checkExpectation', (_request, response) => {
        for (const { key, value } of headers) response.setHeader(key, value)
        const body = JSON.stringify({ message: 'Only "Expect: 100-continue" is supported.', status: 417 })
        response.writeHead(417, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        })
        response.end(body)
      })
    }
    return listen.apply(this, args)
  }
  prototype[INSTALLED] = true
}

module.exports = { answerClientError, rawAnswer }
