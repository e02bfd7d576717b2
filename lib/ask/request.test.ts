import { characterCount, MAX_HISTORY_TURNS, parseAskRequest } from './request'

const body = (value: unknown) => JSON.stringify(value)

describe('parseAskRequest', () => {
  it('accepts a question, trimmed, with an optional history', () => {
    expect(parseAskRequest(body({ question: '  How do I secure the server?  ' }))).toEqual({
      ok: true,
      request: { question: 'How do I secure the server?', history: [] },
    })
    expect(
      parseAskRequest(
        body({
          question: 'And for Teams?',
          history: [{ question: 'Slack?', answer: 'Use a webhook.' }, { question: 'Mail?' }],
        }),
      ),
    ).toEqual({
      ok: true,
      request: {
        question: 'And for Teams?',
        history: [{ question: 'Slack?', answer: 'Use a webhook.' }, { question: 'Mail?' }],
      },
    })
  })

  it.each([
    ['not JSON', '{question'],
    ['an array', '[1]'],
    ['null', 'null'],
    ['no question', body({ query: 'x' })],
  ])('refuses a malformed body (%s) with 400', (_, text) => {
    expect(parseAskRequest(text)).toEqual({
      ok: false,
      status: 400,
      message: expect.stringMatching(/JSON object/),
    })
  })

  it('refuses a question of the wrong type, an empty one and one over 512 characters', () => {
    expect(parseAskRequest(body({ question: 42 }))).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/must be a string/),
    })
    expect(parseAskRequest(body({ question: ' \n\t ' }))).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/empty/),
    })
    expect(parseAskRequest(body({ question: 'x'.repeat(513) }))).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/513 characters.*512/),
    })
    expect(parseAskRequest(body({ question: 'x'.repeat(512) }))).toMatchObject({ ok: true })
  })

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('😀😀')).toBe(2)
    expect(parseAskRequest(body({ question: '😀'.repeat(512) }))).toMatchObject({ ok: true })
  })

  it.each([
    ['not a list', { question: 'q', history: 'Slack?' }],
    ['a turn without question', { question: 'q', history: [{ answer: 'a' }] }],
    ['a turn of the wrong type', { question: 'q', history: ['Slack?'] }],
    ['an answer of the wrong type', { question: 'q', history: [{ question: 'Slack?', answer: 1 }] }],
    ['a question too long', { question: 'q', history: [{ question: 'x'.repeat(513) }] }],
    [
      'too many turns',
      { question: 'q', history: Array.from({ length: MAX_HISTORY_TURNS + 1 }, () => ({ question: 'q' })) },
    ],
  ])('refuses a history that is %s', (_, value) => {
    expect(parseAskRequest(body(value))).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/history/),
    })
  })
})
