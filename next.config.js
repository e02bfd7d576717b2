// @ts-check
const { siteSecurityHeaders } = require('./lib/server/security-headers.cjs')
const { version } = require('./package.json')

// The docs version is the package version: site.config.ts reads the same field.
const basePath = `/${version}`
// The same list is set on the answers Next.js writes outside these rules (its 400 page and its
// redirects) by lib/server/security-headers-preload.cjs, which `npm start` preloads.
const securityHeaders = siteSecurityHeaders()

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  // The production form: `.next/standalone` is a server a host copies and starts with
  // `node server.js` (scripts/prepare-standalone.ts adds static files, public/ and the release).
  output: 'standalone',
  // Sources are compiled into .next/server; the trace would still copy a few of them (JSON imports,
  // the pages and the lazily loaded search chunk), which a server never reads. The key matches the
  // routes only: Next.js also applies the globs of a key that matches `next-server` to the server's
  // own trace, where they match anywhere in a path ('components/**' then drops
  // node_modules/next/dist/client/components and the standalone server cannot start).
  outputFileTracingExcludes: { '/**': ['content/**', 'components/**', 'pages/**'] },
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
