// @ts-check
/**
 * How code that Next.js bundles reaches the site's server in its own process: the production
 * server (site-server.cjs) offers itself as it starts; the content release tracker
 * (lib/releases/server.ts) asks for it, to refresh the pages after a release switch. Nothing is
 * offered under `next dev` or a bare `next start`. One per process (sba-docs-process), as the
 * tracker is bundled apart from the server module.
 */
'use strict'

const { onePerProcess } = require('sba-docs-process')

/** @typedef {import('./process-server.d.cts').ProcessServer} ProcessServer */

const offered = onePerProcess('process-server', () => ({
  /** @type {ProcessServer | undefined} */ server: undefined,
}))

/** Makes `server` the one `processServer()` answers in this process. */
function offerProcessServer(/** @type {ProcessServer} */ server) {
  offered.server = server
}

/** The server this process runs, if the site's server started it. */
function processServer() {
  return offered.server
}

module.exports = { offerProcessServer, processServer }
