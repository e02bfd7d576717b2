import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { createHeadingSlugger } from './slugs'
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

/**
 * The table of contents of an mdast tree. Every heading without an explicit id (`{#custom-id}`) is
 * slugged in document order, as rehype-slug does when rendering, so ids match the rendered anchors;
 * only the range is listed.
 */
export function tocFromTree(tree: Root, range: TocRange): TocItem[] {
  const slug = createHeadingSlugger()
  const items: TocItem[] = []
  visit(tree, 'heading', (node: Heading) => {
    const text = toString(node).trim()
    const id = explicitHeadingId(node) ?? slug(text)
    if (node.depth >= range.minHeadingLevel && node.depth <= range.maxHeadingLevel) {
      items.push({ depth: node.depth, text, id })
    }
  })
  return items
}

export function extractToc(body: string, range: TocRange): TocItem[] {
  return tocFromTree(parseMarkdown(body), range)
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
