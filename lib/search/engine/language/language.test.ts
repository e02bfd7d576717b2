/**
 * @jest-environment node
 *
 * Word forms, spelling variants, synonyms and stop words, as a reader of the search sees them:
 * which records a query finds, in which order, and what the hit highlights.
 */
import { createSearchIndex, search } from '../engine'
import { createIndexLanguage, type LanguageSettings } from './index-language'
import type { Synonym } from './synonyms'
import type { SearchParams } from '../types'
import { makeRecord, type RecordSketch } from '../../testing/make-record'

const ids = (answer: ReturnType<typeof search>) => answer.hits.map((hit) => hit.objectID)

function indexOf(
  sketches: RecordSketch[],
  settings: Partial<LanguageSettings> = {},
  synonyms: Synonym[] = [],
) {
  return createSearchIndex(sketches.map(makeRecord), createIndexLanguage(settings, synonyms))
}

function contentHighlight(answer: ReturnType<typeof search>, objectID: string): string | undefined {
  const hit = answer.hits.find((candidate) => candidate.objectID === objectID)
  const content = hit?._highlightResult?.content as { value?: string } | undefined
  return content?.value
}

const find = (index: ReturnType<typeof indexOf>, query: string, params: Partial<SearchParams> = {}) =>
  search(index, { query, removeWordsIfNoResults: 'none', ...params })

describe('plurals (ignorePlurals)', () => {
  const index = indexOf([
    { objectID: 'policy', content: 'One retry policy per endpoint' },
    { objectID: 'notifiers', content: 'All notifiers share two settings' },
  ])

  it('finds the singular for a plural and the plural for a singular, even three letters apart', () => {
    expect(ids(find(index, 'policies '))).toEqual(['policy'])
    expect(ids(find(index, 'notifier '))).toEqual(['notifiers'])
  })

  it('highlights the word as the page writes it', () => {
    expect(contentHighlight(find(index, 'policies '), 'policy')).toBe(
      'One retry <em>policy</em> per endpoint',
    )
  })

  it('can be turned off per query, as on the hosted service', () => {
    expect(ids(find(index, 'policies ', { ignorePlurals: false }))).toEqual([])
    expect(ids(find(index, 'policies ', { ignorePlurals: ['fr'] }))).toEqual([])
    expect(ids(find(index, 'policies ', { ignorePlurals: ['en'] }))).toEqual(['policy'])
  })
})

describe('inflections (englishStemming)', () => {
  const sketches: RecordSketch[] = [
    { objectID: 'inflected', content: 'Configuring the server', pageRank: 9 },
    { objectID: 'exact', content: 'Configure the server' },
  ]

  it('matches other forms of a verb, the form as typed first', () => {
    const index = indexOf(sketches)
    expect(ids(find(index, 'configure server'))).toEqual(['exact', 'inflected'])
    expect(ids(find(index, 'configured server')).sort()).toEqual(['exact', 'inflected'])
  })

  it('is an index setting that can be turned off', () => {
    expect(ids(find(indexOf(sketches), 'configuration server')).sort()).toEqual(['exact', 'inflected'])
    const index = indexOf(sketches, { englishStemming: false })
    expect(ids(find(index, 'configuration server'))).toEqual([])
  })
})

describe('British and American spellings (spellingVariants)', () => {
  const sketches: RecordSketch[] = [
    { objectID: 'color', content: 'Customize the color of the header' },
    { objectID: 'colour', content: 'Customising colours per environment' },
  ]

  it('finds either spelling with the other, highlighted as written', () => {
    const index = indexOf(sketches)
    expect(ids(find(index, 'colour ')).sort()).toEqual(['color', 'colour'])
    expect(ids(find(index, 'customise ')).sort()).toEqual(['color', 'colour'])
    expect(contentHighlight(find(index, 'colour '), 'color')).toBe(
      'Customize the <em>color</em> of the header',
    )
  })

  it('is an index setting that can be turned off (typo tolerance aside, which also bridges one letter)', () => {
    expect(ids(find(indexOf(sketches), 'colour ', { typoTolerance: false })).sort()).toEqual([
      'color',
      'colour',
    ])
    const index = indexOf(sketches, { spellingVariants: false })
    expect(ids(find(index, 'colour ', { typoTolerance: false }))).toEqual(['colour'])
  })
})

