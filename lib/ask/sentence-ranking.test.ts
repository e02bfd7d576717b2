import { fixtureIndex } from './__fixtures__/fixture-docs'
import { corpusOf, type CorpusSentence } from './corpus'
import { matchKeywords } from './keyword-match'
import { rankPassages, selectPassages } from './passages'
import { analyzeQuestion } from './question'
import { proximity, selectSentences, shapeFactor } from './sentence-ranking'
import { stemmedTokens } from './text'

const index = fixtureIndex()
const corpus = corpusOf(index)

/** A sentence outside the corpus; its words the corpus does not know get an id no keyword matches. */
function sentenceOf(text: string): CorpusSentence {
  const tokens = stemmedTokens(text)
  return {
    text,
    stemIds: Uint32Array.from(tokens, (token) => corpus.stemIds.get(token.stem) ?? corpus.stems.length),
    positions: Uint32Array.from(tokens, (token) => token.position),
    record: 0,
    order: 0,
    indexInPassage: 1,
    isTableRow: false,
  }
}

function select(question: string, options = {}) {
  const analysis = analyzeQuestion(question)
  const match = matchKeywords(corpus, analysis.keywords)
  return selectSentences(selectPassages(rankPassages(index, corpus, match)), match, analysis.type, options)
}

describe('proximity', () => {
  const match = matchKeywords(corpus, analyzeQuestion('sticky sessions balancer').keywords)

  it('is 1 for adjacent keywords and falls as they spread', () => {
    const near = proximity(sentenceOf('Enable sticky sessions on the balancer.'), match)
    const far = proximity(
      sentenceOf('Sticky rules apply to all the many sessions on a large shared balancer.'),
      match,
    )
    expect(proximity(sentenceOf('Use sticky sessions.'), match)).toBe(1)
    expect(near).toBeGreaterThan(far)
    expect(far).toBeGreaterThan(0)
  })

  it('is 0 with fewer than two keywords', () => {
    expect(proximity(sentenceOf('Sticky notes are yellow.'), match)).toBe(0)
  })
})

describe('shapeFactor', () => {
  it('prefers whole sentences to titles, fragments, lead-ins and table rows', () => {
    const prose = shapeFactor({
      text: 'Add the mail starter to the server and set the host.',
      isTableRow: false,
    })
    expect(prose).toBe(1)
    expect(shapeFactor({ text: 'application.yml of the monitored application', isTableRow: false })).toBe(0)
    expect(shapeFactor({ text: 'Too short to say much.', isTableRow: false })).toBe(0)
    expect(
      shapeFactor({ text: 'Put the credentials into the metadata map:', isTableRow: false }),
    ).toBeLessThan(prose)
    expect(
      shapeFactor({ text: 'the metadata of the instance: user.name and user.password;', isTableRow: false }),
    ).toBeLessThan(prose)
    expect(
      shapeFactor({
        text: 'spring.boot.admin.notify.mail.to String[] Recipients of the mail notifications.',
        isTableRow: true,
      }),
    ).toBeLessThan(prose)
  })
})

describe('selectSentences', () => {
  it('returns the best sentences in reading order', () => {
    const chosen = select('How do I secure the actuator endpoints?')
    expect(chosen.map((ranked) => ranked.sentence.text)).toEqual([
      'Actuator endpoints reveal environment variables and heap dumps, so every monitored application should secure them.',
      'Protect the actuator endpoints with HTTP Basic and give the server the credentials as instance metadata.',
      'The server sends the credentials in an Authorization header when it calls the endpoints.',
      'Exclude the actuator endpoints from CSRF protection in the monitored application, because the server posts to them without a token.',
    ])
    const orders = chosen.map((ranked) => ranked.sentence.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('respects the limits on sentences in all and per passage', () => {
    expect(select('How do I secure the actuator endpoints?', { maxSentences: 2 })).toHaveLength(2)
    const perPassage = select('How do I secure the actuator endpoints?', { maxPerPassage: 1 })
    const passages = perPassage.map((ranked) => ranked.passage.passage.id)
    expect(new Set(passages).size).toBe(passages.length)
  })
})
