/**
 * A private copy of the project grown to one size, with its own directory store, and the time
 * left for measuring it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { copyProject } from '../support/project-copy'
import { countPages, growSite } from './grow-site'

export interface SizeCopy {
  dir: string
  contentDir: string
  /** The directory store every publish and server of this size uses (CONTENT_STORE_DIR). */
  storeDir: string
  pages: number
  remove: () => void
}

/** Doc pages below a folder, as grow-site counts them (one copy of content/docs adds this many). */
function docPageCount(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (count, entry) =>
        count +
        (entry.isDirectory()
          ? docPageCount(path.join(dir, entry.name))
          : /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
            ? 1
            : 0),
      0,
    )
}

/** Variables that would select another store or change how the publisher renders. */
const STRIPPED_ENV = ['REDIS_URL', 'REDIS_KEY_PREFIX', 'CONTENT_STORE_DIR', 'NODE_ENV', 'REVALIDATE_URL', 'SITE_URL']

/** The bench's environment without anything that selects a store (each run sets its own). */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' }
  for (const name of STRIPPED_ENV) delete env[name]
  return env
}

/**
 * Copies the working tree (sources only: no .contentlayer, .next or .search), drops the copied
 * release store and the tools' caches, and grows content/ to `pages` pages.
 */
export function makeSizeCopy(projectRoot: string, pages: number): SizeCopy {
  const copy = copyProject(projectRoot, { withBuild: false })
  // node_modules is a tree of hard links: its cache folder is removed here, never written through.
  for (const stale of ['.content-releases', '.bench-store', path.join('node_modules', '.cache')]) {
    fs.rmSync(path.join(copy.dir, stale), { recursive: true, force: true })
  }
  const contentDir = path.join(copy.dir, 'content')
  // Sizes go in whole copies of content/docs, to the nearest: a size less than half a copy above
  // the site's own count (41 for a site of 40 pages) is the site as it is.
  const own = countPages(contentDir)
  const perCopy = docPageCount(path.join(contentDir, 'docs'))
  const grown = pages - own < perCopy / 2 ? own : growSite(contentDir, pages - perCopy / 2)
  return {
    dir: copy.dir,
    contentDir,
    storeDir: path.join(copy.dir, '.bench-store'),
    pages: grown,
    remove: copy.remove,
  }
}

let interrupted = false

/** After Ctrl+C or SIGTERM: no step starts anything any more (every Deadline refuses). */
export function interruptSteps(): void {
  interrupted = true
}

/** The end of a size's time: steps not started by then are reported as not measured. */
export class Deadline {
  private readonly endsAt: number

  constructor(readonly minutes: number) {
    this.endsAt = Date.now() + minutes * 60_000
  }

  remainingMs(): number {
    return this.endsAt - Date.now()
  }

  /** The time a step may take: what is left, at most `capMs`; throws when nothing is left. */
  stepTimeoutMs(capMs = Number.POSITIVE_INFINITY): number {
    if (interrupted) throw new Error('not started: the run was interrupted')
    const left = this.remainingMs()
    if (left <= 0) throw new Error(`not started: the size's ${this.minutes}-minute timeout was reached`)
    return Math.min(left, capMs)
  }
}