describe('synonyms', () => {
  const sketches: RecordSketch[] = [
    { objectID: 'kubernetes', content: 'Running on Kubernetes' },
    { objectID: 'k8s', content: 'Pods on k8s clusters' },
    { objectID: 'notification', content: 'Every notification is sent once' },
    { objectID: 'alert', content: 'An alert for every incident' },
    { objectID: 'user-interface', content: 'The user interface shows every instance' },
    { objectID: 'ui', content: 'Hide a view of the UI' },
  ]
  const synonyms: Synonym[] = [
    { objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] },
    { objectID: 'alert', type: 'oneWaySynonym', input: 'alert', synonyms: ['notification'] },
    { objectID: 'ui', type: 'synonym', synonyms: ['ui', 'user interface'] },
  ]
  const index = indexOf(sketches, {}, synonyms)

  it('two-way: each word finds the other', () => {
    expect(ids(find(index, 'k8s ')).sort()).toEqual(['k8s', 'kubernetes'])
    expect(ids(find(index, 'kubernetes ')).sort()).toEqual(['k8s', 'kubernetes'])
    expect(contentHighlight(find(index, 'k8s '), 'kubernetes')).toBe('Running on <em>Kubernetes</em>')
  })

  it('one-way: the input finds its synonyms, not the other way round', () => {
    expect(ids(find(index, 'alert ')).sort()).toEqual(['alert', 'notification'])
    expect(ids(find(index, 'notification '))).toEqual(['notification'])
  })

  it('matches a phrase for a word and a word for a phrase', () => {
    expect(ids(find(index, 'ui ')).sort()).toEqual(['ui', 'user-interface'])
    expect(contentHighlight(find(index, 'ui '), 'user-interface')).toBe(
      'The <em>user</em> <em>interface</em> shows every instance',
    )
    expect(ids(find(index, 'user interface ')).sort()).toEqual(['ui', 'user-interface'])
  })

  it('applies to plurals of the words too', () => {
    expect(ids(find(index, 'alerts ')).sort()).toEqual(['alert', 'notification'])
  })

  it('can be turned off per query', () => {
    expect(ids(find(index, 'k8s ', { synonyms: false }))).toEqual(['k8s'])
  })
})

describe('stop words (removeStopWords)', () => {
  const index = indexOf([
    { objectID: 'secure', content: 'Secure the server with Spring Security' },
    { objectID: 'how', content: 'How it works' },
  ])

  it('ignores stop words of a question for matching but highlights them', () => {
    const answer = find(index, 'how do I secure the server')
    expect(ids(answer)).toEqual(['secure'])
    expect(contentHighlight(answer, 'secure')).toBe(
      '<em>Secure</em> <em>the</em> <em>server</em> with Spring Security',
    )
  })

  it('keeps them when the query has nothing else, and never removes the word being typed', () => {
    expect(ids(find(index, 'how '))).toEqual(['how'])
    expect(ids(find(index, 'secure th'))).toEqual(['secure'])
    expect(ids(find(index, 'secure wi'))).toEqual(['secure'])
  })

  it('can be turned off per query', () => {
    expect(ids(find(index, 'how do I secure the server', { removeStopWords: false }))).toEqual([])
  })

  it("drops the ends of contractions (`t`, `s`) and the negations they shorten (`doesn't`)", () => {
    expect(ids(find(index, "doesn't secure the server's"))).toEqual(['secure'])
    expect(ids(find(index, "can't secure what isn't there "))).toEqual(['secure'])
    // With stop words kept, `doesn` and `t` are required, and nothing holds them.
    expect(ids(find(index, "doesn't secure the server", { removeStopWords: false }))).toEqual([])
  })
})
