/** @jest-environment node */
import { createSearchIndex, search } from './engine'
import { createIndexLanguage } from './language/index-language'
import { makeRecord } from '../testing/make-record'

const ids = (answer: ReturnType<typeof search>) => answer.hits.map((hit) => hit.objectID)

describe('matching', () => {
  const index = createSearchIndex([
    makeRecord({ objectID: 'security', content: 'Securing the Spring Boot Admin server' }),
    makeRecord({ objectID: 'mail', content: 'The mail notifier sends an e-mail per status change' }),
    makeRecord({ objectID: 'accent', content: 'Überwachung der Anwendungen' }),
    makeRecord({
      objectID: 'property',
      content: 'spring.boot.admin.ui.title String Text of the browser tab title.',
    }),
  ])
  const hitsFor = (query: string, extra = {}) => ids(search(index, { query, ...extra }))

  it('folds case and diacritics on both sides', () => {
    expect(hitsFor('UBERWACHUNG')).toEqual(['accent'])
    expect(hitsFor('überwachung')).toEqual(['accent'])
  })

  it('matches the last word as a prefix, the others as whole words', () => {
    expect(hitsFor('secur')).toEqual(['security'])
    expect(hitsFor('mail notif')).toEqual(['mail'])
    expect(hitsFor('mai notifier', { removeWordsIfNoResults: 'none' })).toEqual([])
  })

  it('tolerates one typo from 4 letters and two from 8', () => {
    expect(hitsFor('notifer ')).toEqual(['mail'])
    expect(hitsFor('secruing')).toEqual(['security'])
    expect(hitsFor('sxcurinx ')).toEqual(['security'])
    expect(hitsFor('mial ')).toEqual(['mail'])
    expect(hitsFor('tbe ')).toEqual([])
  })

  it('can turn typo tolerance off', () => {
    expect(hitsFor('notifer ', { typoTolerance: false })).toEqual([])
  })

  it('finds a property by its whole name and by its parts', () => {
    expect(hitsFor('spring.boot.admin.ui.title')).toEqual(['property'])
    expect(hitsFor('ui title')).toEqual(['property'])
    expect(hitsFor('admin.ui')).toEqual(['property'])
  })

  it('requires every word unless told otherwise', () => {
    expect(hitsFor('mail security', { removeWordsIfNoResults: 'none' })).toEqual([])
    expect(hitsFor('mail security', { removeWordsIfNoResults: 'allOptional' })).toEqual(['mail', 'security'])
    expect(hitsFor('mail zzzz', { removeWordsIfNoResults: 'lastWords' })).toEqual(['mail'])
    expect(hitsFor('zzzz mail', { removeWordsIfNoResults: 'firstWords' })).toEqual(['mail'])
    expect(hitsFor('mail zzzz', { optionalWords: ['zzzz'] })).toEqual(['mail'])
  })

  it('lets words go when no record has them all, as the index setting says (allOptional here)', () => {
    expect(hitsFor('mail security')).toEqual(['mail', 'security'])
  })

  it('answers an empty query with every record', () => {
    expect(search(index, { query: '' }).nbHits).toBe(4)
  })
})

