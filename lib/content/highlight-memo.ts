/**
 * The code highlighter of the MDX pipeline (rehype-pretty-code's `getHighlighter` option), with
 * each code block's highlighted HTML remembered: a page saved again after a one-word text edit
 * keeps its code blocks, and tokenising them with the themes' grammars was most of its compile
 * (about 150 ms of a one-page publish with a few blocks, on a 2-core machine). The answer for the
 * same code, language, meta string and themes is the same HTML, so a remembered one is what
 * highlighting again would give.
 *
 * Bounded in memory: the oldest answers are dropped first, so a long-running watcher holds at most
 * `MAX_BLOCKS` blocks. Also kept on disk beside the publisher's other caches
 * (`.contentlayer/.publish-cache/highlight/`, valid for one version of shiki), so the first save of
 * a page after a start, or a publish by a new process, re-highlights only the blocks that changed.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { getSingletonHighlighter, type Highlighter } from 'shiki'
import { createFileCache, type FileCache } from './file-cache'
import { oneTokenisation } from './parallel-themes'

const MAX_BLOCKS = 20_000

type CodeToHtml = Highlighter['codeToHtml']

/** Where highlighted blocks are kept for the next process, and what makes them valid there. */
export interface HighlightDisk {
  cache: FileCache<string>
  /** What the HTML also depends on: the highlighter's version. */
  version: string
}

/** Answers by key, the most recently used `max` of them: the oldest are dropped first. */
export class RecentAnswers<T> {
  private readonly answers = new Map<string, T>()

  constructor(private readonly max: number = MAX_BLOCKS) {}

  get(key: string): T | undefined {
    const known = this.answers.get(key)
    if (known !== undefined) {
      // Most recently used last: the first key is the one dropped when the memory is full.
      this.answers.delete(key)
      this.answers.set(key, known)
    }
    return known
  }

  set(key: string, value: T): void {
    this.answers.set(key, value)
    if (this.answers.size > this.max) this.answers.delete(this.answers.keys().next().value as string)
  }
}

/** The key a memo keeps an answer under: its options (as JSON) and its code, apart by a NUL. */
export function answerKey(code: string, options: unknown): string {
  return `${JSON.stringify(options)}\u0000${code}`
}

/** `codeToHtml` answering repeated calls with the same arguments from memory (and `disk`). */
export function rememberHighlights(
  codeToHtml: CodeToHtml,
  { maxBlocks = MAX_BLOCKS, disk }: { maxBlocks?: number; disk?: HighlightDisk } = {},
): CodeToHtml {
  const answers = new RecentAnswers<string>(maxBlocks)
  return (code, options) => {
    // Transformers are functions: their effect cannot be keyed, so such calls are not remembered.
    if (options.transformers?.length) return codeToHtml(code, options)
    const key = answerKey(code, options)
    const known = answers.get(key)
    if (known !== undefined) return known
    const stored = disk?.cache.read(key, disk.version)
    const html = stored ?? codeToHtml(code, options)
    if (stored === undefined) disk?.cache.write(key, disk.version, html)
    answers.set(key, html)
    return html
  }
}

const highlighters = new Map<string, Promise<Highlighter>>()

/**
 * For rehype-pretty-code's `getHighlighter`: shiki's shared highlighter, each block tokenised once
 * for both themes (parallel-themes.ts) and its HTML remembered.
 */
export function getRememberingHighlighter(
  options: Parameters<typeof getSingletonHighlighter>[0],
): Promise<Highlighter> {
  const key = JSON.stringify(options)
  let highlighter = highlighters.get(key)
  if (!highlighter) {
    const disk = {
      cache: createFileCache<string>(path.join(process.cwd(), '.contentlayer', '.publish-cache', 'highlight')),
      version: shikiVersion(),
    }
    highlighter = getSingletonHighlighter(options).then((shared) => ({
      ...shared,
      codeToHtml: rememberHighlights(oneTokenisation(shared), { disk }),
    }))
    highlighters.set(key, highlighter)
  }
  return highlighter
}

/** shiki's version as installed in the project (what highlighted HTML depends on besides its input). */
export function shikiVersion(): string {
  try {
    // Resolved from the project (this module also runs inside contentlayer's ESM bundle of the config).
    const projectRequire = createRequire(path.join(process.cwd(), 'package.json'))
    return `shiki ${(projectRequire('shiki/package.json') as { version: string }).version}`
  } catch {
    // Without a version nothing kept on disk can be trusted: a key no file was written for.
    return `unknown ${process.pid} ${Date.now()}`
  }
}
