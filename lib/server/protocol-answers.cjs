// @ts-check
/**
 * The answers Node.js writes itself, before any request listener runs, written here instead with
 * the site's security headers and a JSON body like the site's other errors: malformed framing
 * (400), headers over the limit (431), a request cut off by the connection bounds (408,
 * http-timeouts.cjs) and an `Expect` other than `100-continue` (417). A connection that already
 * carries an answer is closed without another. lib/server/site-server.cjs gives them to its server.
 */
'use strict'

const http = require('node:http')

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

/**
 * Gives a server the answers above: parser errors and an unknown `Expect`, with `headers`.
 * @param {import('node:http').Server} server
 * @param {Array<{ key: string, value: string }>} headers
 */
function answerProtocolErrors(server, headers) {
  server.on('clientError', (error, socket) => answerClientError(error, socket, headers))
  // Only `Expect: 100-continue` is known (Node.js answers it itself); anything else is a 417.
  server.on('checkExpectation', (_request, response) => {
    for (const { key, value } of headers) response.setHeader(key, value)
    const body = JSON.stringify({ message: 'Only "Expect: 100-continue" is supported.', status: 417 })
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(body)
  })
  return server
}

module.exports = { answerClientError, answerProtocolErrors, rawAnswer }
