import { prefersMarkdown } from './accept'

describe('asking for Markdown with Accept', () => {
  it('gives Markdown to a client that names it', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true)
    expect(prefersMarkdown('text/markdown, */*;q=0.1')).toBe(true)
    expect(prefersMarkdown('text/markdown;q=0.9, text/plain;q=0.5')).toBe(true)
    expect(prefersMarkdown('TEXT/Markdown; charset=utf-8')).toBe(true)
  })

  it('gives a browser HTML, and HTML when the client prefers it', () => {
    expect(
      prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8'),
    ).toBe(false)
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false)
    expect(prefersMarkdown('*/*')).toBe(false)
    expect(prefersMarkdown('text/*')).toBe(false)
    expect(prefersMarkdown(undefined)).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false)
  })

  it('ignores a header too long to be a real one', () => {
    expect(prefersMarkdown(`text/markdown, ${'x/y, '.repeat(1000)}`)).toBe(false)
  })
})
