/** @jest-environment node */
import { createSearchIndex, search } from '../engine'
import { createIndexLanguage } from '../language/index-language'
import { makeRecord, type RecordSketch } from '../../testing/make-record'
import { TOPIC_HITS_FIRST, isSentenceQuery } from './topic-ranking'
import { tokenizeQuery } from '../language/tokenize'

const pages = (answer: ReturnType<typeof search>) => [
  ...new Set(answer.hits.map((hit) => String(hit.url_without_anchor))),
]
const ids = (answer: ReturnType<typeof search>) => answer.hits.map((hit) => hit.objectID)

/** A page of one topic: its title record and one record per text, under one second-level heading. */
function page(
  name: string,
  title: string,
  texts: string[],
  extra: Partial<RecordSketch> = {},
): RecordSketch[] {
  const url = `/3.5.6/docs/${name}`
  return [
    { objectID: `${name}-title`, type: 'lvl1', url, hierarchy: { lvl1: title }, ...extra },
    ...texts.map((content, i) => ({
      objectID: `${name}-${i}`,
      url: `${url}#s${i}`,
      hierarchy: { lvl1: title, lvl2: `About ${title}`, lvl3: `Part ${i}` },
      content,
      position: i + 1,
      ...extra,
    })),
  ]
}

// The proxy page answers "can't access the ui via nginx" across two sections; the UI page has one
// section holding most of the question's words, all of them common, and leads section by section.
// Words of every page, as `spring`, `boot` and `admin` are on the site: each property has a
// name, and the name must be correct.
const common = 'Each property of Spring Boot Admin has a name, and the name must be correct.'
const proxyPage = page('proxy', 'Running behind a proxy', [
  'A front-end proxy such as nginx terminates TLS in front of the server.',
  'Readers access the server through the proxy, which forwards the headers it needs.',
  common,
])
const uiPage = page('ui', 'The user interface', [
  'The Spring Boot Admin ui shows every application.',
  'The ui lists instances.',
  common,
])
const otherPages = [
  ...page('clients', 'Registering clients', ['Each application registers with the admin server.', common]),
  ...page('notifications', 'Notifications', ['The ui shows a notification when a status changes.', common]),
  ...page('security', 'Security', ['Secure the ui with a login form.', common]),
]

function indexOf(sketches: RecordSketch[], sentenceRanking = true) {
  return createSearchIndex(sketches.map(makeRecord), createIndexLanguage({ sentenceRanking }))
}

