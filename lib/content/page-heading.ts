import type { Heading } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { EXIT, visit } from 'unist-util-visit'
import { parseMarkdown } from './parse'

/**
 * The text of a body's first level-1 heading (`# Title` or a `===` underline), read from the parsed
 * markdown: a `# comment` line inside a code block is not a heading.
 */
export function firstPageHeading(body: string): string | undefined {
  let text: string | undefined
  visit(parseMarkdown(body), 'heading', (node: Heading) => {
    if (node.depth !== 1) return
    text = toString(node).trim()
    return EXIT
  })
  return text || undefined
}
