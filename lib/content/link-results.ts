/**
 * The content check's findings for one file's links, images and imports, kept with what they
 * depended on, so that a publisher in watch mode checks again only the files an edit can affect:
 * the edited file, and the files linking to a page whose anchors (or existence) changed. At 5,000
 * pages, checking every link of every page took a fifth of a one-page publish.
 *
 * A kept result holds while its file parsed to the same facts (the same parse, by identity), the
 * check's settings are the same (`settings`: base path, components, extra routes, property data),
 * every route it looked up resolves to the same page parse (or still to none), and every file it
 * asked about (images, public files) still exists or still does not.
 */
import type { Diagnostic } from './check'

/** What one file's findings depended on. */
export interface LinkDependencies {
  /** Route key → the parse of the page found there (by identity), null for none. */
  routes: Map<string, object | null>
  /** Files asked about: [where, path] → whether it existed. */
  files: Array<{ where: 'public' | 'content'; path: string; exists: boolean }>
}

interface KeptResult {
  parse: object
  settings: string
  diagnostics: Diagnostic[]
  dependencies: LinkDependencies
}

/** What the check needs to tell whether a kept result still holds. */
export interface LinkWorld {
  settings: string
  /** The parse (by identity) of the page at a route key, null for none. */
  pageAt: (key: string) => object | null
  fileExists: (where: 'public' | 'content', path: string) => boolean
}

/** Findings by file path, for files parsed in this process. */
export class LinkResults {
  private readonly kept = new Map<string, KeptResult>()

  /** The file's findings when they still hold in `world`, else undefined. */
  read(path: string, parse: object, world: LinkWorld): Diagnostic[] | undefined {
    const kept = this.kept.get(path)
    if (!kept || kept.parse !== parse || kept.settings !== world.settings) return undefined
    for (const [key, page] of kept.dependencies.routes) if (world.pageAt(key) !== page) return undefined
    for (const file of kept.dependencies.files)
      if (world.fileExists(file.where, file.path) !== file.exists) return undefined
    return kept.diagnostics
  }

  write(path: string, parse: object, settings: string, diagnostics: Diagnostic[], dependencies: LinkDependencies): void {
    this.kept.set(path, { parse, settings, diagnostics, dependencies })
  }

  /** Forgets the files that are gone. */
  keepOnly(paths: ReadonlySet<string>): void {
    for (const path of this.kept.keys()) if (!paths.has(path)) this.kept.delete(path)
  }
}
