// @ts-check
/**
 * Files Next.js's build would trace into the standalone server (`.next/standalone`) that this
 * site's production server never loads: build tools, the development overlay, the App Router's
 * runtimes, the edge sandbox, fonts and image processing. Next.js checks each traced file against
 * these globs before reading it, so leaving them out also shortens the build's trace collection
 * (about 11 s → 3.5 s for the server's own files on this machine).
 *
 * The site uses the Pages Router, a proxy on the Node.js runtime, no next/image (images are
 * unoptimized) and no next/font. A release that starts using any of those must take the matching
 * line out. The browser tests run every page, the search API, the proxy and the webhook on the
 * standalone output built with this list, so a file the server does load fails them.
 */
const NEXT = '**/node_modules/next/dist'

const serverTraceExcludes = [
  // Build-time compilers and CSS tooling.
  `${NEXT}/compiled/babel/**`,
  `${NEXT}/compiled/babel-packages/**`,
  `${NEXT}/compiled/postcss-preset-env/**`,
  `${NEXT}/compiled/cssnano-simple/**`,
  `${NEXT}/build/webpack/**`,
  `${NEXT}/build/webpack-config.js`,
  `${NEXT}/build/webpack-config-rules/**`,
  `${NEXT}/build/babel/**`,
  `${NEXT}/build/swc/**`,
  // Browser polyfills (served from .next/static, never required by the server).
  `${NEXT}/build/polyfills/**`,
  '**/node_modules/caniuse-lite/**',
  // The development server, its overlay and its MCP server (of server/dev, the server loads the
  // browser log writer and the hot reloader's type constants; of server/mcp, one state module).
  `${NEXT}/server/dev/!(browser-logs|hot-reloader-types.js)/**`,
  `${NEXT}/server/dev/!(hot-reloader-types).js`,
  `${NEXT}/client/dev/**`,
  `${NEXT}/compiled/react-refresh/**`,
  `${NEXT}/compiled/watchpack/**`,
  `${NEXT}/next-devtools/**`,
  `${NEXT}/compiled/next-devtools/**`,
  `${NEXT}/compiled/@modelcontextprotocol/**`,
  // The editor's TypeScript plugin and Next.js's own documentation.
  `${NEXT}/server/typescript/**`,
  `${NEXT}/docs/**`,
  // React's development builds: the server runs with NODE_ENV=production.
  '**/node_modules/react/cjs/*.development.js',
  '**/node_modules/react-dom/cjs/*.development.js',
  // The App Router's page runtimes (pages.runtime.prod.js and pages-api.runtime.prod.js stay).
  `${NEXT}/compiled/next-server/app-*`,
  // The edge sandbox: the proxy runs on Node.js (@edge-runtime/cookies stays).
  `${NEXT}/compiled/edge-runtime/**`,
  `${NEXT}/compiled/@edge-runtime/primitives/**`,
  // next/font and the image optimizer's transforms.
  `${NEXT}/compiled/@next/font/**`,
  `${NEXT}/server/capsize-font-metrics.json`,
  '**/node_modules/sharp/**',
  '**/node_modules/@img/**',
]

module.exports = { serverTraceExcludes }
