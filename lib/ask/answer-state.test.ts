import { answerText } from './answer-state'
import { answered, csrf, replay, security } from './__fixtures__/answer-events'

describe('reduceAnswerEvent', () => {
  it('collects sentences and sources while streaming, then marks the answer complete', () => {
    const partial = replay(answered.slice(0, 3))
    expect(partial.status).toBe('streaming')
    expect(partial.sources).toEqual([security, csrf])
    const state = replay(answered)
    expect(state.status).toBe('answered')
    expect(state.sentences).toHaveLength(3)
    expect(answerText(state)).toBe(
      'Protect the actuator endpoints with HTTP Basic. Set *user.name* and [user.password] in the metadata. Exclude the actuator endpoints from CSRF protection.',
    )
  })

  it('keeps a no-answer and an error as the final status', () => {
    const none = replay([{ type: 'no-answer', message: 'Not covered.', related: [] }, { type: 'done' }])
    expect(none.status).toBe('no-answer')
    expect(answerText(none)).toBe('Not covered.')
    const failed = replay([
      { type: 'error', message: 'Too many.', status: 429, retryAfterSeconds: 3 },
      { type: 'done' },
    ])
    expect(failed).toMatchObject({
      status: 'error',
      error: { message: 'Too many.', status: 429, retryAfterSeconds: 3 },
    })
  })
})
