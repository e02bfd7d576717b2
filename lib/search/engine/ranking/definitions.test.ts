/** @jest-environment node */
import { createSearchIndex, search } from '../engine'
import { createIndexLanguage } from '../language/index-language'
import { makeRecord } from '../../testing/make-record'

const ids = (answer: ReturnType<typeof search>) => answer.hits.map((hit) => hit.objectID)

const records = [
  makeRecord({ objectID: 'server-title', type: 'lvl1', hierarchy: { lvl1: 'Spring Boot Admin Server' } }),
  makeRecord({
    objectID: 'server-intro',
    content: 'The Spring Boot Admin Server is an ordinary Spring Boot application.',
  }),
  makeRecord({
    objectID: 'definition',
    url: '/docs/index',
    content: 'Spring Boot Admin is an open-source web application for looking after applications.',
  }),
  makeRecord({
    objectID: 'journal',
    url: '/docs/events',
    content: 'The journal is the first place to look.',
  }),
  makeRecord({ objectID: 'journal-view', type: 'lvl2', hierarchy: { lvl2: 'The journal view' } }),
  makeRecord({ objectID: 'notifier', url: '/docs/notifications', content: 'A notifier is a bean.' }),
  makeRecord({ objectID: 'notifiers', type: 'lvl2', hierarchy: { lvl2: 'Notifiers' } }),
]

describe('definition questions (definitionQuestions)', () => {
  const index = createSearchIndex(records)

  it('answers "what is …" with the sentence saying what it is first', () => {
    expect(ids(search(index, { query: 'what is spring boot admin' }))[0]).toBe('definition')
    expect(ids(search(index, { query: 'what is spring boot adm' }))[0]).toBe('definition')
    // A sentence about something else that starts with the same words is no definition of it.
    expect(ids(search(index, { query: 'what is spring boot admin' }))).toEqual([
      'definition',
      'server-title',
      'server-intro',
    ])
  })

  it('lets an article open the sentence, and finds the singular for a plural', () => {
    expect(ids(search(index, { query: 'what is the journal' }))[0]).toBe('journal')
    expect(ids(search(index, { query: 'what are notifiers' }))[0]).toBe('notifier')
  })

  it('leaves keyword queries and other questions as they rank', () => {
    expect(ids(search(index, { query: 'spring boot admin' }))[0]).toBe('server-title')
    expect(ids(search(index, { query: 'journal' }))[0]).toBe('journal-view')
    expect(ids(search(index, { query: 'how is the journal' }))[0]).toBe('journal-view')
  })

  it('keeps filters and pages: a definition filtered out is not shown, and shows once', () => {
    const filtered = search(index, {
      query: 'what is spring boot admin',
      facetFilters: ['type:lvl1'],
    })
    expect(ids(filtered)).toEqual(['server-title'])
    const firstPage = ids(search(index, { query: 'what is spring boot admin', hitsPerPage: 1 }))
    const secondPage = ids(search(index, { query: 'what is spring boot admin', hitsPerPage: 1, page: 1 }))
    expect([...firstPage, ...secondPage]).toEqual(['definition', 'server-title'])
  })

  it('can be turned off', () => {
    const off = createSearchIndex(records, createIndexLanguage({ definitionQuestions: false }))
    expect(ids(search(off, { query: 'what is spring boot admin' }))[0]).toBe('server-title')
  })
})