describe('sentences: topics ranked by what their sections hold (sentenceRanking)', () => {
  const sketches = [...uiPage, ...proxyPage, ...otherPages]

  it('ranks first the page holding the telling words of a question, in whichever sections', () => {
    const query = "Can't access spring boot admin ui via nginx"
    expect(pages(search(indexOf(sketches), { query }))[0]).toBe('/3.5.6/docs/proxy')
    // Without the setting, the section holding the most words leads, as on the hosted service.
    expect(pages(search(indexOf(sketches, false), { query }))[0]).toBe('/3.5.6/docs/ui')
  })

  it('ranks the part of a long page that answers (an FAQ entry) by itself, not the whole page', () => {
    const entries = Array.from({ length: 12 }, (_, n) => ({
      objectID: `faq-${n}`,
      url: `/3.5.6/docs/faq#q${n}`,
      hierarchy: { lvl1: 'FAQ', lvl2: `Question ${n} about the server` },
      content: `An answer about the server, its status and the application, number ${n}.`,
    }))
    const faq: RecordSketch[] = [
      { objectID: 'faq-title', type: 'lvl1', url: '/3.5.6/docs/faq', hierarchy: { lvl1: 'FAQ' } },
      ...entries.slice(0, 6),
      {
        objectID: 'faq-offline',
        url: '/3.5.6/docs/faq#offline',
        hierarchy: { lvl1: 'FAQ', lvl2: 'Why is my application shown as offline?' },
        content: 'The server cannot reach the health endpoint of the application.',
      },
      ...entries.slice(6),
    ]
    const passing = page('status', 'Status', [
      'Each application has a status: up, down, offline or unknown.',
      'The health endpoint of the application decides it.',
    ])
    const answer = search(indexOf([...faq, ...passing, ...otherPages]), {
      query: 'application offline health endpoint unreachable',
    })
    expect(ids(answer)[0]).toBe('faq-offline')
  })

  it('keeps the tie-breaking ranking for keyword queries of one or two words', () => {
    expect(isSentenceQuery(tokenizeQuery('status interval'))).toBe(false)
    expect(ids(search(indexOf(sketches), { query: 'ui nginx' }))).toEqual(
      ids(search(indexOf(sketches, false), { query: 'ui nginx' })),
    )
  })

  it('counts a property name written in the query as one word, not as its common parts', () => {
    const records = [
      ...page('client-properties', 'Client properties', [
        'spring.boot.admin.client.url is the list of admin server URLs to register at.',
      ]),
      ...page('naming', 'Naming instances', [
        'The name shown for an instance is correct once the property of the same name is set in Spring Boot Admin.',
      ]),
      ...otherPages,
    ]
    expect(isSentenceQuery(tokenizeQuery('spring.boot.admin.client.url'))).toBe(false)
    const answer = search(indexOf(records), {
      query: 'is the name correct for property spring.boot.admin.client.url?',
    })
    expect(pages(answer)[0]).toBe('/3.5.6/docs/client-properties')
  })

  it('lets no page fill the answer: each page shows its first sections before any page shows more', () => {
    const longPage = page(
      'long',
      'Proxy headers in depth',
      Array.from(
        { length: 8 },
        (_, i) => `Forwarded proxy headers, case ${i}: nginx and the public address.`,
      ),
    )
    const answer = search(indexOf([...longPage, ...proxyPage, ...otherPages]), {
      query: 'nginx proxy forwarded headers',
    })
    const firstPages = answer.hits.slice(0, 2 * TOPIC_HITS_FIRST).map((hit) => hit.url_without_anchor)
    expect(new Set(firstPages).size).toBe(2)
    expect(answer.nbHits).toBeGreaterThan(2 * TOPIC_HITS_FIRST)
    // Every matching section is still in the answer, after the others' first ones.
    expect(answer.hits.filter((hit) => hit.url_without_anchor === '/3.5.6/docs/long').length).toBe(9)
  })

  it('answers a page of hits as the first hits of a longer answer, however many pages match', () => {
    const many = Array.from({ length: 40 }, (_, n) =>
      page(`p${n}`, `Page ${n}`, [`nginx proxy ${'headers '.repeat(n % 7)}and forwarded address ${n}.`]),
    ).flat()
    const index = indexOf(many)
    const query = 'nginx proxy forwarded headers'
    const all = ids(search(index, { query, hitsPerPage: 200 }))
    expect(all).toHaveLength(40)
    expect(ids(search(index, { query, hitsPerPage: 3 }))).toEqual(all.slice(0, 3))
    expect(ids(search(index, { query, hitsPerPage: 3, page: 2 }))).toEqual(all.slice(6, 9))
    expect(search(index, { query, hitsPerPage: 0 }).hits).toEqual([])
  })

  it('applies only when the search lets words go (removeWordsIfNoResults: allOptional)', () => {
    const query = 'nginx terminates dragons'
    expect(search(indexOf(sketches), { query }).nbHits).toBeGreaterThan(0)
    expect(search(indexOf(sketches), { query, removeWordsIfNoResults: 'none' }).nbHits).toBe(0)
  })

  it('weighs words by the pages the filters leave, and answers only from them', () => {
    // In 3.5.6 `journal` is rarer than `retention`; the older version's pages all say `journal`.
    const current = [
      ...page('journal', 'Journal', ['The journal keeps the events.']),
      ...page('retention', 'Retention', ['The retention of events.']),
      ...page('period', 'Period', ['A retention period.']),
      ...otherPages,
    ]
    const older = [1, 2, 3, 4, 5].flatMap((n) =>
      page(`old-${n}`, 'Old journal', ['The journal of old.'], { version: '3.4.0' }),
    )
    const answer = search(indexOf([...current, ...older]), {
      query: 'journal retention events',
      facetFilters: [['version:3.5.6']],
    })
    expect(pages(answer)[0]).toBe('/3.5.6/docs/journal')
    expect(pages(answer).filter((url) => url.includes('/old-'))).toEqual([])
  })
})
