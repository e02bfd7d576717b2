import { answerText, initialAnswerState, reduceAnswerEvent, type AnswerState } from './answer-state'
import type { AnswerEvent, AnswerSource } from './types'

const security: AnswerSource = {
  number: 1,
  url: '/3.5.6/docs/server/security#securing-actuator-endpoints',
  pageTitle: 'Foster Security',
  headings: ['Securing Client Actuator Endpoints'],
  section: 'Server',
}
const csrf: AnswerSource = {
  ...security,
  number: 2,
  url: '/3.5.6/docs/server/security#csrf',
  headings: ['CSRF on Actuator Endpoints'],
}

const answered: AnswerEvent[] = [
  {
    type: 'sentence',
    index: 0,
    text: 'Protect the actuator endpoints with HTTP Basic.',
    html: '',
    source: security,
  },
  {
    type: 'sentence',
    index: 1,
    text: 'Set *user.name* and [user.password] in the metadata.',
    html: '',
    source: security,
  },
  {
    type: 'sentence',
    index: 2,
    text: 'Exclude the actuator endpoints from CSRF protection.',
    html: '',
    source: csrf,
  },
  { type: 'sources', sources: [security, csrf] },
  { type: 'done' },
]

const run = (events: AnswerEvent[]): AnswerState => events.reduce(reduceAnswerEvent, initialAnswerState)

describe('reduceAnswerEvent', () => {
  it('collects sentences and sources while streaming, then marks the answer complete', () => {
    const partial = run(answered.slice(0, 3))
    expect(partial.status).toBe('streaming')
    expect(partial.sources).toEqual([security, csrf])
    const state = run(answered)
    expect(state.status).toBe('answered')
    expect(state.sentences).toHaveLength(3)
    expect(answerText(state)).toBe(
      'Protect the actuator endpoints with HTTP Basic. Set *user.name* and [user.password] in the metadata. Exclude the actuator endpoints from CSRF protection.',
    )
  })

  it('keeps a no-answer and an error as the final status', () => {
    const none = run([{ type: 'no-answer', message: 'Not covered.', related: [] }, { type: 'done' }])
    expect(none.status).toBe('no-answer')
    expect(answerText(none)).toBe('Not covered.')
    const failed = run([
      { type: 'error', message: 'Too many.', status: 429, retryAfterSeconds: 3 },
      { type: 'done' },
    ])
    expect(failed).toMatchObject({
      status: 'error',
      error: { message: 'Too many.', status: 429, retryAfterSeconds: 3 },
    })
  })
})
