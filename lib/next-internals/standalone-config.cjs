// @ts-check
/**
 * The build's Next.js configuration, handed to a server started from the standalone output
 * (lib/server/site-server.cjs). This module holds the one use of a non-public Next.js API on the
 * server's side; `standalone-config.test.ts` fails with a clear message when an upgrade changes it.
 *
 * Why: `next()` loads next.config.js from the directory it serves, and the standalone output has no
 * next.config.js (it imports the build's plugins and webpack, which a server does not hold). The
 * `server.js` Next.js writes into that output hands the build's resolved configuration to Next.js
 * in the `__NEXT_PRIVATE_STANDALONE_CONFIG` variable; no public option of `next()` does (its `conf`
 * does not reach the request handlers of Next.js 16). This does the same with the configuration the
 * build wrote into `.next/required-server-files.json`, the file that `server.js` embeds.
 * What it buys: the site composes its own HTTP server (site-server.cjs) instead of patching
 * Node.js's `http.createServer` under Next.js's `server.js`.
 */
'use strict'

const fs = require('node:fs')
const path = require('node:path')

/** The variable Next.js's standalone `server.js` sets (next/dist/build/utils.js) and its config loader reads. */
const STANDALONE_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG'

/**
 * The resolved configuration the build wrote for its servers.
 * @param {string} dir the standalone directory (holding `.next/`)
 * @returns {Record<string, unknown>}
 */
function buildConfigOf(dir) {
  const file = path.join(dir, '.next', 'required-server-files.json')
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file} cannot be read (${/** @type {Error} */ (error).message}): run \`npm run build\``)
  }
  if (!manifest || typeof manifest.config !== 'object' || manifest.config === null) {
    throw new Error(`${file} holds no "config": this Next.js version writes it elsewhere`)
  }
  return manifest.config
}

/** Makes `next()` in this process use the build's configuration, as Next.js's own `server.js` does. */
function useBuildConfig(/** @type {string} */ dir) {
  process.env[STANDALONE_CONFIG_ENV] = JSON.stringify(buildConfigOf(dir))
}

module.exports = { STANDALONE_CONFIG_ENV, buildConfigOf, useBuildConfig }
