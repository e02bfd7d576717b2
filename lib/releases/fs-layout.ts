/**
 * A directory store shared by several versions holds each version's releases in a folder of its
 * own (`<store>/<version>/`, fs-store.ts) and the versions manifest beside them (`versions/`). A
 * store written before versions had one version's releases at its top; the first publish into it
 * moves them into that version's folder, once, and says so. Renames only: nothing is copied or lost.
 */
import fs from 'node:fs'
import path from 'node:path'

/** What a store of the earlier layout has at its top. */
const LEGACY_ENTRIES = ['current', 'releases', 'pieces'] as const

/**
 * Moves the releases of the earlier layout at `root` into `<root>/<version>`; returns a message
 * when it did, null when there was nothing to move (or the version's folder exists already).
 */
export function moveLegacyReleases(root: string, version: string): string | null {
  const target = path.join(root, version)
  if (!fs.existsSync(path.join(root, 'current')) || fs.existsSync(target)) return null
  fs.mkdirSync(target, { recursive: true })
  for (const name of LEGACY_ENTRIES) {
    const from = path.join(root, name)
    if (fs.existsSync(from)) fs.renameSync(from, path.join(target, name))
  }
  return `moved the releases at the top of ${root} into ${target} (a store now holds each version in a folder of its own)`
}
