import type { Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { remarkAdmonitions } from './remark-admonitions'

/** The remark plugins every consumer of the content shares (renderer, TOC, checks, search). */
export const remarkPlugins = [remarkGfm, remarkDirective, remarkAdmonitions] as const

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective)

/** Parses an MDX body (front matter already removed) into mdast, admonitions resolved. */
export function parseMarkdown(body: string): Root {
  const tree = parser.parse(body)
  remarkAdmonitions()(tree)
  return tree
}
