import { decodeHtmlEntities, parseHighlightedParts, stripHighlightTags } from './highlight'

describe('parseHighlightedParts', () => {
  it('splits on the highlight tags', () => {
    expect(parseHighlightedParts('Spring <mark>Boot</mark> Admin <mark>server</mark>')).toEqual([
      { value: 'Spring ', isHighlighted: false },
      { value: 'Boot', isHighlighted: true },
      { value: ' Admin ', isHighlighted: false },
      { value: 'server', isHighlighted: true },
    ])
  })

  it('decodes entities into characters, inside and outside marks', () => {
    expect(
      parseHighlightedParts(
        'management.<mark>endpoint</mark>.&lt;<mark>id</mark>&gt; &amp; &quot;x&quot; &#39;y&#x27;',
      ),
    ).toEqual([
      { value: 'management.', isHighlighted: false },
      { value: 'endpoint', isHighlighted: true },
      { value: '.<', isHighlighted: false },
      { value: 'id', isHighlighted: true },
      { value: `> & "x" 'y'`, isHighlighted: false },
    ])
  })

  it('treats escaped tags as text, never as markup', () => {
    const parts = parseHighlightedParts(
      '&lt;mark&gt;not a match&lt;/mark&gt; &lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(parts).toEqual([
      { value: '<mark>not a match</mark> <script>alert(1)</script>', isHighlighted: false },
    ])
  })

  it('highlights to the end when a pre tag is not closed and drops stray post tags', () => {
    expect(parseHighlightedParts('a <mark>b')).toEqual([
      { value: 'a ', isHighlighted: false },
      { value: 'b', isHighlighted: true },
    ])
    expect(parseHighlightedParts('a</mark> b')).toEqual([{ value: 'a b', isHighlighted: false }])
  })

  it('leaves out empty parts', () => {
    expect(parseHighlightedParts('<mark>all</mark>')).toEqual([{ value: 'all', isHighlighted: true }])
    expect(parseHighlightedParts('')).toEqual([])
  })

  it('works with other tags', () => {
    expect(parseHighlightedParts('x <em>y</em>', '<em>', '</em>')).toEqual([
      { value: 'x ', isHighlighted: false },
      { value: 'y', isHighlighted: true },
    ])
  })
})

describe('decodeHtmlEntities', () => {
  it('keeps unknown and invalid entities as they are', () => {
    expect(decodeHtmlEntities('&unknown; &#xD800; &#99999999; a&b')).toBe(
      '&unknown; &#xD800; &#99999999; a&b',
    )
  })

  it('decodes numeric entities beyond the BMP', () => {
    expect(decodeHtmlEntities('&#x1F600;')).toBe('😀')
  })
})

it('stripHighlightTags gives the plain text', () => {
  expect(stripHighlightTags('<mark>A</mark> &lt;b&gt;')).toBe('A <b>')
})
