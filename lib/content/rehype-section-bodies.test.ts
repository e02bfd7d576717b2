/** @jest-environment node */
import type { Element, Root, RootContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { rehypeSectionBodies } from './rehype-section-bodies'

function boxed(html: string, tree: Root = fromHtml(html, { fragment: true })): Root {
  rehypeSectionBodies()(tree)
  return tree
}

/** The top level as tags, a box as its children's tags: `['p', ['h2', 'p']]`. */
function outline(tree: Root): Array<string | string[]> {
  return tree.children
    .filter((node): node is Element => node.type === 'element')
    .map((node) =>
      node.properties.className?.toString() === 'section-body'
        ? node.children.filter((child): child is Element => child.type === 'element').map((child) => child.tagName)
        : node.tagName,
    )
}

describe('rehypeSectionBodies', () => {
  it('boxes the introduction, and each top-level heading with the content under it', () => {
    const tree = boxed('<p>Intro</p><h2>A</h2><p>a</p><ul><li>x</li></ul><h3>B</h3><p>b</p><h2>C</h2><pre>c</pre>')
    expect(outline(tree)).toEqual([['p'], ['h2', 'p', 'ul'], ['h3', 'p'], ['h2', 'pre']])
  })

  it('keeps a heading right under another in the same box, and leaves nested headings alone', () => {
    const tree = boxed('<h2>A</h2>\n<h3>A.1</h3><p>a</p><div class="admonition"><h3>Note</h3></div><h3>B</h3><p>b</p>')
    expect(outline(tree)).toEqual([['h2', 'h3', 'p', 'div'], ['h3', 'p']])
  })

  it('gives each box its estimated height for a narrow and a wide column', () => {
    const long = 'word '.repeat(200)
    const [box] = boxed(`<h2>A</h2><p>${long}</p>`).children as Element[]
    const style = String(box?.properties.style)
    const narrow = Number(/--section-narrow:([\d.]+)/.exec(style)?.[1])
    const wide = Number(/--section-wide:([\d.]+)/.exec(style)?.[1])
    expect(narrow).toBeGreaterThan(wide)
    expect(wide).toBeGreaterThan(10)
  })

  it('leaves a blog post\'s truncate marker at the top level, so the excerpt before it is whole HTML', () => {
    const tree = boxed('<p>Intro</p><h2>A</h2><p>a</p><div data-truncate=""></div><p>more</p><h2>B</h2>')
    // The marker ('div') is at the top level: what comes before it is whole boxes.
    expect(outline(tree)).toEqual([['p'], ['h2', 'p'], 'div', ['p'], ['h2']])
  })

  it("keeps the MDX module's imports and exports at the top level, and boxes nothing on an empty page", () => {
    const esm = { type: 'mdxjsEsm', value: "import X from './x'" } as unknown as RootContent
    const tree = fromHtml('<h2>A</h2><p>a</p>', { fragment: true })
    tree.children.splice(1, 0, esm)
    expect(boxed('', tree).children).toContain(esm)
    expect(boxed('').children).toEqual([])
    expect(outline(boxed('\n\n'))).toEqual([])
  })
})
