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

const PLUGIN_NAME = 'UrlImportsAsIsPlugin'

/** A file of an asset module (`sourceFilename` in its info) that is a script. */
const isAssetScript = (/** @type {string} */ name, /** @type {{ sourceFilename?: string }} */ info) =>
  info.sourceFilename !== undefined && /\.[cm]?js$/i.test(name)

/**
 * Marks the scripts emitted by `?url` imports as minimized, so that Next.js's minifier (which skips
 * assets marked so) leaves them as they are: they are packages' own minified builds. Minified again,
 * Mermaid's 5.4 MB took 6.8 s of the client compile, on the build's critical path (a cold
 * `npm run build` 73.8 s against 61.4 s without it, 2-core AMD EPYC), to make the script 2 %
 * smaller (5,537,838 → 5,431,826 B; brotli 1,188,830 → 1,097,207 B), a script that only a page
 * with a diagram Mermaid draws in the browser loads (gantt, pie, journey…: none of this site's own
 * pages). Left as they are, the emitted bytes are the package's, which the build's brotli cache can
 * be filled with ahead of the build (scripts/precompress-ahead.ts).
 */
class UrlImportsAsIsPlugin {
  /**
   * Next.js bundles its own webpack and exports no types for it: the compiler is typed as loosely
   * as the plugin uses it (as in compile-hints-plugin.cjs).
   * @param {{ webpack: { Compilation: any }, hooks: any }} compiler
   */
  apply(compiler) {
    const { Compilation } = compiler.webpack
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          for (const asset of /** @type {Array<{ name: string, source: unknown, info: { sourceFilename?: string } }>} */ (
            compilation.getAssets()
          )) {
            if (isAssetScript(asset.name, asset.info))
              compilation.updateAsset(asset.name, asset.source, { minimized: true })
          }
        },
      )
    })
  }
}

module.exports = { urlImportRule, UrlImportsAsIsPlugin }
