/**
 * Publish time: the release builder's render entries kept on disk (`.contentlayer/.publish-cache/
 * render/`), one file per route, for the next process. A publisher that starts again (a CI job, a
 * restarted `npm start`) then renders only the pages whose document or read data changed, as a
 * publisher that kept running does. Entries are valid for one version of the code that renders:
 * a key made from the renderer's sources (`components/`, `lib/`, the site config and the lock
 * file); after an upgrade everything is rendered once again.
 */
import { createFileCache } from '../content/file-cache'
import { sourcesKey } from '../content/sources-key'
import type { RenderEntry } from './build-release'

export interface RenderCache {
  read(route: string): RenderEntry | undefined
  write(route: string, entry: RenderEntry): void
}

/** A hash of the code that renders pages, as it is in the project directory `root`. */
export function rendererKey(root: string): string {
  return sourcesKey(root, ['components', 'lib', 'site.config.ts', 'package-lock.json'])
}

/**
 * A hash of the code the content check reads a page with (`lib/content/`, which imports nothing
 * else of `lib/`, the site config it reads, the MDX pipeline whose tree it takes its facts from,
 * and the lock file): its facts outlive changes to the rest of the code. Keyed by the renderer's
 * code, every change to the site's code made the next publish parse every page again in one
 * thread (148 s at 5,000 pages).
 */
export function checkerKey(root: string): string {
  return sourcesKey(root, ['lib/content', 'site.config.ts', 'contentlayer.config.ts', 'package-lock.json'])
}

/** The cache in `dir` for the renderer `key` (see lib/content/file-cache.ts). */
export function createRenderCache(dir: string, key: string): RenderCache {
  const cache = createFileCache<RenderEntry>(dir)
  return {
    read: (route) => cache.read(route, key),
    write: (route, entry) => cache.write(route, key, entry),
  }
}
