/** @jest-environment node */
import type { SearchParams } from '../types'
import type { TokenMatcher } from './highlight'
import { buildHit, planHits } from './hit-builder'
import { DEFAULT_SEARCH_PARAMS } from '../index/index-settings'
import { makeRecord } from '../../testing/make-record'

const matcher: TokenMatcher = {
  queryWords: ['mail'],
  matchOfTerm: (term) => (term === 'mail' ? { wordMask: 1, length: 4 } : null),
}

const params = (overrides: Partial<SearchParams>): SearchParams => ({
  ...DEFAULT_SEARCH_PARAMS,
  highlightPreTag: '<b>',
  highlightPostTag: '</b>',
  ...overrides,
})

const heading = makeRecord({
  objectID: 'heading',
  type: 'lvl2',
  hierarchy: { lvl1: 'Notifications', lvl2: 'Mail notifier' },
})
const text = makeRecord({
  objectID: 'text',
  hierarchy: { lvl1: 'Mail', lvl2: 'Settings' },
  content: 'Set the mail host and the mail port before the first notification is sent',
})

describe('planHits and buildHit', () => {
  it('applies one plan to every hit of a request', () => {
    const plan = planHits(
      params({
        attributesToRetrieve: ['hierarchy.lvl1', 'url'],
        attributesToSnippet: ['content:3'],
        attributesToHighlight: ['hierarchy'],
      }),
    )
    const [first, second] = [heading, text].map((record) => buildHit(record, plan, matcher))
    expect(first).toEqual({
      objectID: 'heading',
      hierarchy: { lvl1: 'Notifications' },
      url: heading.url,
      _highlightResult: {
        hierarchy: expect.objectContaining({
          lvl2: {
            value: '<b>Mail</b> notifier',
            matchLevel: 'full',
            matchedWords: ['mail'],
            fullyHighlighted: false,
          },
          lvl1: expect.objectContaining({ matchLevel: 'none' }),
        }),
      },
    })
    // A record without text in the snippeted attribute has no `_snippetResult` at all.
    expect(first).not.toHaveProperty('_snippetResult')
    expect(second?._snippetResult).toEqual({
      content: { value: '…the <b>mail</b> host…', matchLevel: 'full' },
    })
    // Levels without text (null) get no highlight result.
    expect(Object.keys(second?._highlightResult?.hierarchy as object)).toEqual(['lvl0', 'lvl1', 'lvl2'])
  })

  it('expands `*` per record, minus the excluded attributes', () => {
    const plan = planHits(
      params({
        attributesToRetrieve: ['*', '-weight', '-hierarchy.lvl0'],
        attributesToSnippet: ['*:2'],
        attributesToHighlight: [],
      }),
    )
    const hit = buildHit(text, plan, matcher)
    expect(hit).not.toHaveProperty('weight')
    expect(hit).not.toHaveProperty('_highlightResult')
    expect(hit.hierarchy).not.toHaveProperty('lvl0')
    expect(hit.hierarchy).toHaveProperty('lvl1', 'Mail')
    expect(hit).toMatchObject({ version: '3.5.6', content: text.content })
    expect(hit._snippetResult).toMatchObject({
      url: { matchLevel: 'none' },
      hierarchy: { lvl1: { value: '<b>Mail</b>', matchLevel: 'full' } },
      content: { value: '…<b>mail</b> host…', matchLevel: 'full' },
    })
  })

  it('never shares objects between a hit and the index', () => {
    const plan = planHits(params({ attributesToRetrieve: ['hierarchy'] }))
    const hit = buildHit(text, plan, matcher)
    ;(hit.hierarchy as Record<string, unknown>).lvl1 = 'changed'
    expect(text.hierarchy.lvl1).toBe('Mail')
  })

  it('leaves out attributes the record does not have', () => {
    const plan = planHits(params({ attributesToRetrieve: ['nothing', 'weight.pageRank', 'url.deeper'] }))
    expect(buildHit(text, plan, matcher)).toEqual({
      objectID: 'text',
      weight: { pageRank: 0 },
      _snippetResult: expect.any(Object),
      _highlightResult: expect.any(Object),
    })
  })
})
