// @ts-check
/**
 * The docs version a build documents and the base path it answers under: `DOCS_VERSION` (default
 * the package version, 3.5.6) and `DOCS_BASE_PATH` (default `/<version>`), read when the site is
 * built. A deployment of another version is the same code built with other values (README,
 * "Versions"); its releases live in the shared store under the version's name.
 *
 * Plain CommonJS: next.config.js, the build scripts and the server's own modules read it
 * before anything is compiled. The compiled site gets both values from next.config.js's `env`,
 * and the standalone server.js sets them (scripts/prepare-standalone.ts), so a deployment keeps
 * the version it was built for whatever its environment says later.
 */
const { version: packageVersion } = require('../../package.json')

/** A version name: what a store key, a folder and a URL segment can all hold. */
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/
/** One or more path segments, no trailing slash: `/3.5.6`, `/docs/3.4.7`. */
const BASE_PATH = /^(\/[0-9A-Za-z][0-9A-Za-z._~-]*)+$/
/** Names the store uses for itself beside the versions' folders and keys. */
const RESERVED_NAMES = new Set(['versions', 'releases', 'pieces', 'current'])

/**
 * The version and base path an environment selects, or an error naming the variable.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {{ version: string, basePath: string }}
 */
function docsVersionFrom(env) {
  const version = (env.DOCS_VERSION ?? '').trim() || packageVersion
  if (!VERSION_NAME.test(version) || RESERVED_NAMES.has(version)) {
    throw new Error(
      `DOCS_VERSION="${version}": expected a version name such as 3.5.6 (letters, digits, dots, dashes or underscores, at most 32, not ${[...RESERVED_NAMES].join(', ')})`,
    )
  }
  const basePath = (env.DOCS_BASE_PATH ?? '').trim() || `/${version}`
  if (!BASE_PATH.test(basePath)) {
    throw new Error(`DOCS_BASE_PATH="${basePath}": expected a path such as /${version} (no trailing slash)`)
  }
  return { version, basePath }
}

module.exports = { docsVersionFrom }
