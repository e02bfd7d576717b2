/** @jest-environment node */
import type { Element, Root, RootContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toHtml } from 'hast-util-to-html'
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import rehypePrettyCode from 'rehype-pretty-code'
import { unified } from 'unified'
import { rehypeCodeCopy } from './rehype-code-copy'
import { rehypeCodeFigureHtml } from './rehype-code-figure-html'

/** Highlighted like the content pipeline, with the copy button, before and after the plugin. */
async function highlighted(html: string): Promise<{ before: Root; after: Root }> {
  const highlight = unified()
    .use(rehypePrettyCode, { theme: { light: 'github-light', dark: 'github-dark' }, defaultLang: { block: 'text' } })
    .use(rehypeCodeCopy)
  const before = (await highlight.run(fromHtml(html, { fragment: true }))) as Root
  const after = structuredClone(before)
  await unified().use(rehypeCodeFigureHtml).run(after)
  return { before, after }
}

const attribute = (node: MdxJsxFlowElementHast, name: string) =>
  node.attributes.find((entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name)

describe('rehypeCodeFigureHtml', () => {
  it('turns each highlighted block into one figure whose content is its HTML, attributes kept', async () => {
    const { before, after } = await highlighted(
      '<p>Intro <code>inline</code></p><pre><code class="language-yaml">spring:\n  boot: "&lt;b&gt;"\n</code></pre>',
    )
    const figure = before.children.find((node): node is Element => node.type === 'element' && node.tagName === 'figure')
    const replaced = after.children.find((node): node is MdxJsxFlowElementHast => node.type === 'mdxJsxFlowElement')
    expect(figure && replaced).toBeTruthy()
    if (!figure || !replaced) return
    expect(replaced.name).toBe('figure')
    expect(replaced.children).toEqual([])
    expect(attribute(replaced, 'data-rehype-pretty-code-figure')?.value).toBe('')
    const inner = attribute(replaced, 'dangerouslySetInnerHTML')?.value
    const markup = toHtml(figure.children, { characterReferences: { useNamedReferences: true } })
    expect(markup).toContain('--shiki-light:')
    expect(markup).toContain('&lt;b>')
    expect(markup).toContain('aria-label="Copy code to clipboard"')
    expect(inner).toMatchObject({ type: 'mdxJsxAttributeValueExpression', value: `{__html: ${JSON.stringify(markup)}}` })
    // The expression's tree, as the MDX compiler reads it.
    expect(typeof inner === 'object' && inner?.data?.estree?.body[0]).toMatchObject({
      type: 'ExpressionStatement',
      expression: { type: 'ObjectExpression', properties: [{ key: { name: '__html' }, value: { value: markup } }] },
    })
    // Inline code and the paragraph are left as they were.
    expect(after.children[0]).toEqual(before.children[0] as RootContent)
  })

  it('leaves a figure alone when an attribute is not one React takes as written', async () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'figure',
          properties: { dataRehypePrettyCodeFigure: '', style: 'margin: 0' },
          children: [{ type: 'text', value: 'x' }],
        },
      ],
    }
    const copy = structuredClone(tree)
    await unified().use(rehypeCodeFigureHtml).run(tree)
    expect(tree).toEqual(copy)
  })
})
