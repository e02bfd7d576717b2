import { fixtureIndex } from './__fixtures__/fixture-docs'
import { buildCorpus, corpusOf } from './corpus'
import { inverseDocumentFrequency, maskOfStem, matchKeywords, weightOf } from './keyword-match'
import { rankPassages, selectPassages } from './passages'
import { analyzeQuestion } from './question'

const index = fixtureIndex()
const corpus = corpusOf(index)

function rank(question: string) {
  return rankPassages(index, corpus, matchKeywords(corpus, analyzeQuestion(question).keywords))
}

describe('corpus', () => {
  it('makes one passage per heading, plus the text before the first heading', () => {
    const security = corpus.passages.filter((passage) => passage.pageUrl === '/3.5.6/docs/server/security')
    expect(security.map((passage) => passage.url)).toEqual([
      '/3.5.6/docs/server/security',
      '/3.5.6/docs/server/security#securing-the-ui',
      '/3.5.6/docs/server/security#securing-actuator-endpoints',
      '/3.5.6/docs/server/security#csrf',
    ])
    expect(security[3]?.headings).toEqual(['Securing Actuator Endpoints', 'CSRF'])
  })

  it('splits paragraphs into sentences and marks property rows', () => {
    const passage = corpus.passages.find((candidate) =>
      candidate.url.endsWith('#securing-actuator-endpoints'),
    )
    expect(passage?.sentences.map((sentence) => sentence.text)).toEqual([
      'Actuator endpoints reveal environment variables and heap dumps, so every monitored application should secure them.',
      'Protect the actuator endpoints with HTTP Basic and give the server the credentials as instance metadata.',
      'The server sends the credentials in an Authorization header when it calls the endpoints.',
    ])
    const properties = corpus.passages.find((candidate) => candidate.url.endsWith('#properties'))
    expect(properties?.sentences.map((sentence) => sentence.isTableRow)).toEqual([true])
  })

  it('is derived once per index', () => {
    expect(corpusOf(index)).toBe(corpus)
    expect(buildCorpus(index.records)).not.toBe(corpus)
  })
})

describe('keyword weights', () => {
  it('weighs rare keywords more than common ones, and unknown ones most', () => {
    expect(inverseDocumentFrequency(100, 1)).toBeGreaterThan(inverseDocumentFrequency(100, 50))
    expect(inverseDocumentFrequency(100, 0)).toBeGreaterThan(inverseDocumentFrequency(100, 1))
    const match = matchKeywords(corpus, analyzeQuestion('server hazelcast zeppelin').keywords)
    const [server, hazelcast, zeppelin] = match.weights as [number, number, number]
    expect(hazelcast).toBeGreaterThan(server)
    expect(zeppelin).toBeGreaterThan(hazelcast)
    expect(weightOf(match, 0b011)).toBeLessThan(0.5)
  })

  it('matches inflections, the docs’ own word for a reader’s word, and one typo', () => {
    const match = matchKeywords(corpus, analyzeQuestion('securing email hazelcsat').keywords)
    expect(maskOfStem(match, 'secur')).toBe(0b001)
    expect(maskOfStem(match, 'mail')).toBe(0b010)
    expect(maskOfStem(match, 'hazelcast')).toBe(0b100)
    expect(maskOfStem(match, 'zeppelin')).toBe(0)
  })
})

describe('rankPassages', () => {
  it('ranks the page whose passages cover the question best first', () => {
    expect(rank('How do I secure the actuator endpoints?')[0]?.pageUrl).toBe('/3.5.6/docs/server/security')
    expect(rank('How do the cluster nodes find each other?')[0]?.pageUrl).toBe(
      '/3.5.6/docs/server/clustering',
    )
  })

  it('orders a page’s passages best first and measures their coverage', () => {
    const [security] = rank('How do I secure the actuator endpoints?')
    expect(security?.passages[0]?.passage.url).toBe('/3.5.6/docs/server/security#securing-actuator-endpoints')
    expect(security?.passages[0]?.coverage).toBeCloseTo(1)
    expect(security?.passages[0]?.engineRank).toBeLessThan(Number.POSITIVE_INFINITY)
  })

  it('finds nothing without keywords', () => {
    expect(rank('how do I do it')).toEqual([])
  })
})

describe('selectPassages', () => {
  it('keeps at most the requested pages and passages, each close to the best', () => {
    const pages = selectPassages(rank('server'), { maxPages: 2, maxPassagesPerPage: 1 })
    expect(pages.length).toBeLessThanOrEqual(2)
    for (const page of pages) expect(page.passages).toHaveLength(1)
  })
})
