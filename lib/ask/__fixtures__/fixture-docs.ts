/**
 * A small docs site for the answer engine's tests: rendered pages as the build hands them to
 * `buildRecords`, so the records (headings, anchors, paragraphs, a property table) have exactly
 * the shape of the real ones.
 */
import { createSearchIndex, type SearchIndex } from '@/lib/search/engine/engine'
import { buildRecords } from '@/lib/search/indexing/records'
import type { PageForIndexing, SearchRecord } from '@/lib/search/record'

const page = (url: string, title: string, section: string, html: string, pageRank = 0): PageForIndexing => ({
  url,
  title,
  section,
  html,
  pageRank,
  version: '3.5.6',
  language: 'en',
})

export const FIXTURE_PAGES: PageForIndexing[] = [
  page(
    '/3.5.6/docs/server/security',
    'Securing the Server',
    'Server',
    `<p>The server ships without any security configuration of its own, because every organisation authenticates differently.</p>
     <h2 id="securing-the-ui">Securing the UI</h2>
     <p>Add Spring Security to the server and define a user with a password taken from an environment variable.</p>
     <p>Form login uses the login page that the UI serves, and the clients authenticate with HTTP Basic.</p>
     <h2 id="securing-actuator-endpoints">Securing Actuator Endpoints</h2>
     <p>Actuator endpoints reveal environment variables and heap dumps, so every monitored application should secure them. Protect the actuator endpoints with HTTP Basic and give the server the credentials as instance metadata.</p>
     <p>The server sends the credentials in an Authorization header when it calls the endpoints.</p>
     <pre><code>management.endpoints.web.exposure.include: "*"</code></pre>
     <h3 id="csrf">CSRF</h3>
     <p>Exclude the actuator endpoints from CSRF protection in the monitored application, because the server posts to them without a token.</p>`,
  ),
  page(
    '/3.5.6/docs/server/notifications/mail',
    'Mail Notifications',
    'Server',
    `<p>The mail notifier sends an e-mail whenever a monitored instance changes its status.</p>
     <h2 id="configure-smtp">Configure SMTP</h2>
     <p>Add the mail starter to the server and set spring.mail.host to your SMTP server.</p>
     <p>Set spring.boot.admin.notify.mail.to to the recipients of the notifications.</p>
     <h2 id="test-the-setup">Test the Setup</h2>
     <p>Stop a client and wait for the next status check: a mail about the OFFLINE instance arrives within a minute.</p>
     <p>Start the client again to receive the recovery mail.</p>
     <h2 id="properties">Properties</h2>
     <table><thead><tr><th>Property</th><th>Type</th><th>Description</th></tr></thead>
     <tbody><tr id="spring.boot.admin.notify.mail.to"><td>spring.boot.admin.notify.mail.to</td><td>String[]</td><td>Recipients of the mail notifications.</td></tr></tbody></table>`,
  ),
  page(
    '/3.5.6/docs/server/clustering',
    'Clustering',
    'Server',
    `<p>Spring Boot Admin can run as a cluster of several server nodes that share their state through Hazelcast.</p>
     <h2 id="adding-hazelcast">Adding Hazelcast</h2>
     <p>Add Hazelcast to every server node and declare a Config bean with the two maps of the event store.</p>
     <p>The nodes find each other through a TCP/IP member list, because multicast is often blocked.</p>
     <h2 id="sticky-sessions">Sticky Sessions</h2>
     <p>Enable sticky sessions on the load balancer, otherwise users are sent back to the login page.</p>`,
  ),
  page(
    '/3.5.6/docs/customize/ui',
    'Look and Feel',
    'Customizing',
    `<p>The UI can be branded with your own colours, logo and title.</p>
     <h2 id="colours">Colours</h2>
     <p>Set spring.boot.admin.ui.theme.color to change the main colour of the UI.</p>
     <p>A title such as "Ops <b>&amp;</b> Admin <script>alert(1)</script>" is shown as text: the UI escapes it &lt;always&gt;.</p>`,
  ),
  page(
    '/3.5.6/blog/release',
    'Release Notes',
    'Blog',
    `<p>This release improves the mail notifier and the cluster support.</p>`,
    -1,
  ),
]

export function fixtureRecords(): SearchRecord[] {
  return FIXTURE_PAGES.flatMap((fixture) => buildRecords(fixture))
}

export function fixtureIndex(): SearchIndex {
  return createSearchIndex(fixtureRecords())
}

/**
 * The kinds of event, in order, that the docs answer provider streams for "How do I secure the
 * actuator endpoints?" on these pages: four sentences, then the sources, then done.
 */
export const SECURITY_ANSWER_EVENT_TYPES = ['sentence', 'sentence', 'sentence', 'sentence', 'sources', 'done']
