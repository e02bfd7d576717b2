import type { Root, Element } from 'hast'
import { visit } from 'unist-util-visit'

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/**
 * Adds a copyable permalink to every heading that has an id (rehype-slug runs first).
 * The link is a real `<a href="#id">`, so it works without JavaScript; the label names the heading.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!HEADINGS.has(node.tagName)) return
      const id = node.properties?.id
      if (typeof id !== 'string') return
      node.properties = { ...node.properties, className: ['anchor-heading'] }
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          href: `#${id}`,
          className: ['heading-anchor'],
          'aria-label': 'Direct link to this heading',
          'data-heading-anchor': '',
          'data-search-ignore': '',
        },
        children: [{ type: 'text', value: '#' }],
      })
    })
  }
}
