import { parseMarkdown } from './parse'

describe('parseMarkdown', () => {
  it('parses a body once, however many readers ask for its tree', () => {
    const body = '# Title\n\nSome *text* for the parse cache test.\n'
    const first = parseMarkdown(body)
    expect(first.children[0]).toMatchObject({ type: 'heading', depth: 1 })
    expect(parseMarkdown(body)).toBe(first)
    // Another body, or the same page edited, is parsed anew.
    expect(parseMarkdown(`${body}\nMore.\n`)).not.toBe(first)
  })

  it('keeps a bounded number of trees: the oldest is parsed again once many others were read', () => {
    const oldest = parseMarkdown('The oldest body of the parse cache test.\n')
    for (let index = 0; index < 300; index += 1) parseMarkdown(`Body number ${index}.\n`)
    const again = parseMarkdown('The oldest body of the parse cache test.\n')
    expect(again).not.toBe(oldest)
    expect(again).toEqual(oldest)
  })

  it('still reports a body that does not parse, every time it is asked', () => {
    const broken = 'A <Component that never closes\n'
    expect(() => parseMarkdown(broken)).toThrow()
    expect(() => parseMarkdown(broken)).toThrow()
  })
})
