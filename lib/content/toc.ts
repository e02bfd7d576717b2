import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { createHeadingSlugger } from './slugs'
import { compiledTreeFacts } from './compiled-tree-facts'
import { parseMarkdown } from './parse'
import { explicitHeadingId } from './remark-heading-ids'

export interface TocItem {
  depth: number
  text: string
  id: string
}

export interface TocRange {
  minHeadingLevel: number
  maxHeadingLevel: number
}

/** A heading as the table of contents reads it: its level, its text, its `{#custom-id}` if any. */
export interface HeadingFact {
  depth: number
  text: string
  explicitId?: string
}

/** The headings of an mdast tree, in document order. */
export function headingsOf(tree: Root): HeadingFact[] {
  const headings: HeadingFact[] = []
  visit(tree, 'heading', (node: Heading) => {
    const explicitId = explicitHeadingId(node)
    headings.push({ depth: node.depth, text: toString(node).trim(), ...(explicitId ? { explicitId } : {}) })
  })
  return headings
}

/**
 * The table of contents of a page's headings. Every heading without an explicit id (`{#custom-id}`)
 * is slugged in document order, as rehype-slug does when rendering, so ids match the rendered
 * anchors; only the range is listed.
 */
export function tocFromHeadings(headings: readonly HeadingFact[], range: TocRange): TocItem[] {
  const slug = createHeadingSlugger()
  const items: TocItem[] = []
  for (const { depth, text, explicitId } of headings) {
    const id = explicitId ?? slug(text)
    if (depth >= range.minHeadingLevel && depth <= range.maxHeadingLevel) items.push({ depth, text, id })
  }
  return items
}

/** The table of contents of an mdast tree (see {@link tocFromHeadings}). */
export function tocFromTree(tree: Root, range: TocRange): TocItem[] {
  return tocFromHeadings(headingsOf(tree), range)
}

/** A page body's table of contents: from the tree its MDX compile just read, else parsed. */
export function extractToc(body: string, range: TocRange): TocItem[] {
  const read = compiledTreeFacts(body)
  return read ? tocFromHeadings(read.headings, range) : tocFromTree(parseMarkdown(body), range)
}

/** Every anchor a document defines: all heading slugs (any depth) plus explicit JSX/HTML ids. */
export function anchorsFromTree(tree: Root): Set<string> {
  const anchors = new Set(tocFromTree(tree, { minHeadingLevel: 1, maxHeadingLevel: 6 }).map((item) => item.id))
  visit(tree, (node) => {
    const attributes = (node as { attributes?: Array<{ name?: string; value?: unknown }> }).attributes
    if (!Array.isArray(attributes)) return
    for (const attribute of attributes) {
      if (attribute.name === 'id' && typeof attribute.value === 'string') anchors.add(attribute.value)
    }
  })
  return anchors
}
