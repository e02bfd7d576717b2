import { siteConfig } from '../site.config'

const base = siteConfig.basePath

/** The route types the bench measures, with each site's full path (base path included). */
export interface BenchRoute {
  id:
    | 'home'
    | 'docsLanding'
    | 'longDoc'
    | 'notifier'
    | 'notificationsOverview'
    | 'serverProperties'
    | 'uiProperties'
    | 'diagramDoc'
    | 'faq'
  label: string
  /** Whether the doc-page JS budget applies. */
  isDocPage: boolean
  ours: string
  docusaurus: string
}

export const ROUTES: readonly BenchRoute[] = [
  // Our server answers /3.5.6/ with a redirect to /3.5.6 (no trailing slashes): measured where it lands.
  { id: 'home', label: 'Home', isDocPage: false, ours: base, docusaurus: `${base}/` },
  // Docusaurus serves our 01-index.md at /docs/index: only a file named `index` becomes /docs.
  {
    id: 'docsLanding',
    label: 'Docs landing',
    isDocPage: true,
    ours: `${base}/docs`,
    docusaurus: `${base}/docs/index`,
  },
  {
    id: 'longDoc',
    label: 'Long doc page (Clustering)',
    isDocPage: true,
    ours: `${base}/docs/server/Clustering`,
    docusaurus: `${base}/docs/server/Clustering`,
  },
  {
    id: 'notifier',
    label: 'Notifier page (Slack)',
    isDocPage: true,
    ours: `${base}/docs/server/notifications/notifier-slack`,
    docusaurus: `${base}/docs/server/notifications/notifier-slack`,
  },
  {
    id: 'notificationsOverview',
    label: 'Notifications overview',
    isDocPage: true,
    ours: `${base}/docs/server/notifications`,
    docusaurus: `${base}/docs/server/notifications`,
  },
  // The site's longest pages: property tables with a filter.
  {
    id: 'serverProperties',
    label: 'Server properties (longest page)',
    isDocPage: true,
    ours: `${base}/docs/server/server-properties`,
    docusaurus: `${base}/docs/server/server-properties`,
  },
  {
    id: 'uiProperties',
    label: 'UI properties',
    isDocPage: true,
    ours: `${base}/docs/customize/ui-properties`,
    docusaurus: `${base}/docs/customize/ui-properties`,
  },
  // A Mermaid diagram drawn at publish (a sequence diagram); Docusaurus, without its Mermaid theme, shows the source.
  {
    id: 'diagramDoc',
    label: 'Doc with a diagram (client configuration)',
    isDocPage: true,
    ours: `${base}/docs/client/configuration`,
    docusaurus: `${base}/docs/client/configuration`,
  },
  { id: 'faq', label: 'FAQ', isDocPage: false, ours: `${base}/faq`, docusaurus: `${base}/faq` },
]

export type RouteId = BenchRoute['id']

/** The page the search dialog is typed on (a long doc page), without the base path. */
export const SEARCH_PAGE_ROUTE = '/docs/server/Clustering'

/** The page edited to time publishing an edit, without the base path. */
export const PUBLISH_ROUTE = '/docs/server/Clustering'

/** The page the navigation figure starts from, without the base path. */
export const NAVIGATION_START_ROUTE = '/docs/server/Clustering'

/** Sidebar links followed from there (pages of the same section, shown in both sites' sidebars). */
export const NAVIGATION_TARGETS = [
  '/docs/server/Events',
  '/docs/server/security',
  '/docs/server/server-properties',
  '/docs/server/notifications',
] as const
