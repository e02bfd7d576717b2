import { analyzeQuestion, questionKeywords, questionType } from './question'

describe('questionType', () => {
  it.each([
    ['How do I secure the server?', 'how'],
    ['what is a notifier', 'what'],
    ['Which endpoints are supported?', 'what'],
    ['Why is my app OFFLINE?', 'why'],
    ['When is a reminder sent?', 'when'],
    ['Where do I put the logo?', 'where'],
    ['Can I run two servers?', 'yes-no'],
    ['slack webhook', 'other'],
  ])('%s → %s', (question, type) => {
    expect(questionType(question)).toBe(type)
  })
})

describe('questionKeywords', () => {
  it('drops stop words and repeated stems, keeping the typed order', () => {
    expect(
      questionKeywords('How do I properly secure the secured actuator endpoints?').map((k) => k.term),
    ).toEqual(['secure', 'actuator', 'endpoints'])
  })

  it('keeps a camel-case name whole and offers the docs’ word for a reader’s word', () => {
    const keywords = questionKeywords('Where is InstanceRegistry? email alerts')
    expect(keywords.map((k) => k.term)).toEqual(['instanceregistry', 'email', 'alerts'])
    expect(keywords[1]?.alternatives).toEqual(['mail'])
    expect(keywords[2]?.alternatives).toEqual(['notif'])
  })
})

describe('analyzeQuestion', () => {
  const history = [{ question: 'How do I send notifications to Slack?' }]

  it('ignores history for a question that stands on its own', () => {
    const analysis = analyzeQuestion('How do I configure the Hazelcast event store maps?', history)
    expect(analysis.isFollowUp).toBe(false)
    expect(analysis.keywords.every((keyword) => !keyword.fromHistory)).toBe(true)
  })

  it('borrows the previous question’s keywords, at a lower weight, for a follow-up', () => {
    const analysis = analyzeQuestion('And how do I test it?', history)
    expect(analysis.isFollowUp).toBe(true)
    expect(analysis.keywords.map((k) => [k.term, k.weight, k.fromHistory])).toEqual([
      ['test', 1, false],
      ['send', 0.4, true],
      ['notifications', 0.4, true],
      ['slack', 0.4, true],
    ])
  })

  it('never has more than ten keywords, the search engine’s limit', () => {
    const long = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima'
    expect(analyzeQuestion(long).keywords).toHaveLength(10)
  })

  it('has no keywords for a question made of filler only', () => {
    expect(analyzeQuestion('How do I do it?').keywords).toEqual([])
  })
})
