import type { Root, RootContent } from 'mdast'

/**
 * `<!-- truncate -->` (an MDX comment `{/* truncate *\/}` by then, see docusaurus-syntax.ts) ends a
 * blog post's excerpt. It becomes an empty marker element in the rendered HTML, where the blog list
 * cuts the excerpt and the post itself drops it.
 */
export const TRUNCATE_MARKER = '<div data-truncate=""></div>'

const TRUNCATE_COMMENT = /^\s*\/\*\s*truncate\s*\*\/\s*$/

function isTruncateComment(node: RootContent): boolean {
  return node.type === 'mdxFlowExpression' && TRUNCATE_COMMENT.test(node.value)
}

/** Does the raw body of a post have a truncate marker? */
export function hasTruncateMarker(body: string): boolean {
  return /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/m.test(body)
}

export function remarkTruncate() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) =>
      isTruncateComment(node)
        ? ({ type: 'paragraph', children: [], data: { hName: 'div', hProperties: { dataTruncate: '' } } } as RootContent)
        : node,
    )
  }
}

/** The HTML before the truncate marker, or undefined when the post has none. */
export function excerptOf(html: string): string | undefined {
  const index = html.indexOf(TRUNCATE_MARKER)
  return index === -1 ? undefined : html.slice(0, index)
}

/** The post's HTML without the marker. */
export function withoutTruncateMarker(html: string): string {
  return html.replace(TRUNCATE_MARKER, '')
}