describe('ranking', () => {
  it('ranks fewer typos first', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'typo', content: 'configuraton', pageRank: 9 }),
      makeRecord({ objectID: 'exact', content: 'configuration' }),
    ])
    expect(ids(search(index, { query: 'configuration ' }))).toEqual(['exact', 'typo'])
  })

  it('ranks more matched words first when words are optional', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'one', content: 'mail', pageRank: 9 }),
      makeRecord({ objectID: 'two', content: 'mail server' }),
    ])
    expect(ids(search(index, { query: 'mail server', optionalWords: ['mail', 'server'] }))).toEqual([
      'two',
      'one',
    ])
  })

  it('ranks closer words first (proximity)', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'far', content: 'ui settings and the page title', pageRank: 9 }),
      makeRecord({ objectID: 'reversed', content: 'title ui', pageRank: 5 }),
      makeRecord({ objectID: 'near', content: 'the ui title setting' }),
    ])
    expect(ids(search(index, { query: 'ui title' }))).toEqual(['near', 'reversed', 'far'])
  })

  it('ranks matches in more important attributes first (lvl0 … lvl6, then content)', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'content', content: 'clustering', pageRank: 9 }),
      makeRecord({ objectID: 'lvl2', type: 'lvl2', hierarchy: { lvl2: 'Clustering' }, level: 80 }),
      makeRecord({ objectID: 'lvl1', type: 'lvl1', hierarchy: { lvl1: 'Clustering' }, level: 90 }),
    ])
    expect(ids(search(index, { query: 'clustering' }))).toEqual(['lvl1', 'lvl2', 'content'])
  })

  it('ranks exact words before prefix matches', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'longer', type: 'lvl1', hierarchy: { lvl1: 'Events' }, pageRank: 9 }),
      makeRecord({ objectID: 'exact', type: 'lvl1', hierarchy: { lvl1: 'Event' } }),
    ])
    expect(ids(search(index, { query: 'event' }))).toEqual(['exact', 'longer'])
  })

  it('counts the attribute where the words stand together with attributeCriteriaComputedByMinProximity', () => {
    const index = createSearchIndex([
      makeRecord({
        objectID: 'heading',
        hierarchy: { lvl2: 'Which status changes trigger a message' },
        content: 'Transitions listed in ignore-changes are skipped',
      }),
      makeRecord({
        objectID: 'together',
        hierarchy: { lvl3: 'Ignoring some transitions' },
        content: 'Set ignore-changes to a list of transitions',
        pageRank: 1,
      }),
    ])
    expect(ids(search(index, { query: 'ignore changes' }))).toEqual(['heading', 'together'])
    expect(
      ids(search(index, { query: 'ignore changes', attributeCriteriaComputedByMinProximity: true })),
    ).toEqual(['together', 'heading'])
  })

  it('counts where an identifier stands whole for a query written as one (identifierAttributeByProximity)', () => {
    const records = [
      makeRecord({
        objectID: 'heading',
        hierarchy: { lvl2: 'Which status changes trigger a message' },
        content: 'Transitions listed in ignore-changes are skipped',
      }),
      makeRecord({
        objectID: 'entry',
        hierarchy: { lvl3: 'notify.ignore-changes' },
        content: 'Status transitions that must not trigger a message',
      }),
    ]
    const index = createSearchIndex(records)
    expect(ids(search(index, { query: 'ignore-changes' }))).toEqual(['entry', 'heading'])
    expect(ids(search(index, { query: 'ignore.changes' }))).toEqual(['entry', 'heading'])
    // Written as two words, the query is not one identifier: the heading's attribute counts.
    expect(ids(search(index, { query: 'ignore changes' }))).toEqual(['heading', 'entry'])
    // The search can say otherwise, and the index setting can be turned off.
    expect(
      ids(search(index, { query: 'ignore-changes', attributeCriteriaComputedByMinProximity: false })),
    ).toEqual(['heading', 'entry'])
    const off = createSearchIndex(records, createIndexLanguage({ identifierAttributeByProximity: false }))
    expect(ids(search(off, { query: 'ignore-changes' }))).toEqual(['heading', 'entry'])
  })

  it('looks for a camel-case word the index does not know as its parts, written as one identifier', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'heading', hierarchy: { lvl2: 'Ignoring status changes' } }),
      makeRecord({ objectID: 'entry', hierarchy: { lvl3: 'notify.ignore-changes' } }),
      makeRecord({ objectID: 'class', content: 'Register a SecurityFilterChain bean' }),
    ])
    expect(ids(search(index, { query: 'ignoreChanges' }))).toEqual(['entry', 'heading'])
    expect(ids(search(index, { query: 'ignoreCh' }))).toEqual(['entry', 'heading'])
    // A word the index has stays whole.
    expect(ids(search(index, { query: 'SecurityFilterChain' }))).toEqual(['class'])
  })

  it('breaks remaining ties by page rank, then level, then position', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'late', content: 'actuator', position: 9 }),
      makeRecord({ objectID: 'early', content: 'actuator', position: 1 }),
      makeRecord({ objectID: 'heading', content: 'actuator', level: 80, position: 5 }),
      makeRecord({ objectID: 'ranked', content: 'actuator', pageRank: 1, position: 20 }),
    ])
    expect(ids(search(index, { query: 'actuator' }))).toEqual(['ranked', 'heading', 'early', 'late'])
  })

  it('keeps only the fewest typos with typoTolerance min', () => {
    const index = createSearchIndex([
      makeRecord({ objectID: 'exact', content: 'registry' }),
      makeRecord({ objectID: 'typo', content: 'registru' }),
    ])
    expect(ids(search(index, { query: 'registry ', typoTolerance: 'min' }))).toEqual(['exact'])
    expect(ids(search(index, { query: 'registry ', typoTolerance: 'strict' }))).toEqual(['exact', 'typo'])
  })
})

