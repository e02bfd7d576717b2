import { headingTop } from './heading-position'

function place(element: Element, top: number) {
  element.getBoundingClientRect = () => ({ top }) as DOMRect
}

describe('headingTop', () => {
  it('measures a heading that opens a section box by its box, never the heading itself', () => {
    document.body.innerHTML =
      '<div class="markdown"><div class="section-body"><h2 id="a">A</h2><p>Text</p></div></div>'
    const heading = document.getElementById('a')!
    place(heading.parentElement!, 480)
    heading.getBoundingClientRect = () => {
      throw new Error('the heading itself was measured')
    }
    expect(headingTop(heading)).toBe(480)
  })

  it('measures any other heading (one inside an admonition, or on a page without boxes) itself', () => {
    document.body.innerHTML =
      '<div class="section-body"><h2 id="a">A</h2><div class="admonition"><h3 id="b">B</h3></div></div><h2 id="c">C</h2>'
    const nested = document.getElementById('b')!
    const plain = document.getElementById('c')!
    place(nested, 120)
    place(plain, 900)
    place(nested.parentElement!, 100)
    expect(headingTop(nested)).toBe(120)
    expect(headingTop(plain)).toBe(900)
  })
})
