/** @jest-environment node */
import { createSearchIndex, search } from '../engine'
import { escapeHtml, highlightValue, snippetValue, type TokenMatcher } from './highlight'
import { makeRecord } from '../../testing/make-record'

/** A matcher for fixed words: whole-word matches, plus a prefix match for words listed in `prefixes`. */
function matcherFor(words: string[], prefixes: Record<string, string> = {}): TokenMatcher {
  return {
    queryWords: words,
    matchOfTerm(term) {
      const word = words.indexOf(term)
      if (word >= 0) return { wordMask: 1 << word, length: term.length }
      for (const [prefix, queryWord] of Object.entries(prefixes)) {
        if (term.startsWith(prefix)) return { wordMask: 1 << words.indexOf(queryWord), length: prefix.length }
      }
      return null
    },
  }
}
const tags = { preTag: '<mark>', postTag: '</mark>' }

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})

describe('highlightValue', () => {
  it('wraps matched words in the tags and reports what matched', () => {
    expect(highlightValue('Mail notifier settings', matcherFor(['mail', 'smtp']), tags)).toEqual({
      value: '<mark>Mail</mark> notifier settings',
      matchLevel: 'partial',
      matchedWords: ['mail'],
      fullyHighlighted: false,
    })
  })

  it('gives the same answer when it passes over words whose first letter cannot match', () => {
    const initials = new Uint8Array(129)
    initials['m'.charCodeAt(0)] = 1
    initials['n'.charCodeAt(0)] = 1
    const matcher = { ...matcherFor(['mail', 'notifier']), initials }
    expect(highlightValue('Mail notifier settings', matcher, tags)).toEqual(
      highlightValue('Mail notifier settings', matcherFor(['mail', 'notifier']), tags),
    )
    expect(highlightValue('Mail notifier', matcher, tags)).toMatchObject({ fullyHighlighted: true })
    // A camel-case word is always looked at: its parts may match.
    expect(highlightValue('SlackMail', { ...matcherFor(['mail']), initials }, tags).value).toBe(
      'Slack<mark>Mail</mark>',
    )
  })

  it('marks the whole value as fully highlighted when every word matched', () => {
    expect(highlightValue('Mail notifier', matcherFor(['mail', 'notifier']), tags)).toMatchObject({
      value: '<mark>Mail</mark> <mark>notifier</mark>',
      matchLevel: 'full',
      fullyHighlighted: true,
    })
  })

  it('highlights only the typed part of a prefix match', () => {
    expect(highlightValue('Configuration', matcherFor(['conf'], { conf: 'conf' }), tags).value).toBe(
      '<mark>Conf</mark>iguration',
    )
  })

  it('leaves out fullyHighlighted when nothing matched', () => {
    expect(highlightValue('Clustering', matcherFor(['mail']), tags)).toEqual({
      value: 'Clustering',
      matchLevel: 'none',
      matchedWords: [],
    })
  })

  it('escapes record text before inserting the tags, so only the tags are markup', () => {
    const { value } = highlightValue('Run <script>alert("x")</script> & done', matcherFor(['script']), tags)
    expect(value).toBe(
      'Run &lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; done',
    )
    expect(value).not.toMatch(/<script/i)
  })

  it('escapes a tag-like match itself', () => {
    expect(highlightValue('a<b>c', matcherFor(['b']), tags).value).toBe('a&lt;<mark>b</mark>&gt;c')
  })
})

describe('snippetValue', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen'

  it('cuts a window of the given number of words around the match, with ellipses', () => {
    expect(snippetValue(text, matcherFor(['nine']), tags, 5, '…')).toEqual({
      value: '…seven eight <mark>nine</mark> ten eleven…',
      matchLevel: 'full',
    })
  })

  it('starts at the beginning without a match', () => {
    expect(snippetValue(text, matcherFor(['zero']), tags, 3, ' [...]')).toEqual({
      value: 'one two three [...]',
      matchLevel: 'none',
    })
  })

  it('prefers the window with the most distinct query words', () => {
    const { value } = snippetValue(text, matcherFor(['two', 'twelve', 'thirteen']), tags, 4, '…')
    expect(value).toBe('…eleven <mark>twelve</mark> <mark>thirteen</mark> fourteen…')
  })

  it('returns short texts whole', () => {
    expect(snippetValue('short text', matcherFor(['text']), tags, 10, '…').value).toBe(
      'short <mark>text</mark>',
    )
  })

  it('escapes snippets too', () => {
    const { value } = snippetValue(
      '<script>alert(1)</script> '.repeat(5),
      matcherFor(['alert']),
      tags,
      2,
      '…',
    )
    expect(value).toBe(
      '&lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt; &lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;…',
    )
  })
})

describe('highlighting through a search', () => {
  const index = createSearchIndex([
    makeRecord({
      objectID: 'xss',
      type: 'content',
      hierarchy: { lvl1: 'Security', lvl2: 'Scripts' },
      content: 'Never render <script>document.cookie</script> from a record.',
    }),
  ])

  it('highlights typo matches and escapes the rest', () => {
    const [hit] = search(index, {
      query: 'scirpt',
      attributesToSnippet: ['content:4'],
      highlightPreTag: '<em class="hl">',
      highlightPostTag: '</em>',
      snippetEllipsisText: '…',
    }).hits
    expect(hit?._highlightResult?.content).toEqual({
      value:
        'Never render &lt;<em class="hl">script</em>&gt;document.cookie&lt;/<em class="hl">script</em>&gt; from a record.',
      matchLevel: 'full',
      matchedWords: ['scirpt'],
      fullyHighlighted: false,
    })
    expect(hit?._highlightResult?.hierarchy).toMatchObject({ lvl2: { value: '<em class="hl">Script</em>s' } })
    expect(hit?._snippetResult).toEqual({
      content: {
        value:
          '…render &lt;<em class="hl">script</em>&gt;document.cookie&lt;/<em class="hl">script</em>&gt; from a…',
        matchLevel: 'full',
      },
    })
  })

  it('snippets nested attributes named like hierarchy.lvl2:1', () => {
    const [hit] = search(index, { query: 'scripts', attributesToSnippet: ['hierarchy.lvl2:1'] }).hits
    expect(hit?._snippetResult).toEqual({
      hierarchy: { lvl2: { value: '<em>Scripts</em>', matchLevel: 'full' } },
    })
  })
})
