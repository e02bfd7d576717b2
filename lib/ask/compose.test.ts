import { fixtureIndex, fixtureRecords } from './__fixtures__/fixture-docs'
import { parseHighlightedParts } from '@/lib/search-dialog/highlight'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '@/lib/search-dialog/request'
import { composeAnswer } from './compose'
import {
  ANSWER_HIGHLIGHT_TAGS,
  type AnswerEvent,
  type HistoryTurn,
  type NoAnswerEvent,
  type SentenceEvent,
  type SourcesEvent,
} from './types'

const index = fixtureIndex()

function ask(question: string, history: HistoryTurn[] = []) {
  const events = [...composeAnswer(index, { question, history })]
  const sentences = events.filter((event): event is SentenceEvent => event.type === 'sentence')
  const sources = events.find((event): event is SourcesEvent => event.type === 'sources')?.sources ?? []
  const noAnswer = events.find((event): event is NoAnswerEvent => event.type === 'no-answer') ?? null
  return { events, sentences, sources, noAnswer, cited: sources.map((source) => source.url) }
}

const contents = fixtureRecords().flatMap((record) => (record.content ? [record.content] : []))

describe('composeAnswer on fixture documents', () => {
  it.each([
    ['How do I secure the actuator endpoints?', '/3.5.6/docs/server/security#securing-actuator-endpoints'],
    ['How do I send notifications by mail?', '/3.5.6/docs/server/notifications/mail'],
    ['How do I run several servers in a cluster?', '/3.5.6/docs/server/clustering'],
    ['how do I change the colour of the UI?', '/3.5.6/docs/customize/ui#colours'],
    ['Why exclude actuator endpoints from CSRF protection?', '/3.5.6/docs/server/security#csrf'],
  ])('%s cites %s first', (question, anchor) => {
    const { cited } = ask(question)
    expect(cited[0]).toBe(anchor)
  })

  it('cites the exact heading anchors of the sentences it uses', () => {
    expect(ask('How do I secure the actuator endpoints?').cited).toEqual([
      '/3.5.6/docs/server/security#securing-actuator-endpoints',
      '/3.5.6/docs/server/security#csrf',
    ])
  })

  it('cites a property row by its own anchor', () => {
    const { cited } = ask('Which property sets the mail recipients?')
    expect(cited).toContain('/3.5.6/docs/server/notifications/mail#configure-smtp')
  })

  it('answers with the docs’ own sentences only, at most five, in the order sent', () => {
    for (const question of [
      'How do I secure the actuator endpoints?',
      'How does the mail notifier work?',
      'cluster hazelcast',
    ]) {
      const { events, sentences } = ask(question)
      expect(sentences.length).toBeGreaterThan(0)
      expect(sentences.length).toBeLessThanOrEqual(5)
      for (const sentence of sentences)
        expect(contents.some((content) => content.includes(sentence.text))).toBe(true)
      expect(sentences.map((sentence) => sentence.index)).toEqual(sentences.map((_, i) => i))
      expect(events.map((event) => event.type).slice(-2)).toEqual(['sources', 'done'])
    }
  })

  it('numbers sources in order of first use, one number per anchor', () => {
    const { sentences, sources } = ask('How do I secure the actuator endpoints?')
    expect(sources.map((source) => source.number)).toEqual(sources.map((_, i) => i + 1))
    for (const sentence of sentences) {
      expect(sources[sentence.source.number - 1]).toEqual(sentence.source)
    }
    expect(sources[1]).toMatchObject({
      pageTitle: 'Securing the Server',
      headings: ['Securing Actuator Endpoints', 'CSRF'],
      section: 'Server',
    })
  })

  it('escapes the sentence before marking the question’s words, like search highlights', () => {
    const { sentences } = ask('how does the UI escape a title?')
    const sentence = sentences.find((candidate) => candidate.text.includes('<always>'))
    expect(sentence?.html).toBe(
      'A <mark>title</mark> such as &quot;Ops &amp; Admin &quot; is shown as text: the <mark>UI</mark> <mark>escapes</mark> it &lt;always&gt;.',
    )
  })

  it('uses the search dialog’s highlight tags, so its parser gives back the exact sentence', () => {
    expect(ANSWER_HIGHLIGHT_TAGS).toEqual({ preTag: HIGHLIGHT_PRE_TAG, postTag: HIGHLIGHT_POST_TAG })
    for (const sentence of ask('how does the UI escape a title?').sentences) {
      const parts = parseHighlightedParts(sentence.html)
      expect(parts.map((part) => part.value).join('')).toBe(sentence.text)
      expect(parts.some((part) => part.isHighlighted)).toBe(true)
    }
  })

  it('answers a follow-up from the page of the previous question', () => {
    const { cited } = ask('And how do I test it?', [{ question: 'How do I send notifications by mail?' }])
    expect(cited).toEqual(['/3.5.6/docs/server/notifications/mail#test-the-setup'])
  })

  describe('when the docs do not answer', () => {
    it('says so plainly, without sentences or sources, and offers nothing unrelated', () => {
      const { events, noAnswer } = ask('What is the capital of France?')
      expect(events.map((event) => event.type)).toEqual(['no-answer', 'done'])
      expect(noAnswer?.message).toMatch(/does not cover this question/)
      expect(noAnswer?.related).toEqual([])
    })

    it('offers up to three related pages when some of the words are covered', () => {
      const { noAnswer } = ask('How do I send notifications to Kafka?')
      expect(noAnswer?.related.length).toBeGreaterThan(0)
      expect(noAnswer?.related.length).toBeLessThanOrEqual(3)
      expect(noAnswer?.related[0]).toEqual({
        url: '/3.5.6/docs/server/notifications/mail',
        title: 'Mail Notifications',
        section: 'Server',
      })
    })

    it('does not guess for a question without keywords', () => {
      expect(ask('How do I do it?').events.map((event: AnswerEvent) => event.type)).toEqual([
        'no-answer',
        'done',
      ])
    })
  })

  it('prefers the docs over a blog post that mentions the same words', () => {
    const { cited } = ask('mail notifier')
    expect(cited.some((url) => url.startsWith('/3.5.6/blog/'))).toBe(false)
  })
})
