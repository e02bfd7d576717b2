/**
 * Publish time: what the MDX compiler's tree of a page says, kept for a moment by the page's body.
 * A page was parsed twice per publish: by the MDX compiler, and again by us for its table of
 * contents, its first heading and the content check (about 18 s of each compiler thread's 85 s in
 * a 1,000-page cold publish). `remarkCompiledTreeFacts` (a remark plugin of contentlayer.config.ts,
 * after our own plugins, before those that rewrite imports and image paths) reads those facts from
 * the tree MDX parsed; the steps that run right after the compile find them here. A body not found
 * (another text, or a compile that failed) is parsed as before, so this only saves time.
 *
 * The same module is loaded twice in a publish (contentlayer bundles its config apart), so the
 * facts are kept once per process (sba-docs-process). Bounded: a page's facts are read right after it compiles.
 */
import { onePerProcess } from 'sba-docs-process'
import type { ParsedFile } from './check'
import type { HeadingFact } from './toc'

export interface CompiledTreeFacts {
  /**
   * The whole file the tree was parsed from. Two files may share a body under different front
   * matter: the headings are the same, but the check's lines are not, so it reads them only for
   * the same file.
   */
  source: string
  headings: HeadingFact[]
  /** Every anchor the page defines (heading slugs, JSX ids). */
  anchors: string[]
  /** The content check's facts, lines counted in the file (front matter included). */
  check: Pick<ParsedFile, 'propertyTables' | 'imports' | 'facts'>
  /** The component names the check's facts were classified against. */
  components: string
  /** The page's Markdown template (page-markdown.ts), made for the file at `sourcePath`. */
  markdown?: { sourcePath: string; template: string }
}

const KEPT = 32
const kept = onePerProcess('compiled-tree-facts', () => new Map<string, CompiledTreeFacts>())

export function rememberCompiledTreeFacts(body: string, facts: CompiledTreeFacts): void {
  kept.delete(body)
  kept.set(body, facts)
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string)
}

/** The facts of the page with this body (front matter removed), if its compile read them lately. */
export function compiledTreeFacts(body: string): CompiledTreeFacts | undefined {
  return kept.get(body)
}

/**
 * Forgets every page's facts: each page is parsed again when next read (as after a failed compile).
 * @public for e2e/document-compiler.test.ts, whose snippet (a string knip does not read) calls it.
 */
export function forgetCompiledTreeFacts(): void {
  kept.clear()
}
