/**
 * Server only: the pages of the current release, as getStaticPaths and getStaticProps need them.
 * A page renders from its stored props; nothing is rendered or generated here.
 */
import type { GetStaticPropsResult } from 'next'
import { siteConfig } from '../../site.config'
import { routeKey } from '../content/paths'
import { sidebarForPage } from '../content/sidebar-view'
import {
  DOCS_LANDING_ROUTE,
  type BlogListPageProps,
  type ContentRelease,
  type PostPageProps,
  type ReleasePage,
  type ReleasePageKind,
} from './release'
import { releaseTracker, versionsTracker } from './server'
import { versionNavFor, type VersionNav, type VersionNavProps } from '../versions/version-nav'
import { DraftStore } from '../authoring/draft-store'

/** What Next.js passes getStaticProps in draft mode: the preview cookie's data. */
export interface DraftContext {
  preview?: boolean
  previewData?: unknown
}

/** Where a writer's drafts are kept between the CMS storing one and the page showing it. */
const drafts = new DraftStore()

/** Props of a page to show in draft mode: the writer's draft of it, flagged and never indexed. */
function draftPropsAt(route: string, kind: ReleasePageKind, context: DraftContext) {
  if (!context.preview) return undefined
  const draft = drafts.read((context.previewData as { draft?: unknown } | undefined)?.draft)
  if (!draft || draft.kind !== kind || routeKey(draft.route) !== routeKey(route)) return undefined
  return {
    ...draft.props,
    noindex: true,
    draftPreview: {
      exitHref: `${siteConfig.basePath}/api/admin/draft-exit?to=${encodeURIComponent(draft.route)}`,
    },
  }
}

/**
 * The version dropdown's links, banner and canonical URL of the page at `route`, from the versions
 * manifest as the store holds it now (a change regenerates the pages it concerns).
 */
export async function versionNavAt(route: string): Promise<VersionNav> {
  const tracker = versionsTracker()
  const entries = await tracker.current()
  return versionNavFor(
    entries,
    { name: siteConfig.version, basePath: siteConfig.basePath },
    route,
    tracker.routeSets(),
  )
}

/** Routes of the release's pages of one kind, e.g. every doc route for `pages/docs/[[...slug]].tsx`. */
export async function routesOf(kind: ReleasePageKind): Promise<string[]> {
  const release = await releaseTracker().current()
  return Object.entries(release.pages)
    .filter(([, page]) => page.kind === kind)
    .map(([route]) => route)
}

/** The page at a route; `/docs` shows the main doc, under its own route. */
export function pageAt(release: ContentRelease, route: string, kind: ReleasePageKind) {
  const key = routeKey(route)
  const page = release.pages[key === DOCS_LANDING_ROUTE ? release.docsLandingRoute : key]
  return page?.kind === kind ? page : undefined
}

/** getStaticProps of a content page: its stored props, or a 404 that is checked again later. */
export async function staticPropsAt<P extends ReleasePage['props']>(
  route: string,
  kind: ReleasePageKind,
  draftContext: DraftContext = {},
): Promise<GetStaticPropsResult<P & VersionNavProps>> {
  const release = await releaseTracker().current()
  const draft = draftPropsAt(route, kind, draftContext)
  const page = pageAt(release, route, kind)
  if (!page && !draft) return { notFound: true, revalidate: siteConfig.revalidateSeconds }
  // A doc page gets the sidebar the release holds once, as far as the page shows it first (its
  // closed categories' items are fetched when opened: sidebar-view.ts); the docs landing is the
  // main doc shown at `/docs`: the same page, its own route.
  const shown = draft ?? page?.props
  const landing = routeKey(route) === DOCS_LANDING_ROUTE
  // The route the page shows as current, as the sidebar component reads it from the props.
  const activeRoute = landing
    ? DOCS_LANDING_ROUTE
    : ((shown as { route?: string } | undefined)?.route ?? routeKey(route))
  const props = (
    kind === 'doc'
      ? {
          ...shown,
          sidebar: sidebarForPage(release.sidebar, activeRoute, siteConfig.sidebar.collapsedByDefault),
          ...(landing ? { route: DOCS_LANDING_ROUTE } : {}),
        }
      : shown
  ) as P
  return {
    props: { ...props, versionNav: await versionNavAt(route) },
    revalidate: siteConfig.revalidateSeconds,
  }
}

/**
 * getStaticProps of a route below /blog/: a post or one of the blog's list pages, else a
 * permanent redirect from a post's earlier URL, else a 404 that is checked again later.
 */
export async function blogPropsAt(
  route: string,
  draftContext: DraftContext = {},
): Promise<GetStaticPropsResult<(PostPageProps | BlogListPageProps) & VersionNavProps>> {
  const release = await releaseTracker().current()
  const key = routeKey(route)
  const revalidate = siteConfig.revalidateSeconds
  const draft = draftPropsAt(route, 'post', draftContext)
  if (draft)
    return { props: { ...(draft as PostPageProps), versionNav: await versionNavAt(route) }, revalidate }
  const page = release.pages[key]
  if (page?.kind === 'post' || page?.kind === 'blog') {
    const props = page.props as PostPageProps | BlogListPageProps
    return { props: { ...props, versionNav: await versionNavAt(route) }, revalidate }
  }
  const moved = release.redirects[key]
  if (moved) return { redirect: { destination: moved, permanent: true }, revalidate }
  return { notFound: true, revalidate }
}
