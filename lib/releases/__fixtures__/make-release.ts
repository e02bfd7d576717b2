import type { DocPageProps } from '../../content/page-props'
import { makeRecord } from '../../search/testing/make-record'
import {
  RELEASE_FORMAT,
  changedRoutesBetween,
  fingerprintOf,
  releaseIdOf,
  type ContentRelease,
  type ReleasePage,
} from '../release'

let clock = Date.parse('2026-01-01T00:00:00Z')

/** A doc page whose props carry `text` as its HTML. */
export function docPage(route: string, text: string, title = text): ReleasePage {
  const props = {
    kind: 'doc',
    title,
    description: null,
    hasH1: false,
    html: `<p>${text}</p>`,
    toc: [],
    hideToc: false,
    route,
    sidebar: [],
    breadcrumbs: [],
    neighbours: {},
    editUrl: '',
    hideTitle: false,
    lastUpdate: null,
    generatedIndex: null,
    keywords: [],
    image: null,
    noindex: false,
  } satisfies DocPageProps
  return { kind: 'doc', props, fingerprint: fingerprintOf(props) }
}

/** A small release: doc pages by route → text, one search record per page; each later than the last. */
export function makeRelease(
  texts: Record<string, string>,
  parent: ContentRelease | null = null,
): ContentRelease {
  const pages = Object.fromEntries(
    Object.entries(texts).map(([route, text]) => [route, docPage(route, text)]),
  )
  const records = Object.entries(texts).map(([route, text]) =>
    makeRecord({ objectID: fingerprintOf(route + text).slice(0, 10), url: `/3.5.6${route}`, content: text }),
  )
  const body = {
    pages,
    docsLandingRoute: Object.keys(texts)[0] ?? '/docs/index',
    posts: [],
    redirects: {},
    assets: {},
    sidebar: [],
  }
  const contentHash = fingerprintOf([body, records])
  clock += 1000
  const createdAt = new Date(clock)
  return {
    format: RELEASE_FORMAT,
    id: releaseIdOf(createdAt, contentHash),
    createdAt: createdAt.toISOString(),
    parent: parent?.id ?? null,
    contentHash,
    ...body,
    search: { indexName: 'docs', records, synonyms: [] },
    changedRoutes: changedRoutesBetween(parent, body),
  }
}
