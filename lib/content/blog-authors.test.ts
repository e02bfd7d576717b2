import { parseAuthorsFile, resolveAuthors } from './blog-authors'

const map = parseAuthorsFile('jane:\n  name: Jane Doe\n  title: Maintainer\n  url: https://example.org/jane\n  image_url: /img/jane.png\n')

describe('blog authors', () => {
  it('reads authors.yml and fails naming the entry without a name', () => {
    expect(map.jane).toEqual({ key: 'jane', name: 'Jane Doe', title: 'Maintainer', url: 'https://example.org/jane', imageUrl: '/img/jane.png' })
    expect(() => parseAuthorsFile('joe:\n  title: No name\n')).toThrow('content/blog/authors.yml: author "joe" needs a "name"')
    expect(() => parseAuthorsFile('a: [')).toThrow(/authors\.yml: invalid YAML/)
  })

  it('resolves keys, inline authors and the legacy author field, reporting unknown keys', () => {
    expect(resolveAuthors({ authors: ['jane', { name: 'Inline', title: 'Guest' }, 'ghost'] }, map)).toEqual({
      authors: [map.jane, { key: null, name: 'Inline', title: 'Guest', url: null, imageUrl: null }],
      unknownKeys: ['ghost'],
    })
    expect(resolveAuthors({ author: 'Old Style' }, map).authors.map((author) => author.name)).toEqual(['Old Style'])
    expect(resolveAuthors({ authors: { key: 'jane', title: 'Overridden' } }, map).authors[0]).toMatchObject({ name: 'Jane Doe', title: 'Overridden' })
  })
})
