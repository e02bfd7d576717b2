// @ts-check
const { CompileHintsPlugin } = require('./lib/build/compile-hints-plugin.cjs')
const { FirstLoadModulesPlugin } = require('./lib/build/first-load-modules-plugin.cjs')
const { serverTraceExcludes } = require('./lib/build/server-trace-excludes.cjs')
const { urlImportRule, UrlImportsAsIsPlugin } = require('./lib/build/url-imports.cjs')
const { adminHeaders } = require('./lib/authoring/admin-page.cjs')
const { siteSecurityHeaders } = require('./lib/server/security-headers.cjs')
const { docsVersionFrom } = require('./lib/build/docs-version.cjs')

// The docs version and base path this build serves: DOCS_VERSION and DOCS_BASE_PATH, by default
// the package version (lib/build/docs-version.cjs). The compiled site reads both from `env`.
const { version, basePath } = docsVersionFrom(process.env)
// The same list is set on the answers Next.js writes outside these rules (its 400 page and its
// redirects) by the production server, lib/server/site-server.cjs.
const securityHeaders = siteSecurityHeaders()

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath,
  env: { DOCS_VERSION: version, DOCS_BASE_PATH: basePath },
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  // The production form: `.next/standalone` is a server a host copies and starts with
  // `node server.js` (scripts/prepare-standalone.ts adds static files, public/ and the release).
  output: 'standalone',
  // No image optimizer: the site has no next/image, and without it the server needs no sharp.
  // `/_next/image` answers 404.
  images: { unoptimized: true },
  // What the standalone server never loads (lib/build/server-trace-excludes.cjs): Next.js's build
  // tools, its development server's UI, the App Router, edge and image runtimes. Not tracing them
  // takes most of the build's file tracing away, and them out of `.next/standalone`.
  outputFileTracingExcludes: { '*': serverTraceExcludes },
  // The page cache (lib/server/cache-handler.mjs): in Redis, shared by several instances, when the
  // server has REDIS_URL; in the server's memory otherwise. Never in files of its own: regenerated
  // pages that outlived a restart showed another release than search after a rollback made while
  // the server was down (Next.js's file cache kept them, and promoted the build's pages over fresh
  // ones), so a restarted server starts from the build's pages and the release it loads.
  cacheHandler: require.resolve('./lib/server/cache-handler.mjs'),
  // The handler keeps the only copy: none in Next.js's own memory cache beside it.
  cacheMaxMemorySize: 0,
  // Next.js bundles everything the instrumentation hook imports (lib/releases/server.ts), packages
  // too. Redis's client: about 480 modules compiled on every build and held in the server's first
  // chunk. The site's process-wide values (lib/process/): a copy of its own, where the hook must
  // share the one pages, API routes and the server use. Both are loaded from node_modules instead,
  // as pages and API routes already do (the file trace copies them).
  serverExternalPackages: ['@redis/client', 'sba-docs-process'],
  // Types are checked by `npm run typecheck` (part of `npm test` and CI), for everything: the site,
  // tests, browser tests, scripts and the benchmark. The build does not check them a second time.
  typescript: { ignoreBuildErrors: true },
  // webpack runs in workers although the config has a webpack function (Next.js's default then is
  // the main process), and the server's file trace starts as soon as the server is compiled,
  // alongside the client's compile, instead of after both.
  experimental: {
    webpackBuildWorker: true,
    parallelServerCompiles: true,
    parallelServerBuildTraces: true,
    // InstantSearch's packages re-export everything from one index: webpack builds only the modules
    // the search dialog imports (about 200 fewer on every build), the dialog's chunk is the same.
    optimizePackageImports: ['react-instantsearch', 'react-instantsearch-core', 'instantsearch.js'],
  },
  // The scripts of a first load carry V8's compile hint (lib/build/compile-hints-plugin.cjs), and
  // what they hold is listed for the bench (lib/build/first-load-modules-plugin.cjs).
  //
  // `import url from '<file>?url'` emits the file for browsers and gives its URL
  // (lib/build/url-imports.cjs).
  webpack(config, { isServer, dev }) {
    config.module.rules.push(urlImportRule({ isServer }))
    if (!isServer && !dev)
      config.plugins.push(
        new CompileHintsPlugin(),
        new FirstLoadModulesPlugin(__dirname),
        new UrlImportsAsIsPlugin(),
      )
    return config
  },
  // The same `?url` imports under `next dev`, which compiles with Turbopack: the file emitted as it
  // is, the import its URL.
  turbopack: {
    rules: { '*.js': { condition: { query: /^\?url$/ }, type: 'asset' } },
  },
  async redirects() {
    return [
      { source: '/', destination: `${basePath}/`, permanent: false, basePath: false },
      // The content manager's page is a static file (lib/authoring/admin-page.cjs); the hash of a
      // link to an entry (`/admin#/collections/...`) stays with the browser across the redirect.
      { source: '/admin', destination: '/admin/index.html', permanent: false },
    ]
  },
  // No rewrites (and the proxy matches only its own paths): with either, Next.js routes every
  // statically generated page a second time right after hydration, a long task on slow phones.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/:path*', basePath: false, headers: securityHeaders },
      // The content manager's page and files: its own policy (what the CMS needs, and why, is in
      // lib/authoring/admin-page.cjs), after the site's, which it replaces.
      { source: '/admin/:path*', headers: adminHeaders() },
    ]
  },
}

module.exports = nextConfig
