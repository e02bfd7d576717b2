// @ts-check
/**
 * Preloaded into a server under test (NODE_OPTIONS=--require=<this file>, PROCESS_VALUES_FILE=<a
 * path>): writes there, every 200 ms, what the process's sba-docs-process holds for the production
 * server: the fast routes offered and whether a server was offered. Found through the server's own
 * node_modules, so it reads the copy the server and the bundles share, or shows they do not share one.
 */
'use strict'
const fs = require('node:fs')

const file = process.env.PROCESS_VALUES_FILE
if (file) {
  setInterval(() => {
    const { onePerProcess } = require(require.resolve('sba-docs-process', { paths: [process.cwd()] }))
    /** @type {{ name: string }[]} */
    const routes = onePerProcess('fast-routes', () => [])
    /** @type {{ server?: unknown }} */
    const offered = onePerProcess('process-server', () => ({}))
    const values = { fastRoutes: routes.map((route) => route.name).sort(), serverOffered: !!offered.server }
    fs.writeFileSync(file, JSON.stringify(values))
  }, 200).unref()
}
