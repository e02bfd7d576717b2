import { compiledTreeFacts } from './compiled-tree-facts'
import { parseMarkdown } from './parse'
import { headingsOf, type HeadingFact } from './toc'

/**
 * The text of a body's first level-1 heading (`# Title` or a `===` underline), read from the parsed
 * markdown (the tree its MDX compile just read, else parsed here): a `# comment` line inside a code
 * block is not a heading.
 */
export function firstPageHeading(body: string): string | undefined {
  const headings: readonly HeadingFact[] = compiledTreeFacts(body)?.headings ?? headingsOf(parseMarkdown(body))
  return headings.find((heading) => heading.depth === 1)?.text || undefined
}
