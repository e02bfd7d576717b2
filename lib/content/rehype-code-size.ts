import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { isCodeFigure, isCodeLine } from './code-figure'

/**
 * Gives every highlighted code block its number of lines (`--code-lines` on the `<pre>`). With it,
 * styles/globals.css lets the browser skip laying out and painting the blocks that are off screen
 * (`content-visibility: auto`) while keeping their exact height, so a long page lays out sooner
 * and nothing moves when a block is finally drawn.
 */
export function rehypeCodeSize() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!isCodeFigure(node)) return
      const pre = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')
      const code = pre?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code')
      if (!pre || !code) return
      const lines = code.children.filter((child) => child.type === 'element' && isCodeLine(child)).length
      if (lines === 0) return
      const style = typeof pre.properties.style === 'string' ? `${pre.properties.style};` : ''
      pre.properties.style = `${style}--code-lines:${lines}`
    })
  }
}
