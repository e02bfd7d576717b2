// @ts-check
const crypto = require('node:crypto')
const { bootScript } = require('./lib/chrome/boot-script.cjs')
const { earlyInputScript } = require('./lib/chrome/early-input.cjs')
const { hydrationLoaderScript } = require('./lib/chrome/hydration-loader.cjs')
const { version } = require('./package.json')

// The docs version is the package version: site.config.ts reads the same field.
const basePath = `/${version}`
const scriptHash = (script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`
/** The only inline scripts: the boot script, the early-input holder and the hydration loader, allowed by their hashes. */
const inlineScriptHashes = [bootScript, earlyInputScript, hydrationLoaderScript].map(scriptHash).join(' ')
const isProduction = process.env.NODE_ENV === 'production'

/** Hosted search hosts are allowed only when the site is configured for the hosted service. */
const searchHosts = process.env.NEXT_PUBLIC_SEARCH_APP_ID
  ? [
      `https://${process.env.NEXT_PUBLIC_SEARCH_APP_ID}-dsn.algolia.net`,
      'https://*.algolianet.com',
      'https://*.algolia.net',
    ]
  : []

// Production builds use webpack (`next build --webpack`): Turbopack's pages-router output adds a
// different inline bootstrap script to every page, which a static CSP could only allow with
// 'unsafe-inline'. With webpack the only inline scripts are our own three, allowed by their hashes.
const contentSecurityPolicy = [
  "default-src 'self'",
  // Next's dev server needs eval for fast refresh; production never does.
  `script-src 'self' ${inlineScriptHashes}${isProduction ? '' : " 'unsafe-eval' 'unsafe-inline'"}`,
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

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  // The production form: `.next/standalone` is a server a host copies and starts with
  // `node server.js` (scripts/prepare-standalone.ts adds static files, public/ and the release).
  output: 'standalone',
  // The build checks the types of what it ships; `npm run typecheck` (part of `npm test`) checks
  // everything, tests, browser tests, scripts and the benchmark included.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  async redirects() {
    return [{ source: '/', destination: `${basePath}/`, permanent: false, basePath: false }]
  },
  // No rewrites (and the proxy matches only its own paths): with either, Next.js routes every
  // statically generated page a second time right after hydration, a long task on slow phones.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/:path*', basePath: false, headers: securityHeaders },
    ]
  },
}

module.exports = nextConfig
