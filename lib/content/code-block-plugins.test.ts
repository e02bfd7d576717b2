/** @jest-environment node */
import type { Element, Root } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import rehypePrettyCode from 'rehype-pretty-code'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { rehypeCodeCopy } from './rehype-code-copy'
import { rehypeCodeSize } from './rehype-code-size'

/** The tree after highlighting and the site's code block plugins, in the content pipeline's order. */
async function highlight(html: string): Promise<Element[]> {
  const processor = unified()
    .use(rehypePrettyCode, { theme: 'github-light', defaultLang: { block: 'text' } })
    .use(rehypeCodeSize)
    .use(rehypeCodeCopy)
  const tree = (await processor.run(fromHtml(html, { fragment: true }))) as Root
  const elements: Element[] = []
  visit(tree, 'element', (node: Element) => {
    elements.push(node)
  })
  return elements
}

const twoBlocks =
  '<pre><code class="language-yaml">spring:\n  boot:\n\n    admin: {}\n</code></pre><pre><code>one line\n</code></pre>'

describe('code block plugins on highlighted code', () => {
  it('puts the number of lines of each block on its <pre>, blank lines included', async () => {
    const styles = (await highlight(twoBlocks)).filter((node) => node.tagName === 'pre').map((pre) => pre.properties.style)
    expect(styles).toEqual([expect.stringMatching(/;--code-lines:4$/), expect.stringMatching(/;--code-lines:1$/)])
  })

  it('gives every block a copy button inside its figure', async () => {
    const figures = (await highlight(twoBlocks)).filter((node) => node.tagName === 'figure')
    expect(figures).toHaveLength(2)
    for (const figure of figures) {
      const button = figure.children.find((child): child is Element => child.type === 'element' && child.tagName === 'button')
      expect(button?.properties).toMatchObject({ 'aria-label': 'Copy code to clipboard', 'data-copy-code': '' })
    }
  })

  it('leaves inline code alone', async () => {
    const elements = await highlight('<p>Set <code>spring.boot.admin.ui.title</code> to rename it.</p>')
    expect(elements.map((node) => node.tagName)).toEqual(['p', 'code'])
    expect(elements[1]?.properties.style).toBeUndefined()
  })
})
