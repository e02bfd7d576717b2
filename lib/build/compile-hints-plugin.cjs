// @ts-check
/**
 * Marks the scripts every page runs at load (webpack's runtime, React, Next.js's client, the app
 * and the page chunks) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`: Chromium
 * then compiles all their functions while it streams the file in, on a background thread, instead
 * of compiling each function on the main thread the first time it runs. Those lazy compiles were
 * about half of the long task that evaluating Next.js's client takes on a slow phone, and a third
 * of hydration. Other browsers read an ordinary comment. Added after minification (which drops
 * comments) and before the content hashes are computed.
 */
'use strict'

/** The chunks a first load runs: `static/chunks/{framework,main,webpack}-<hash>.js`, `static/chunks/pages/…`. */
const FIRST_LOAD_CHUNK = /^static\/chunks\/(?:(?:framework|main|webpack)-[^/]+|pages\/.+)\.js$/
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

class CompileHintsPlugin {
  /**
   * Next.js bundles its own webpack and exports no types for it: the compiler is typed as loosely
   * as the plugin uses it.
   * @param {{ webpack: { Compilation: any, sources: any }, hooks: any }} compiler
   */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!FIRST_LOAD_CHUNK.test(name)) continue
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source))
          }
        },
      )
    })
  }
}

module.exports = { CompileHintsPlugin, FIRST_LOAD_CHUNK }
