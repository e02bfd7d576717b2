/** @jest-environment node */
import type { ElementContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { estimateSectionSize, type ComponentSize, type SectionSize } from './section-size'

const blocks = (html: string) => fromHtml(html, { fragment: true }).children as ElementContent[]
const words = (count: number) => 'word '.repeat(count).trim()

/** The estimate of some content that can be estimated. */
function estimate(nodes: Parameters<typeof estimateSectionSize>[0], componentSize?: ComponentSize): SectionSize {
  const size = estimateSectionSize(nodes, componentSize)
  if (!size) throw new Error('no estimate')
  return size
}

describe('estimateSectionSize', () => {
  it('gives a long paragraph more lines in a narrow column than in a wide one', () => {
    const size = estimate(blocks(`<p>${words(100)}</p>`))
    // 499 characters: 12 lines of 44 characters, 6 of 88, of 1.75rem each, plus the margin.
    expect(size.narrow).toBeCloseTo(12 * 1.75 + 1.25)
    expect(size.wide).toBeCloseTo(6 * 1.75 + 1.25)
  })

  it('counts the lines of a highlighted code block, which do not wrap', () => {
    const lines = '<span data-line=""></span>\n'.repeat(12)
    const figure = `<figure data-rehype-pretty-code-figure=""><pre><code>${lines}</code></pre></figure>`
    const size = estimate(blocks(figure))
    expect(size.narrow).toBe(size.wide)
    expect(size.narrow).toBeCloseTo(12 * 1.5 + 3)
  })

  it('grows with the rows of a table and with the text in them', () => {
    const row = (text: string) => `<tr><td>key</td><td>${text}</td></tr>`
    const short = estimate(blocks(`<table><tbody>${row('yes').repeat(4)}</tbody></table>`))
    const more = estimate(blocks(`<table><tbody>${row('yes').repeat(8)}</tbody></table>`))
    const wordy = estimate(blocks(`<table><tbody>${row(words(60)).repeat(4)}</tbody></table>`))
    expect(more.wide).toBeGreaterThan(short.wide)
    expect(wordy.narrow).toBeGreaterThan(short.narrow)
    expect(wordy.narrow).toBeGreaterThan(wordy.wide)
  })

  it('adds up the items of a list and the blocks of a container', () => {
    const one = estimate(blocks('<ul><li>one</li></ul>'))
    const three = estimate(blocks('<ul><li>one</li><li>two</li><li>three</li></ul>'))
    expect(three.wide - one.wide).toBeCloseTo(2 * (1.75 + 0.5))
    const quoted = estimate(blocks(`<blockquote><p>${words(10)}</p><p>${words(10)}</p></blockquote>`))
    expect(quoted.wide).toBeCloseTo(2 + 2 * (1.75 + 1.25))
  })

  it('asks about components it cannot see into, and gives no estimate when nobody knows', () => {
    const table = {
      type: 'mdxJsxFlowElement',
      name: 'PropertyTable',
      attributes: [{ type: 'mdxJsxAttribute', name: 'group', value: 'ui' }],
      children: [],
    } as MdxJsxFlowElementHast
    expect(estimate([table], () => ({ narrow: 90, wide: 60 }))).toEqual({ narrow: 90, wide: 60 })
    // Nobody knows: no estimate for the whole run, which is then drawn as usual.
    expect(estimateSectionSize([...blocks('<p>Text</p>'), table])).toBeUndefined()
    const cards = { type: 'mdxJsxFlowElement', name: 'DocCardList', attributes: [], children: [] } as MdxJsxFlowElementHast
    expect(estimateSectionSize([cards])).toBeUndefined()
    const tabs = {
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      attributes: [],
      children: [
        { type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: blocks(`<p>${words(10)}</p>`) },
        { type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: blocks(`<p>${words(400)}</p>`) },
      ],
    } as MdxJsxFlowElementHast
    // Only the first tab shows.
    expect(estimate([tabs]).wide).toBeLessThan(10)
  })

  it('ignores whitespace and comments between blocks, but not an expression that renders something', () => {
    expect(estimate(blocks('\n\n  \n'))).toEqual({ narrow: 0, wide: 0 })
    const expression = (value: string) => ({ type: 'mdxFlowExpression', value }) as unknown as ElementContent
    expect(estimate([expression('/* truncate */')])).toEqual({ narrow: 0, wide: 0 })
    expect(estimateSectionSize([expression('props.items.map((item) => item)')])).toBeUndefined()
  })
})
