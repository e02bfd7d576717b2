/**
 * The installed Next.js, for the tests that check what the site relies on in its non-public parts
 * (this folder's modules, lib/build/server-trace-excludes.cjs): a failure names the version and
 * what changed, so the person upgrading knows where to look.
 */
import nextPackage from 'next/package.json'

/** What this version of Next.js no longer has, said so that a failing test names the version. */
export function upgradeProblem(what: string): string {
  return `Next.js ${nextPackage.version}: ${what}`
}

/** Loads a module of Next.js by its path inside the package, or fails naming the module that moved. */
export function nextInternal<T>(request: string): T {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module that may be gone after an upgrade, loaded where its absence can be named
    return require(request) as T
  } catch {
    throw new Error(upgradeProblem(`${request} is gone; lib/next-internals/ relies on it`))
  }
}
