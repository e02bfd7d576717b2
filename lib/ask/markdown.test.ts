import { escapeMarkdown, formatAnswerMarkdown } from './markdown'
import { answered, replay } from './__fixtures__/answer-events'

describe('formatAnswerMarkdown', () => {
  it('writes each sentence with its citation link, then the numbered sources', () => {
    expect(
      formatAnswerMarkdown(replay(answered), {
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
    const state = replay([
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
