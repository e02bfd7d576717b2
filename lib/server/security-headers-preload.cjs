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
 * It is for production servers only (`next start`, the standalone server), whose pages come from a
 * production build: the production policy applies whatever NODE_ENV says.
 */
'use strict'

const http = require('node:http')
const https = require('node:https')
const { siteSecurityHeaders } = require('./security-headers.cjs')

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
    }
    return listen.apply(this, args)
  }
  prototype[INSTALLED] = true
}
