import type { Root } from 'mdast'
import { onePerProcess } from 'sba-docs-process'
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

/**
 * The trees parsed lately, by body. A publish reads each page's tree three times (the content
 * check, the page's first heading, its table of contents), in two module copies (contentlayer
 * bundles its config apart), so the cache is made once per process (sba-docs-process). The reads of a page come close
 * together (the check of an edit, then its compile), so a few dozen trees are enough; more only
 * held the memory of large pages. (A compile reads its headings from the MDX compiler's own tree
 * when it can: compiled-tree-facts.ts.)
 */
const CACHE_SIZE = 32
const parsed = onePerProcess('parsed-markdown', () => new Map<string, Root>())

/**
 * Parses an MDX body (front matter already removed) into mdast, Docusaurus syntax resolved. The
 * tree may be shared with other callers: read it, never change it.
 */
export function parseMarkdown(body: string): Root {
  const cached = parsed.get(body)
  if (cached) return cached
  const tree = parser.parse(body)
  remarkHeadingIds()(tree)
  remarkAdmonitions()(tree)
  remarkCodeBlocks()(tree)
  if (parsed.size >= CACHE_SIZE) parsed.delete(parsed.keys().next().value as string)
  parsed.set(body, tree)
  return tree
}
