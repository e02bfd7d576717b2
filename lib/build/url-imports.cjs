// @ts-check
/**
 * `import url from '<file>?url'` (types/url-imports.d.ts): webpack emits the file as it is, under
 * `static/media/`, and the import is its URL. The site uses it for Mermaid's single-file build,
 * loaded by a script element only where a diagram is drawn in the browser (lib/chrome/
 * mermaid-diagrams.ts). `new URL(…, import.meta.url)` did the same but added a URL helper to every
 * page's runtime.
 *
 * The server's compilation needs only the URL, so it emits no file (`emit: false`). Emitted there
 * too, Mermaid's 5.4 MB were minified a second time, copied into the standalone server, which never
 * sends them, and parsed by the build's file trace: `npm run build` took 41.9 and 42.1 s from cold,
 * against 35.8 and 38.5 s without them (2-core AMD EPYC, no .next and no brotli cache).
 * @param {{ isServer: boolean }} compilation
 */
function urlImportRule({ isServer }) {
  return {
    resourceQuery: /^\?url$/,
    type: 'asset/resource',
    generator: { filename: 'static/media/[name].[contenthash:8][ext]', emit: !isServer },
  }
}

module.exports = { urlImportRule }
