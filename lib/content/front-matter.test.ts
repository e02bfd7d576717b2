import { readFrontMatter } from './front-matter'

describe('readFrontMatter', () => {
  it('reads the data and the body, and counts the lines before the body', () => {
    const read = readFrontMatter('---\ntitle: Events\nsidebar_position: 2\n---\n\nText\n')
    expect(read.data).toEqual({ title: 'Events', sidebar_position: 2 })
    expect(read.body).toBe('\nText\n')
    // Body line 2 ("Text") is file line 6.
    expect(read.bodyLineOffset).toBe(4)
  })

  it('refuses invalid front matter every time it is read, not only the first time', () => {
    const source = '---\ntitle: [unclosed\n---\n\nText\n'
    expect(() => readFrontMatter(source)).toThrow()
    expect(() => readFrontMatter(source)).toThrow()
  })
})
