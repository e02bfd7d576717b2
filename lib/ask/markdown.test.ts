import { initialAnswerState, reduceAnswerEvent, type AnswerState } from './answer-state'
import { escapeMarkdown, formatAnswerMarkdown } from './markdown'
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

describe('formatAnswerMarkdown', () => {
  it('writes each sentence with its citation link, then the numbered sources', () => {
    expect(
      formatAnswerMarkdown(run(answered), {
        origin: 'https://docs.example.org/',
        question: 'How do I secure\nthe endpoints?',
      }),
    ).toBe(`> How do I secure the endpoints?

Protect the actuator endpoints with HTTP Basic. [\\[1\\]](<https://docs.example.org/3.5.6/docs/server/security#securing-actuator-endpoints>) \
Set \\*user.name\\* and \\[user.password\\] in the metadata. [\\[1\\]](<https://docs.example.org/3.5.6/docs/server/security#securing-actuator-endpoints>) \
Exclude the actuator endpoints from CSRF protection. [\\[2\\]](<https://docs.example.org/3.5.6/docs/server/security#csrf>)

**Sources**

1. [Foster Security › Securing Client Actuator Endpoints](<https://docs.example.org/3.5.6/docs/server/security#securing-actuator-endpoints>)
2. [Foster Security › CSRF on Actuator Endpoints](<https://docs.example.org/3.5.6/docs/server/security#csrf>)
`)
  })

  it('writes the no-answer message and the related pages', () => {
    const state = run([
      {
        type: 'no-answer',
        message: 'Not covered.',
        related: [{ url: '/3.5.6/docs/server/notifications', title: 'Notifications', section: 'Server' }],
      },
      { type: 'done' },
    ])
    expect(formatAnswerMarkdown(state)).toBe(`Not covered.

These pages touch on some of its words:
- [Notifications](</3.5.6/docs/server/notifications>)
`)
  })

  it('escapes markdown syntax in prose', () => {
    expect(escapeMarkdown('a_b *c* `d` <e> [f] # | \\')).toBe(
      'a\\_b \\*c\\* \\`d\\` \\<e\\> \\[f\\] \\# \\| \\\\',
    )
  })
})
