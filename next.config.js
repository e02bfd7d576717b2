// @ts-check
const { CompileHintsPlugin } = require('./lib/build/compile-hints-plugin.cjs')
const { FirstLoadModulesPlugin } = require('./lib/build/first-load-modules-plugin.cjs')
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
  // Several instances share one page cache in Redis (lib/server/cache-handler.mjs) when the build
  // has REDIS_URL; a single server keeps Next.js's own cache on its file system.
  cacheHandler: process.env.REDIS_URL ? require.resolve('./lib/server/cache-handler.mjs') : undefined,
  // The shared cache is the only one: no second copy of every page in each instance's memory.
  cacheMaxMemorySize: process.env.REDIS_URL ? 0 : undefined,
  // The build checks the types of what it ships; `npm run typecheck` (part of `npm test`) checks
  // everything, tests, browser tests, scripts and the benchmark included.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // The scripts of a first load carry V8's compile hint (lib/build/compile-hints-plugin.cjs), and
  // what they hold is listed for the bench (lib/build/first-load-modules-plugin.cjs).
  webpack(config, { isServer, dev }) {
    if (!isServer && !dev)
      config.plugins.push(new CompileHintsPlugin(), new FirstLoadModulesPlugin(__dirname))
    return config
  },
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
