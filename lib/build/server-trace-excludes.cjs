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
  '**/node_modules/caniuse-lite/**',
  // The development overlay and its MCP server (one small state module of server/mcp is loaded).
  `${NEXT}/compiled/next-devtools/**`,
  `${NEXT}/compiled/@modelcontextprotocol/**`,
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
