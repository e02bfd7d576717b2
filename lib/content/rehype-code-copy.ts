import type { Root, Element } from 'hast'
import { visit } from 'unist-util-visit'
import { isCodeFigure } from './code-figure'

/**
 * Puts a copy button into every highlighted code block. The button is static markup; a small
 * client script (hooks/useContentEnhancements.ts) makes it copy the block's text.
 */
export function rehypeCodeCopy() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (isCodeFigure(node)) node.children.push(copyButton())
    })
  }
}

/** The copy button of a code block's figure, its last child. */
export function copyButton(): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['copy-code'],
      'data-copy-code': '',
      'data-search-ignore': '',
      'aria-label': 'Copy code to clipboard',
      title: 'Copy',
    },
    children: [{ type: 'text', value: 'Copy' }],
  }
}
