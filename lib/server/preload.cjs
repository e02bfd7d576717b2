// @ts-check
/**
 * Loaded before the production server (the standalone `server.js` written by the build requires it
 * first; `npm start` runs that server). It refuses to start on a bad environment (lib/server/env.cjs),
 * installs the connection bounds (http-timeouts.cjs) and the security headers on every answer
 * (security-headers-preload.cjs), reduces every request target to a path (request-target.cjs), answers the build's scripts and styles brotli-compressed
 * (precompressed-static.cjs) and the fast routes (fast-routes.cjs) before Next.js's routing, and
 * records, for the content release tracker (lib/releases/server.ts):
 * - the address the HTTP server listens on, so the process can ask its own revalidation endpoint
 *   to regenerate the pages a new release changed;
 * - a random token that proves such a request comes from this process.
 * Without it the site still serves, and pages follow a new release after their revalidate period
 * or the webhook.
 */
const crypto = require('node:crypto')
const http = require('node:http')
const path = require('node:path')
const { checkServerEnv } = require('./env.cjs')
const { fastRouteFor } = require('./fast-routes.cjs')
const { withPrecompressedStatic } = require('./precompressed-static.cjs')
const { withOriginFormTargets } = require('./request-target.cjs')

/** The build's static files: this file is `lib/server/` of the standalone server, beside `.next/`. */
const STATIC_DIR = path.join(__dirname, '..', '..', '.next', 'static')

const problems = checkServerEnv(process.env)
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`)
  console.error('The server did not start: fix the environment (see .env.example).')
  process.exit(1)
}

// Bounded connection timeouts and the security headers on every answer (see each file).
require('./http-timeouts.cjs')
require('./security-headers-preload.cjs')

const SERVER_KEY = Symbol.for('sba-docs.server')

/** @type {{ token: string, address: { address: string, port: number, family: string } | null }} */
const info = { token: crypto.randomBytes(32).toString('base64url'), address: null }
const globals = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
globals[SERVER_KEY] = info

/**
 * The site's request listener, with the fast routes (fast-routes.cjs) answered first. A failure
 * there is answered like the protocol's own errors, without details (they go to the log).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} listener
 */
function withFastRoutes(listener) {
  return function (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    const route = fastRouteFor(req)
    if (!route) return listener(req, res)
    return route.handle(req, res).catch((/** @type {unknown} */ error) => {
      console.error(`[${route.name}] ${String(error)}`)
      if (res.headersSent) return res.destroy()
      res.statusCode = 500
      res.setHeader('content-type', 'application/json; charset=utf-8')
      res.end('{"message":"The request could not be answered.","status":500}')
    })
  }
}

const createServer = http.createServer
// The first server that listens on a TCP port is the site's (Next.js creates exactly one).
http.createServer = /** @type {typeof http.createServer} */ (
  function (/** @type {any[]} */ ...args) {
    const last = args.length - 1
    if (typeof args[last] === 'function') {
      args[last] = withOriginFormTargets(withPrecompressedStatic(withFastRoutes(args[last]), STATIC_DIR))
    }
    const server = createServer.apply(http, /** @type {any} */ (args))
    server.once('listening', () => {
      const address = server.address()
      if (!info.address && address && typeof address === 'object') info.address = address
    })
    return server
  }
)

module.exports = { SERVER_KEY }
