/**
 * The security headers of every answer of the site, defined once: next.config.js gives them to
 * Next.js's routing (pages, API routes, static files, the 404), and the production server
 * (site-server.cjs) sets them on every answer before any listener runs, so the answers Next.js
 * writes without its header rules (its own 400 page, the redirects of `/` and of trailing slashes)
 * and those written before Next.js (request-target.cjs, the fast routes) carry them too. Headers a
 * handler sets itself still win.
 */
'use strict'

const crypto = require('node:crypto')
const { bootScript, earlyInputScript, hydrationLoaderScript } = require('../chrome/inline-scripts.cjs')
const { homepage } = require('../../package.json')

const scriptHash = (script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`
/** The only inline scripts: the boot script, the early-input holder and the hydration loader, allowed by their hashes. */
const inlineScriptHashes = [bootScript, earlyInputScript, hydrationLoaderScript].map(scriptHash).join(' ')

/** Two years, for browsers that have seen the site over HTTPS; subdomains are not ours to decide. */
const HSTS = 'max-age=63072000'

/**
 * @param {{ production: boolean, searchAppId?: string, siteUrl: string }} options
 * @returns {Array<{ key: string, value: string }>}
 */
function securityHeaders({ production, searchAppId, siteUrl }) {
  // Hosted search hosts are allowed only when the site is configured for the hosted service; with
  // search analytics on, the dialog's events go to its Insights hosts (`insights[.region].algolia.io`).
  const searchHosts = searchAppId
    ? [
        `https://${searchAppId}-dsn.algolia.net`,
        'https://*.algolianet.com',
        'https://*.algolia.net',
        'https://*.algolia.io',
      ]
    : []
  // Production builds use webpack (`next build --webpack`): Turbopack's pages-router output adds a
  // different inline bootstrap script to every page, which a static CSP could only allow with
  // 'unsafe-inline'. With webpack the only inline scripts are our own three, allowed by their hashes.
  const contentSecurityPolicy = [
    "default-src 'self'",
    // Next's dev server needs eval for fast refresh; production never does.
    `script-src 'self' ${inlineScriptHashes}${production ? '' : " 'unsafe-eval' 'unsafe-inline'"}`,
    // Highlighted code carries its colours in style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${searchHosts.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    // Only a site served over HTTPS can ask browsers to keep to HTTPS.
    ...(siteUrl.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ]
}

/**
 * The headers of this site in this process: production unless NODE_ENV says otherwise, the hosted
 * search service when NEXT_PUBLIC_SEARCH_APP_ID is set (the same variables at build and at start),
 * and the public URL of package.json's `homepage` (site.config.ts reads the same field).
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
function siteSecurityHeaders(env = process.env) {
  return securityHeaders({
    production: env.NODE_ENV === 'production',
    searchAppId: env.NEXT_PUBLIC_SEARCH_APP_ID,
    siteUrl: homepage,
  })
}

/**
 * Wraps a request listener so that every answer starts with `headers`.
 * @param {Array<{ key: string, value: string }>} headers
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} listener
 */
function withSecurityHeaders(headers, listener) {
  return function securityHeadersFirst(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    for (const { key, value } of headers) res.setHeader(key, value)
    return listener(req, res)
  }
}

module.exports = { securityHeaders, siteSecurityHeaders, withSecurityHeaders }
