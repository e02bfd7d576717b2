// @ts-check
/**
 * Writes `.next/first-load-modules.json`: for each script a first load runs (the chunks
 * CompileHintsPlugin marks), the source modules webpack put into it and their size before
 * minification. `npm run bench` reads it to show what a doc page runs before any interaction, by
 * module and by package. Not served: the file lands beside the build, not in `static/`.
 */
'use strict'

const fs = require('node:fs')
const path = require('node:path')
const { FIRST_LOAD_CHUNK } = require('./compile-hints-plugin.cjs')

const REPORT_FILE = 'first-load-modules.json'

class FirstLoadModulesPlugin {
  /** @param {string} projectRoot module paths are written relative to it */
  constructor(projectRoot) {
    this.projectRoot = projectRoot
  }

  /**
   * Next.js bundles its own webpack and exports no types for it: the compiler is typed as loosely
   * as the plugin uses it.
   * @param {{ hooks: any, outputPath: string }} compiler
   */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(FirstLoadModulesPlugin.name, (/** @type {any} */ compilation) => {
      /** @type {Record<string, Array<{ module: string, bytes: number }>>} */
      const chunks = {}
      for (const chunk of compilation.chunks) {
        const file = [...chunk.files].find((name) => FIRST_LOAD_CHUNK.test(name))
        if (!file) continue
        const modules = []
        for (const chunkModule of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          // A concatenated module (scope hoisting) lists the modules it joined.
          for (const inner of chunkModule.modules ?? [chunkModule]) {
            // The CSS webpack extracts is its own file, not part of the script.
            if (String(inner.type).startsWith('css')) continue
            const resource = inner.nameForCondition?.() ?? inner.identifier()
            const name = path.isAbsolute(resource) ? path.relative(this.projectRoot, resource) : resource
            modules.push({ module: name.split(path.sep).join('/'), bytes: inner.size() })
          }
        }
        chunks[file] = modules.sort((a, b) => b.bytes - a.bytes)
      }
      fs.writeFileSync(
        path.join(compiler.outputPath, REPORT_FILE),
        `${JSON.stringify({ chunks }, null, 1)}\n`,
      )
    })
  }
}

module.exports = { FirstLoadModulesPlugin, REPORT_FILE }
