import type { Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { remarkDocusaurusSyntax } from './docusaurus-syntax'
import { remarkAdmonitions } from './remark-admonitions'
import { remarkCodeBlocks } from './remark-code-blocks'
import { remarkHeadingIds } from './remark-heading-ids'
import { remarkTruncate } from './truncate'

/**
 * The remark plugins every consumer of the content shares (renderer, TOC, checks, search). The
 * first one rewrites Docusaurus syntax that MDX cannot parse, so it must run right after the parser
 * is set up (MDX adds these plugins after remark-parse and remark-mdx, as `parser` below does).
 */
export const remarkPlugins = [
  remarkDocusaurusSyntax,
  remarkGfm,
  remarkDirective,
  remarkHeadingIds,
  remarkAdmonitions,
  remarkCodeBlocks,
  remarkTruncate,
] as const

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkDocusaurusSyntax).use(remarkGfm).use(remarkDirective)

/** Parses an MDX body (front matter already removed) into mdast, Docusaurus syntax resolved. */
export function parseMarkdown(body: string): Root {
  const tree = parser.parse(body)
  remarkHeadingIds()(tree)
  remarkAdmonitions()(tree)
  remarkCodeBlocks()(tree)
  return tree
}
