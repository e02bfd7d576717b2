import { initialAnswerState, reduceAnswerEvent, type AnswerState } from '../answer-state'
import type { AnswerEvent, AnswerSource } from '../types'

/** A streamed answer of three sentences citing two sections of the security page, shared by the answer tests. */
export const security: AnswerSource = {
  number: 1,
  url: '/3.5.6/docs/server/security#securing-actuator-endpoints',
  pageTitle: 'Foster Security',
  headings: ['Securing Client Actuator Endpoints'],
  section: 'Server',
}
export const csrf: AnswerSource = {
  ...security,
  number: 2,
  url: '/3.5.6/docs/server/security#csrf',
  headings: ['CSRF on Actuator Endpoints'],
}

export const answered: AnswerEvent[] = [
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

/** The answer state after these events, as the dialog's reducer builds it. */
export const replay = (events: AnswerEvent[]): AnswerState =>
  events.reduce(reduceAnswerEvent, initialAnswerState)
