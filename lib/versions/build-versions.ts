/**
 * The versions manifest a build's pages were rendered with, kept beside the build
 * (`.next/versions-at-build.json`, written by scripts/prepare-standalone.ts into the standalone
 * server too): a server starting later compares the store's manifest with it and regenerates the
 * pages whose version dropdown changed meanwhile (a version published after this one was built).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseVersionEntry } from './parse-version-entry'
import type { VersionEntry } from './version-entry'

export const BUILD_VERSIONS_FILE = path.join('.next', 'versions-at-build.json')

/** The build's manifest, or null when this build has no record of it (every page may differ). */
export function readBuildVersions(cwd: string = process.cwd()): VersionEntry[] | null {
  const file = path.join(cwd, BUILD_VERSIONS_FILE)
  try {
    const values = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown
    if (!Array.isArray(values)) return null
    return values.map((value, index) => parseVersionEntry(JSON.stringify(value), `${file} entry ${index}`))
  } catch {
    return null
  }
}

/** Records the manifest of a build's pages in the build folder `nextDir` (`.next`). */
export function writeBuildVersions(nextDir: string, entries: readonly VersionEntry[]): void {
  fs.writeFileSync(path.join(nextDir, path.basename(BUILD_VERSIONS_FILE)), `${JSON.stringify(entries)}\n`)
}
