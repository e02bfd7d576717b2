/**
 * Publish time: the release builder's render entries kept on disk (`.contentlayer/.publish-cache/
 * render/`), one file per route, for the next process. A publisher that starts again (a CI job, a
 * restarted `npm start`) then renders only the pages whose document or read data changed, as a
 * publisher that kept running does. Entries are valid for one version of the code that renders:
 * a key made from the renderer's sources (`components/`, `lib/`, the site config and the lock
 * file); after an upgrade everything is rendered once again.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { RenderEntry } from './build-release'

export interface RenderCache {
  read(route: string): RenderEntry | undefined
  write(route: string, entry: RenderEntry): void
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('base64url')

/** A hash of the code that renders pages, as it is in the project directory `root`. */
export function rendererKey(root: string): string {
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
  for (const entry of ['components', 'lib', 'site.config.ts', 'package-lock.json'])
    add(path.join(root, entry))
  return hash.digest('base64url')
}

/**
 * The cache in `dir` for the renderer `key`. Best effort both ways: an entry that cannot be read,
 * or was written by other code, is none (the page is rendered); one that cannot be written (a
 * read-only checkout) only costs the next process time.
 */
export function createRenderCache(dir: string, key: string): RenderCache {
  const fileOf = (route: string) => path.join(dir, `${sha256(route)}.json`)
  return {
    read(route) {
      try {
        const stored = JSON.parse(fs.readFileSync(fileOf(route), 'utf8')) as {
          key?: string
          route?: string
          entry?: RenderEntry
        }
        return stored.key === key && stored.route === route ? stored.entry : undefined
      } catch {
        return undefined
      }
    },
    write(route, entry) {
      try {
        fs.mkdirSync(dir, { recursive: true })
        const file = fileOf(route)
        const temporary = `${file}.${process.pid}.tmp`
        fs.writeFileSync(temporary, JSON.stringify({ key, route, entry }))
        fs.renameSync(temporary, file)
      } catch {
        // Not kept; rendered again by the next process.
      }
    },
  }
}
