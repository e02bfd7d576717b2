// @ts-check
/**
 * Preloaded into a standalone server under test (NODE_OPTIONS=--require=<this file>,
 * PROCESS_VALUES_FILE=<a path>): writes there, every 200 ms, what the server's own modules
 * (lib/server/ in its directory, the copies it runs) see of what the bundled routes offered: the fast
 * route a search request would take, and whether a server was offered to the release tracker. If a
 * bundle kept its own copy of sba-docs-process, its offer would not show here.
 */
'use strict'
const fs = require('node:fs')
const path = require('node:path')

const file = process.env.PROCESS_VALUES_FILE
if (file) {
  setInterval(() => {
    const server = path.join(process.cwd(), 'lib', 'server')
    const { fastRouteFor } = require(path.join(server, 'fast-routes.cjs'))
    const { processServer } = require(path.join(server, 'process-server.cjs'))
    const search = { url: `${process.env.DOCS_BASE_PATH ?? ''}/api/search/1/indexes/*/queries`, headers: {} }
    const values = {
      searchRoute: fastRouteFor(search)?.name ?? null,
      serverOffered: processServer() !== undefined,
    }
    fs.writeFileSync(file, JSON.stringify(values))
  }, 200).unref()
}
