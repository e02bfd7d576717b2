/** @jest-environment node */
import type { ElementContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { estimateSectionSize } from './section-size'

const blocks = (html: string) => fromHtml(html, { fragment: true }).children as ElementContent[]
const words = (count: number) => 'word '.repeat(count).trim()

describe('estimateSectionSize', () => {
  it('gives a long paragraph more lines in a narrow column than in a wide one', () => {
    const size = estimateSectionSize(blocks(`<p>${words(100)}</p>`))
    // 500 characters: about 11 lines at 46 characters, 6 at 92, of 1.75rem each, plus the margin.
    expect(size.narrow).toBeCloseTo(11 * 1.75 + 1.25)
    expect(size.wide).toBeCloseTo(6 * 1.75 + 1.25)
  })

  it('counts the lines of a highlighted code block, which do not wrap', () => {
    const figure =
      '<figure data-rehype-pretty-code-figure=""><pre style="--code-lines:12"><code></code></pre></figure>'
    const size = estimateSectionSize(blocks(figure))
    expect(size.narrow).toBe(size.wide)
    expect(size.narrow).toBeCloseTo(12 * 1.5 + 3)
  })

  it('grows with the rows of a table and with the text in them', () => {
    const row = (text: string) => `<tr><td>key</td><td>${text}</td></tr>`
    const short = estimateSectionSize(blocks(`<table><tbody>${row('yes').repeat(4)}</tbody></table>`))
    const more = estimateSectionSize(blocks(`<table><tbody>${row('yes').repeat(8)}</tbody></table>`))
    const wordy = estimateSectionSize(blocks(`<table><tbody>${row(words(60)).repeat(4)}</tbody></table>`))
    expect(more.wide).toBeGreaterThan(short.wide)
    expect(wordy.narrow).toBeGreaterThan(short.narrow)
    expect(wordy.narrow).toBeGreaterThan(wordy.wide)
  })

  it('adds up the items of a list and the blocks of a container', () => {
    const one = estimateSectionSize(blocks('<ul><li>one</li></ul>'))
    const three = estimateSectionSize(blocks('<ul><li>one</li><li>two</li><li>three</li></ul>'))
    expect(three.wide - one.wide).toBeCloseTo(2 * (1.75 + 0.5))
    const quoted = estimateSectionSize(blocks(`<blockquote><p>${words(10)}</p><p>${words(10)}</p></blockquote>`))
    expect(quoted.wide).toBeCloseTo(2 + 2 * (1.75 + 1.25))
  })

  it('asks about components it cannot see into, and guesses when nobody knows', () => {
    const table = {
      type: 'mdxJsxFlowElement',
      name: 'PropertyTable',
      attributes: [{ type: 'mdxJsxAttribute', name: 'group', value: 'ui' }],
      children: [],
    } as MdxJsxFlowElementHast
    expect(estimateSectionSize([table], () => ({ narrow: 90, wide: 60 }))).toEqual({ narrow: 90, wide: 60 })
    const guessed = estimateSectionSize([table])
    expect(guessed.narrow).toBeGreaterThan(0)
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
    expect(estimateSectionSize([tabs]).wide).toBeLessThan(10)
  })

  it('ignores whitespace between blocks', () => {
    expect(estimateSectionSize(blocks('\n\n  \n'))).toEqual({ narrow: 0, wide: 0 })
  })
})
