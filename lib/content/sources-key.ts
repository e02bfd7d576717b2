/**
 * A hash of source files, names and contents: what a cache kept on disk for the next process is
 * valid for (the release builder's renders and the check's facts, lib/releases/render-cache.ts; the
 * code blocks' figures, lib/content/rehype-code-blocks.ts). After a change to those sources, or an
 * upgrade, what was kept is made again.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** A hash of the files below `entries` (paths below `root`), names and contents. */
export function sourcesKey(root: string, entries: readonly string[]): string {
  const hash = createHash('sha256')
  const add = (full: string) => {
    if (!fs.existsSync(full)) {
      hash.update(`${full}: none\n`)
      return
    }
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(full, name))
      return
    }
    hash.update(`${path.relative(root, full)}\n`).update(fs.readFileSync(full))
  }
  for (const entry of entries) add(path.join(root, entry))
  return hash.digest('base64url')
}
