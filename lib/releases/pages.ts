/**
 * Server only: the pages of the current release, as getStaticPaths and getStaticProps need them.
 * A page renders from its stored props; nothing is rendered or generated here.
 */
import type { GetStaticPropsResult } from 'next'
import { siteConfig } from '../../site.config'
import { routeKey } from '../content/paths'
import {
  DOCS_LANDING_ROUTE,
  type BlogListPageProps,
  type ContentRelease,
  type PostPageProps,
  type ReleasePage,
  type ReleasePageKind,
} from './release'
import { releaseTracker } from './server'

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
): Promise<GetStaticPropsResult<P>> {
  const release = await releaseTracker().current()
  const page = pageAt(release, route, kind)
  if (!page) return { notFound: true, revalidate: siteConfig.revalidateSeconds }
  // A doc page gets the sidebar the release holds once; the docs landing is the main doc shown
  // at `/docs`: the same page, its own route.
  const props = (
    page.kind === 'doc'
      ? {
          ...page.props,
          sidebar: release.sidebar,
          ...(routeKey(route) === DOCS_LANDING_ROUTE ? { route: DOCS_LANDING_ROUTE } : {}),
        }
      : page.props
  ) as P
  return { props, revalidate: siteConfig.revalidateSeconds }
}

/**
 * getStaticProps of a route below /blog/: a post or one of the blog's list pages, else a
 * permanent redirect from a post's earlier URL, else a 404 that is checked again later.
 */
export async function blogPropsAt(
  route: string,
): Promise<GetStaticPropsResult<PostPageProps | BlogListPageProps>> {
  const release = await releaseTracker().current()
  const key = routeKey(route)
  const revalidate = siteConfig.revalidateSeconds
  const page = release.pages[key]
  if (page?.kind === 'post' || page?.kind === 'blog') {
    return { props: page.props as PostPageProps | BlogListPageProps, revalidate }
  }
  const moved = release.redirects[key]
  if (moved) return { redirect: { destination: moved, permanent: true }, revalidate }
  return { notFound: true, revalidate }
}
