import type { Heading, Root } from 'mdast'
import { visit } from 'unist-util-visit'

const TRAILING_ID = /\s*\{#([^\s{}]+)\}\s*$/

/** The explicit id of a heading (`## Title {#custom-id}`), once remarkHeadingIds has run. */
export function explicitHeadingId(node: Heading): string | undefined {
  const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id
  return typeof id === 'string' ? id : undefined
}

/**
 * `## Title {#custom-id}` (kept as text by docusaurus-syntax.ts) gives the heading the id
 * `custom-id`; the `{#…}` is removed from the text. rehype-slug leaves headings that have an id alone.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1]
      if (last?.type !== 'text') return
      const match = TRAILING_ID.exec(last.value)
      if (!match) return
      last.value = last.value.slice(0, match.index)
      if (last.value === '') node.children.pop()
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } }
    })
  }
}