describe('facetFilters', () => {
  const index = createSearchIndex([
    makeRecord({ objectID: 'a', content: 'alpha', version: '3.5.6', type: 'content' }),
    makeRecord({ objectID: 'b', content: 'alpha', version: '3.4.7', type: 'content' }),
    makeRecord({ objectID: 'c', content: 'alpha', version: '3.5.6', language: 'de', type: 'content' }),
    makeRecord({ objectID: 'd', type: 'lvl2', hierarchy: { lvl2: 'alpha' }, version: '3.5.6', level: 80 }),
  ])
  const filtered = (facetFilters: Array<string | string[]>) =>
    ids(search(index, { query: 'alpha', facetFilters })).sort()

  it('ANDs the outer list', () => {
    expect(filtered(['version:3.5.6', 'language:en'])).toEqual(['a', 'd'])
  })

  it('ORs an inner list', () => {
    expect(filtered([['version:3.4.7', 'language:de']])).toEqual(['b', 'c'])
  })

  it('negates with attribute:-value', () => {
    expect(filtered(['type:-content'])).toEqual(['d'])
    expect(filtered(['version:3.5.6', ['type:-lvl2']])).toEqual(['a', 'c'])
  })

  it('compares values case-insensitively and matches nothing on unknown attributes', () => {
    expect(filtered(['LANGUAGE:EN'])).toEqual([])
    expect(filtered(['language:EN'])).toEqual(['a', 'b', 'd'])
    expect(filtered(['colour:red'])).toEqual([])
    expect(filtered(['colour:-red'])).toEqual(['a', 'b', 'c', 'd'])
  })

  it('counts facet values of the matching records', () => {
    const answer = search(index, { query: 'alpha', facets: ['version', 'type'] })
    expect(answer.facets).toEqual({ version: { '3.5.6': 3, '3.4.7': 1 }, type: { content: 3, lvl2: 1 } })
    expect(answer.exhaustiveFacetsCount).toBe(true)
  })

  it('refuses a filter without attribute', () => {
    expect(() => search(index, { facetFilters: ['nocolon'] })).toThrow(/attribute:value/)
  })
})

describe('pagination and distinct', () => {
  const records = Array.from({ length: 25 }, (_, i) =>
    makeRecord({
      objectID: `r${i}`,
      content: 'page',
      position: i,
      url: `/3.5.6/docs/p#a${Math.floor(i / 5)}`,
    }),
  )
  const index = createSearchIndex(records)

  it('collapses records of the same url by default (the index distinct setting)', () => {
    const answer = search(index, { query: 'page' })
    expect(answer.nbHits).toBe(5)
    expect(ids(answer)).toEqual(['r0', 'r5', 'r10', 'r15', 'r20'])
  })

  it('pages through the hits', () => {
    const answer = search(index, { query: 'page', distinct: 0, hitsPerPage: 10, page: 2 })
    expect(answer).toMatchObject({ nbHits: 25, nbPages: 3, page: 2, hitsPerPage: 10 })
    expect(ids(answer)).toEqual(['r20', 'r21', 'r22', 'r23', 'r24'])
    expect(search(index, { query: 'page', distinct: 0, hitsPerPage: 10, page: 3 }).hits).toEqual([])
  })

  it('keeps up to N hits per url with distinct N', () => {
    expect(search(index, { query: 'page', distinct: 2 }).nbHits).toBe(10)
  })

  it('answers hitsPerPage 0 with counts only', () => {
    expect(search(index, { query: 'page', hitsPerPage: 0 })).toMatchObject({
      hits: [],
      nbHits: 5,
      nbPages: 0,
    })
  })
})

describe('answer fields', () => {
  const index = createSearchIndex([
    makeRecord({
      objectID: 'x',
      type: 'lvl2',
      hierarchy: { lvl2: 'Reminders' },
      url: '/3.5.6/docs/n#reminders',
    }),
  ])

  it('retrieves nested attributes, all attributes, and all but some', () => {
    const [nested] = search(index, {
      query: 'remind',
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl2', 'url'],
    }).hits
    expect(nested).toMatchObject({
      objectID: 'x',
      url: '/3.5.6/docs/n#reminders',
      hierarchy: { lvl0: 'Documentation', lvl2: 'Reminders' },
    })
    expect(Object.keys(nested?.hierarchy as object)).toEqual(['lvl0', 'lvl2'])
    const [all] = search(index, {
      query: 'remind',
      attributesToRetrieve: ['*', '-weight', '-hierarchy.lvl1'],
    }).hits
    expect(all).not.toHaveProperty('weight')
    expect(all).toHaveProperty('version', '3.5.6')
    expect(all?.hierarchy).not.toHaveProperty('lvl1')
  })

  it('has a 32-hex queryID only with clickAnalytics', () => {
    expect(search(index, { query: 'x', clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(search(index, { query: 'x' })).not.toHaveProperty('queryID')
  })

  it('echoes the parameters', () => {
    const answer = search(index, { query: 'a b', hitsPerPage: 5, facetFilters: ['type:lvl2'] })
    expect(answer.params).toBe('query=a%20b&hitsPerPage=5&facetFilters=%5B%22type%3Alvl2%22%5D')
    expect(answer).toMatchObject({
      query: 'a b',
      exhaustiveNbHits: true,
      processingTimeMS: expect.any(Number),
    })
  })
})
