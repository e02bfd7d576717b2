// @ts-check
/**
 * Routes answered before Next.js's routing, by a plain Node.js listener: the embedded search
 * endpoint, whose requests come at the rate readers type and cost less to answer than routing
 * does, and the doc pages' Markdown (asked for by `Accept`, which no Next.js rule can negotiate
 * without costing every page load; lib/releases/markdown-handler.ts). A route module offers its listener when Next.js first loads it (so the first such request
 * still goes through Next.js, and everything about the route stays in one place); the production
 * server (site-server.cjs) sends matching requests to it from then on. Under `next dev` an offer is
 * simply unused. One list per process (sba-docs-process), as Next.js bundles each route on its own.
 */

const { onePerProcess } = require('sba-docs-process')

/**
 * @typedef {{
 *   name: string,
 *   match: (url: string, req: import('node:http').IncomingMessage) => boolean,
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>,
 * }} FastRoute
 */

/** The routes offered in this process, in the order offered. */
const routes = onePerProcess('fast-routes', () => /** @type {FastRoute[]} */ ([]))

/** Offers a route's listener (a later offer of the same name replaces the earlier one). */
function offerFastRoute(/** @type {FastRoute} */ route) {
  const index = routes.findIndex((entry) => entry.name === route.name)
  if (index === -1) routes.push(route)
  else routes[index] = route
}

/** The offered route that answers this request, if any. */
function fastRouteFor(/** @type {import('node:http').IncomingMessage} */ req) {
  const url = req.url ?? ''
  return routes.find((route) => route.match(url, req))
}

/**
 * A request listener that answers the offered routes first, and hands everything else to
 * `listener`. A failure in a route is answered like the protocol's own errors, without details
 * (they go to the log).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} listener
 */
function withFastRoutes(listener) {
  return function fastRoutesFirst(
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

module.exports = { offerFastRoute, fastRouteFor, withFastRoutes }
