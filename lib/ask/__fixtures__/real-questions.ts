/**
 * Questions a reader of the 3.5.6 docs asks, each with the page (path under the base path, up to
 * an optional anchor prefix) whose sentences should answer it. Used by the test on the real search
 * records and by `bench/ask-bench.ts`.
 */
export interface RealQuestion {
  question: string
  /** A cited url must start with one of these (after the base path). */
  expected: string[]
}

export const REAL_QUESTIONS: RealQuestion[] = [
  { question: 'How do I secure the actuator endpoints?', expected: ['/docs/server/security'] },
  {
    question: 'How do I send notifications to Slack?',
    expected: ['/docs/server/notifications/notifier-slack'],
  },
  { question: 'How do I run several admin servers in a cluster?', expected: ['/docs/server/Clustering'] },
  {
    question: 'How do I send status change notifications by email?',
    expected: ['/docs/server/notifications/notifier-mail'],
  },
  {
    question: 'How do I register my application with the admin server?',
    expected: ['/docs/client', '/docs/installation-and-setup'],
  },
  { question: 'How can I change the colors of the UI?', expected: ['/docs/customize/customize_ui'] },
  { question: 'How do I add a custom view to the UI?', expected: ['/docs/customize/extend_ui'] },
  {
    question: 'How do I add a custom HTTP header to the requests the server sends?',
    expected: ['/docs/customize/customize_http-headers'],
  },
  { question: 'How do I use snapshot versions?', expected: ['/docs/snapshots'] },
  { question: 'Why is my application shown as OFFLINE?', expected: ['/faq'] },
  {
    question: 'How do I monitor a Python application?',
    expected: ['/docs/third-party', '/faq#how-do-i-monitor-applications-that-are-not-written-in-java'],
  },
  {
    question: 'How do I post notifications to Microsoft Teams?',
    expected: ['/docs/server/notifications/notifier-msteams'],
  },
  {
    question: 'How do I get a reminder while an application stays down?',
    expected: ['/docs/server/notifications'],
  },
  {
    question: 'How do I run the admin server behind a reverse proxy?',
    expected: ['/docs/server/server#running-behind-a-front-end-proxy-server'],
  },
  { question: 'Which actuator endpoints are supported?', expected: ['/docs/actuator-endpoints-overview'] },
  {
    question: 'How do I show the version in the application list?',
    expected: ['/docs/client/client-features'],
  },
  { question: 'How do I view the log file of an application?', expected: ['/docs/client/client-features'] },
  {
    question: 'How do I set up mutual TLS between the server and the applications?',
    expected: ['/docs/server/security#'],
  },
  { question: 'How do I filter notifications?', expected: ['/docs/server/notifications'] },
  { question: 'Which events does the server publish?', expected: ['/docs/server/Events'] },
  {
    question: 'How do I send notifications to Telegram?',
    expected: ['/docs/server/notifications/notifier-telegram'],
  },
  { question: 'How do I hide the service URL?', expected: ['/docs/customize/customize_ui'] },
  {
    question: 'How do I write an interceptor that audits requests?',
    expected: ['/docs/customize/customize_interceptors'],
  },
  { question: 'How do I change the login logo?', expected: ['/docs/customize/customize_ui'] },
  { question: 'How do the nodes find each other on Kubernetes?', expected: ['/docs/server/Clustering'] },
  { question: 'Can I include Spring Boot Admin in my business application?', expected: ['/faq'] },
]

/** Questions the docs do not answer. */
export const UNANSWERED_QUESTIONS = [
  'What is the capital of France?',
  'How do I configure GraphQL subscriptions?',
  'How do I send notifications to Kafka?',
]
