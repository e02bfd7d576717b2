/**
 * Bounded timeouts for the site's HTTP server (site-server.cjs applies them before it listens):
 *
 * | bound            | variable                   | default  | what happens                                   |
 * | ---------------- | -------------------------- | -------- | ---------------------------------------------- |
 * | headersTimeout   | HTTP_HEADERS_TIMEOUT_MS    | 10000    | headers not complete by then: 408, closed      |
 * | requestTimeout   | HTTP_REQUEST_TIMEOUT_MS    | 30000    | request (body included) not complete: 408      |
 * | keepAliveTimeout | HTTP_KEEP_ALIVE_TIMEOUT_MS | 70000    | an idle kept-alive connection is closed        |
 *
 * Node's own defaults are 60 s, 300 s and 5 s. The keep-alive timeout is longer than a reverse
 * proxy's (60 s on common load balancers), as Next.js advises for servers behind one, so that the
 * proxy closes an idle connection first and never sends a request into a closing one. Node checks
 * the first two bounds only every `connectionsCheckingInterval` (30 s by default), so that interval
 * is set to a quarter of the smaller bound: a slow request is cut off within 1.25 times its bound.
 * A value of 0 turns a bound off, as in Node.
 *
 * A bad value stops the server before it starts, naming the variable (readTimeouts throws).
 */
'use strict'

const BOUNDS = {
  headersTimeout: { variable: 'HTTP_HEADERS_TIMEOUT_MS', defaultMs: 10_000 },
  requestTimeout: { variable: 'HTTP_REQUEST_TIMEOUT_MS', defaultMs: 30_000 },
  keepAliveTimeout: { variable: 'HTTP_KEEP_ALIVE_TIMEOUT_MS', defaultMs: 70_000 },
}

/** The bounds from `env`; throws an error naming the variable when a value is not a whole number of ms. */
function readTimeouts(env = process.env) {
  const timeouts = {}
  for (const [name, { variable, defaultMs }] of Object.entries(BOUNDS)) {
    const raw = env[variable]
    if (raw === undefined || raw.trim() === '') {
      timeouts[name] = defaultMs
      continue
    }
    if (!/^\d{1,10}$/.test(raw.trim())) {
      throw new Error(
        `${variable}: "${raw}" is not a whole number of milliseconds (default ${defaultMs}; 0 turns it off).`,
      )
    }
    timeouts[name] = Number(raw.trim())
  }
  // Node expects the headers to be due no later than the whole request.
  if (timeouts.requestTimeout > 0 && timeouts.headersTimeout > timeouts.requestTimeout) {
    timeouts.headersTimeout = timeouts.requestTimeout
  }
  const checked = [timeouts.headersTimeout, timeouts.requestTimeout].filter((ms) => ms > 0)
  timeouts.connectionsCheckingInterval =
    checked.length > 0 ? Math.min(5_000, Math.max(50, Math.floor(Math.min(...checked) / 4))) : 30_000
  return timeouts
}

/** Sets the bounds on one server; call before it listens (the checking interval starts then). */
function applyTimeouts(server, timeouts = readTimeouts()) {
  server.headersTimeout = timeouts.headersTimeout
  server.requestTimeout = timeouts.requestTimeout
  server.keepAliveTimeout = timeouts.keepAliveTimeout
  server.connectionsCheckingInterval = timeouts.connectionsCheckingInterval
  return server
}

module.exports = { readTimeouts, applyTimeouts, BOUNDS }
