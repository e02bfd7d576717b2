// @ts-check
'use strict'
/**
 * Values made once per Node.js process, whichever copy of a module asks for them.
 *
 * Next.js bundles pages, API routes and the instrumentation hook into separate module graphs, and
 * contentlayer bundles its config apart again, so a module's top-level state exists once per
 * bundle: the release tracker would be made three times, and a route could not offer the
 * production server its listener (lib/server/fast-routes.cjs). This package is loaded by Node.js
 * from node_modules by all of them, so its one Map is the process's: npm copies it there (.npmrc),
 * Next.js leaves packages in node_modules external (next.config.js names it for the
 * instrumentation hook), and contentlayer leaves external every package whose name does not start
 * with `@` (its filter keeps the `@/` alias bundled), hence a name without a scope.
 *
 * A name belongs to the one module that makes its value (lib/process/one-per-process.test.ts
 * checks that no two modules use the same name); other modules call that module's functions.
 */

/** @type {Map<string, unknown>} */
const values = new Map()

/**
 * The value made for `name` in this process: made by `create` the first time it is asked for.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
function onePerProcess(name, create) {
  if (!values.has(name)) values.set(name, create())
  return /** @type {T} */ (values.get(name))
}

module.exports = { onePerProcess }
