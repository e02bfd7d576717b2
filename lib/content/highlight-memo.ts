/**
 * The code highlighter of the MDX pipeline (rehype-pretty-code's `getHighlighter` option), with
 * each code block's highlighted HTML remembered: a page saved again after a one-word text edit
 * keeps its code blocks, and tokenising them with the themes' grammars was most of its compile
 * (about 150 ms of a one-page publish with a few blocks, on a 2-core machine). The answer for the
 * same code, language, meta string and themes is the same HTML, so a remembered one is what
 * highlighting again would give.
 *
 * Bounded: the oldest answers are dropped first, so a long-running watcher holds at most
 * `MAX_BLOCKS` blocks.
 */
import { getSingletonHighlighter, type Highlighter } from 'shiki'

const MAX_BLOCKS = 20_000

type CodeToHtml = Highlighter['codeToHtml']

/** `codeToHtml` answering repeated calls with the same arguments from memory. */
export function rememberHighlights(codeToHtml: CodeToHtml, maxBlocks = MAX_BLOCKS): CodeToHtml {
  const answers = new Map<string, string>()
  return (code, options) => {
    // Transformers are functions: their effect cannot be keyed, so such calls are not remembered.
    if (options.transformers?.length) return codeToHtml(code, options)
    const key = `${JSON.stringify(options)}\u0000${code}`
    const known = answers.get(key)
    if (known !== undefined) {
      // Most recently used last: the first key is the one dropped when the memory is full.
      answers.delete(key)
      answers.set(key, known)
      return known
    }
    const html = codeToHtml(code, options)
    answers.set(key, html)
    if (answers.size > maxBlocks) answers.delete(answers.keys().next().value as string)
    return html
  }
}

const highlighters = new Map<string, Promise<Highlighter>>()

/** For rehype-pretty-code's `getHighlighter`: shiki's shared highlighter, its HTML remembered per block. */
export function getRememberingHighlighter(
  options: Parameters<typeof getSingletonHighlighter>[0],
): Promise<Highlighter> {
  const key = JSON.stringify(options)
  let highlighter = highlighters.get(key)
  if (!highlighter) {
    highlighter = getSingletonHighlighter(options).then((shared) => ({
      ...shared,
      codeToHtml: rememberHighlights(shared.codeToHtml),
    }))
    highlighters.set(key, highlighter)
  }
  return highlighter
}
