/** Answer events shaped exactly as `POST /api/ask` streams them, for the question mode's tests. */
import type { AnswerEvent, AnswerSource } from '@/lib/ask/types'

export const securitySource: AnswerSource = {
  number: 1,
  url: '/3.5.6/docs/server/security#securing-spring-boot-admin-server',
  pageTitle: 'Security',
  headings: ['Securing Spring Boot Admin Server'],
  section: 'Server',
}

export const clientSource: AnswerSource = {
  number: 2,
  url: '/3.5.6/docs/server/security#securing-client-actuator-endpoints',
  pageTitle: 'Security',
  headings: ['Securing Client Actuator Endpoints'],
  section: 'Server',
}

export const firstSentence: AnswerEvent = {
  type: 'sentence',
  index: 0,
  text: 'Since there are several approaches on solving authentication, use <b>Spring Security</b>.',
  html: 'Since there are several approaches on solving authentication, use &lt;b&gt;Spring <mark>Security</mark>&lt;/b&gt;.',
  source: securitySource,
}

export const secondSentence: AnswerEvent = {
  type: 'sentence',
  index: 1,
  text: 'The actuator endpoints of clients can be secured with HTTP Basic.',
  html: 'The <mark>actuator</mark> <mark>endpoints</mark> of clients can be <mark>secured</mark> with HTTP Basic.',
  source: clientSource,
}

export const securityAnswer: AnswerEvent[] = [
  firstSentence,
  secondSentence,
  { type: 'sources', sources: [securitySource, clientSource] },
  { type: 'done' },
]

export const noAnswer: AnswerEvent[] = [
  {
    type: 'no-answer',
    message: 'The Spring Boot Admin 3.5.6 documentation does not cover this question.',
    related: [
      { url: '/3.5.6/docs/server/notifications', title: 'Notifications', section: 'Server' },
      { url: '/3.5.6/docs/server/notifications/notifier-slack', title: 'Slack', section: 'Server' },
      { url: '/3.5.6/docs/server/Clustering', title: 'Clustering', section: 'Server' },
    ],
  },
  { type: 'done' },
]
