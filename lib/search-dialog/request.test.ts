import { buildSearchRequest, capQuery, defaultSearchContext, snippetWordsFor } from './request'

describe('buildSearchRequest', () => {
  it('builds exactly the queries request of the hosted service, contextual to the docs version and language', () => {
    expect(buildSearchRequest('server', defaultSearchContext('spring-boot-admin', 10))).toEqual({
      indexName: 'spring-boot-admin',
      query: 'server',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToHighlight: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
      ],
      attributesToSnippet: ['content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: [['version:3.5.6'], ['language:en']],
    })
  })

  it('asks for 5-word snippets on small screens', () => {
    const request = buildSearchRequest('x', defaultSearchContext('i', snippetWordsFor(true)))
    expect(request.attributesToSnippet).toContain('content:5')
    expect(request.attributesToSnippet.every((attribute) => attribute.endsWith(':5'))).toBe(true)
    expect(snippetWordsFor(false)).toBe(10)
  })

  it('caps the query at 64 characters', () => {
    const long = 'a'.repeat(100)
    expect(buildSearchRequest(long, defaultSearchContext('i', 10)).query).toHaveLength(64)
  })
})

describe('capQuery', () => {
  it('leaves short queries alone', () => {
    expect(capQuery('server')).toBe('server')
    expect(capQuery('x'.repeat(64))).toHaveLength(64)
  })

  it('never cuts a surrogate pair in half', () => {
    const query = `${'a'.repeat(63)}😀`
    expect(capQuery(query)).toBe('a'.repeat(63))
  })
})
