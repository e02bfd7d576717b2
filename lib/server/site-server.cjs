// @ts-check
/**
 * The production server, in one plain module: it makes the site's HTTP server itself and composes
 * its listeners in the order a request meets them, with Next.js's request handler last, obtained
 * through Next.js's documented custom-server API (`next({ dev: false })`, `getRequestHandler()`).
 * The standalone `server.js` the build writes calls `startSiteServer` (scripts/prepare-standalone.ts);
 * `npm start` and the Dockerfile run that file. Nothing of Node.js or of Next.js is patched.
 *
 *   1. connection bounds (http-timeouts.cjs) and Node's own answers to malformed HTTP, written
 *      with the site's headers (protocol-answers.cjs);
 *   2. the security headers on every answer (security-headers.cjs), before any listener writes;
 *   3. the request target reduced to a path (request-target.cjs);
 *   4. the build's scripts and styles brotli-compressed (precompressed-static.cjs);
 *   5. the fast routes: embedded search and doc Markdown (fast-routes.cjs);
 *   6. Next.js: pages, API routes (health, revalidation, …), static files, redirects, the 404.
 *
 * Next.js documents that standalone output does not trace a custom server's files: this one has no
 * dependencies but Node's and its neighbours in lib/server/, which the build copies beside it, and
 * the `next` package the standalone output already holds. Its one reliance on Next.js's
 * non-public parts, the build's configuration handed to `next()`, is lib/next-internals/standalone-config.cjs.
 */
'use strict'

const http = require('node:http')
const path = require('node:path')
const crypto = require('node:crypto')
const { duplexPair } = require('node:stream')
const { checkServerEnv } = require('./env.cjs')
const { withFastRoutes } = require('./fast-routes.cjs')
const { offerProcessServer } = require('./process-server.cjs')
const { applyTimeouts, readTimeouts } = require('./http-timeouts.cjs')
const { withPrecompressedStatic } = require('./precompressed-static.cjs')
const { answerProtocolErrors } = require('./protocol-answers.cjs')
const { withOriginFormTargets } = require('./request-target.cjs')
const { siteSecurityHeaders, withSecurityHeaders } = require('./security-headers.cjs')
const { useBuildConfig } = require('../next-internals/standalone-config.cjs')

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => unknown} Listener */

/**
 * The site's HTTP server around Next.js's request handler (not yet listening).
 * @param {{ handle: Listener, staticDir: string, env?: NodeJS.ProcessEnv }} options
 */
function createSiteServer({ handle, staticDir, env = process.env }) {
  // A production server sends the production policy, whatever NODE_ENV says.
  const headers = siteSecurityHeaders({ ...env, NODE_ENV: 'production' })
  const listener = withSecurityHeaders(
    headers,
    withOriginFormTargets(withPrecompressedStatic(withFastRoutes(handle), staticDir)),
  )
  const server = http.createServer(listener)
  applyTimeouts(server, readTimeouts(env))
  answerProtocolErrors(server, headers)
  return server
}

/**
 * Sends a request to `server` without the network: one end of an in-memory pair of streams is given
 * to the server as a new connection (Node.js documents emitting `'connection'` with any Duplex for
 * this), the other is the client's. The request meets every listener, as one from outside would.
 * @param {http.Server} server
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: string }} request
 * @returns {Promise<{ status: number, body: string }>}
 */
function requestInProcess(server, { method, path: target, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const [client, connection] = duplexPair()
    server.emit('connection', connection)
    const request = http.request(
      { method, path: target, headers, createConnection: () => /** @type {any} */ (client) },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * Offers this process's code (the content release tracker, lib/releases/server.ts, which Next.js
 * bundles apart) a way to send requests through this server in-process (the page refresh after a
 * release switch), carrying `token`, a random value that proves to the revalidation route that the
 * request comes from this process. Requests wait until the server listens.
 * @param {Promise<http.Server>} listening
 */
function announceServer(listening) {
  offerProcessServer({
    token: crypto.randomBytes(32).toString('base64url'),
    request: async (request) => requestInProcess(await listening, request),
  })
}

/**
 * Starts the site from a standalone directory: checks the environment (a bad value stops the
 * process, naming it), prepares Next.js, then listens on HOSTNAME:PORT. SIGTERM and SIGINT close
 * the server after the requests in flight.
 * @param {{ dir: string, env?: NodeJS.ProcessEnv }} options
 */
async function startSiteServer({ dir, env = process.env }) {
  const problems = checkServerEnv(env)
  if (problems.length > 0) {
    for (const problem of problems) console.error(`error: ${problem}`)
    console.error('The server did not start: fix the environment (see .env.example).')
    process.exit(1)
  }
  process.chdir(dir)
  useBuildConfig(dir)
  /** @type {(server: http.Server) => void} */
  let listened = () => {}
  announceServer(new Promise((resolve) => (listened = resolve)))
  const port = Number(env.PORT) || 3000
  const hostname = env.HOSTNAME || '0.0.0.0'
  // Loaded after the configuration is in place: Next.js reads it as its modules load.
  const next = /** @type {typeof import('next').default} */ (require('next'))
  // `webpack: true`: the build's bundler (scripts/build.mjs); a custom server otherwise assumes Turbopack's output.
  const app = next({ dev: false, dir, hostname, port, webpack: true })
  await app.prepare()
  const server = createSiteServer({
    handle: app.getRequestHandler(),
    staticDir: path.join(dir, '.next', 'static'),
    env,
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => resolve(undefined))
  })
  listened(server)
  const address = server.address()
  const where =
    address && typeof address === 'object' ? `${address.address}:${address.port}` : String(address)
  console.log(`site: listening on ${where}`)

  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    server.close(() => void app.close().finally(() => process.exit(0)))
    server.closeIdleConnections()
    // Requests still running after 10 s do not hold the process.
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  return server
}

module.exports = { createSiteServer, requestInProcess, startSiteServer }
