/**
 * A content release: everything the site serves from `content/` and `data/`, made once by
 * `npm run content:publish` and never changed afterwards. Servers only read releases; they never
 * run contentlayer, render MDX or build search records themselves.
 *
 * Pages are stored as their finished page props (the content HTML included), so a server turns a
 * release into pages without any build tool, and the search records come from the very same
 * rendering: pages and search always agree.
 */
import { createHash } from 'node:crypto'
import type { BlogTag, PostSummary } from '../content/blog-list'
import type { ContentPageProps, DocPageContent } from '../content/page-props'
import type { SidebarItem } from '../content/sidebar'
import type { Synonym } from '../search/engine/language/synonyms'
import type { SearchRecord } from '../search/record'

/** Bumped when the shape changes; a server refuses a release of another format with a clear error. */
export const RELEASE_FORMAT = 1

/** The blog's list pages: the post list, every tag, one tag's posts. */
export type BlogListPageProps = { description: string } & (
  | { view: 'index'; posts: PostSummary[] }
  | { view: 'tag'; tag: { label: string; route: string }; posts: PostSummary[] }
  | { view: 'tags'; tags: BlogTag[] }
)

/** A blog post's page: its content page props, marked for the blog's route. */
export type PostPageProps = ContentPageProps & { view: 'post' }

export type ReleasePageKind = 'doc' | 'page' | 'post' | 'blog'

/** One statically generated page of the release. */
export interface ReleasePage {
  kind: ReleasePageKind
  /** A doc page's props without the sidebar, which the release holds once (`sidebar`). */
  props: DocPageContent | ContentPageProps | PostPageProps | BlogListPageProps
  /**
   * A doc page as Markdown (lib/content/page-markdown.ts), for `<route>.md`, llms-full.txt and
   * the MCP server; never sent to browsers with the props. Releases published before it was
   * added have none.
   */
  markdown?: string
  /** A hash of the props (and the Markdown): equal fingerprints mean the same page for a reader. */
  fingerprint: string
}

/** An image kept beside the pages that use it (below content/), served by /api/content-assets/. */
export interface ContentAsset {
  contentType: string
  /** The file, base64. */
  data: string
}

/** What the blog index and the feeds show of a post. */
export interface ReleasePost {
  title: string
  route: string
  date: string
  description: string | null
  authors: string[]
  readingTime: number
}

export interface ContentRelease {
  format: typeof RELEASE_FORMAT
  /** Sortable and unique: `<UTC time to the millisecond>-<content hash>`, e.g. `20261123T065501042Z-3f9a1c2b`. */
  id: string
  createdAt: string
  /** The release that was current when this one was published (null for the first). */
  parent: string | null
  /** A hash of every page and the search records: two releases with the same hash serve the same site. */
  contentHash: string
  /** Pages by route below the base path (`/docs/server/security`, `/faq`, `/blog/…`). */
  pages: Record<string, ReleasePage>
  /** Permanent redirects by old route (posts' URLs before dated URLs). */
  redirects: Record<string, string>
  /** Images kept beside the pages, by their path below content/. */
  assets: Record<string, ContentAsset>
  /** The route `/docs` shows (the main doc's own route). */
  docsLandingRoute: string
  /** The listed posts, newest first (the feeds). */
  posts: ReleasePost[]
  sidebar: SidebarItem[]
  /** The site's search index: its records (from the same HTML as the pages) and the content's synonyms. */
  search: { indexName: string; records: SearchRecord[]; synonyms: Synonym[] }
  /** Routes whose page differs from the parent release's (added, changed or removed). */
  changedRoutes: string[]
}

/** The route that shows the main doc under a route of its own. */
export const DOCS_LANDING_ROUTE = '/docs'

export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)
}

/** `20261123T065501042Z-3f9a1c2b`: readable, sortable by time, unique per content. */
export function releaseIdOf(createdAt: Date, contentHash: string): string {
  const stamp = createdAt.toISOString().replace(/[-:.]/g, '')
  return `${stamp}-${contentHash.slice(0, 8).replace(/[^A-Za-z0-9]/g, '0')}`
}

const RELEASE_ID = /^\d{8}T\d{9}Z-[A-Za-z0-9]{8}$/

export function isReleaseId(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_ID.test(value)
}

/** A release read back from a store, checked enough that a server never serves half a shape. */
export function parseRelease(json: string, source: string): ContentRelease {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    throw new Error(`${source}: not a content release (invalid JSON: ${(error as Error).message})`)
  }
  return releaseFromValue(value, source)
}

/** A parsed value checked to be a whole release (see {@link parseRelease}). */
export function releaseFromValue(value: unknown, source: string): ContentRelease {
  const release = value as Partial<ContentRelease> | null
  if (!release || typeof release !== 'object') throw new Error(`${source}: not a content release`)
  if (release.format !== RELEASE_FORMAT) {
    throw new Error(
      `${source}: content release format ${String(release.format)}, this server reads format ${RELEASE_FORMAT}; publish again with this version of the site`,
    )
  }
  if (
    !isReleaseId(release.id) ||
    typeof release.pages !== 'object' ||
    release.pages === null ||
    !Array.isArray(release.posts) ||
    typeof release.redirects !== 'object' ||
    typeof release.assets !== 'object' ||
    !Array.isArray(release.sidebar) ||
    !Array.isArray(release.search?.records) ||
    !Array.isArray(release.search?.synonyms) ||
    !Array.isArray(release.changedRoutes)
  ) {
    throw new Error(`${source}: not a complete content release`)
  }
  return release as ContentRelease
}

/** Every route a release serves as a page: its pages, and `/docs`, which shows the main doc. */
export function releaseRoutes(release: Pick<ContentRelease, 'pages'>): string[] {
  return [...Object.keys(release.pages), DOCS_LANDING_ROUTE]
}

type ComparedRelease = Pick<ContentRelease, 'pages' | 'docsLandingRoute' | 'redirects'> &
  Partial<Pick<ContentRelease, 'sidebar'>>

/** What a reader sees on each route, as fingerprints (a redirect is what its route shows). */
function routeFingerprints(release: ComparedRelease): Map<string, string> {
  const fingerprints = new Map<string, string>()
  for (const [route, page] of Object.entries(release.pages)) fingerprints.set(route, page.fingerprint)
  const landing = release.pages[release.docsLandingRoute]
  if (landing) fingerprints.set(DOCS_LANDING_ROUTE, landing.fingerprint)
  for (const [route, target] of Object.entries(release.redirects ?? {}))
    fingerprints.set(route, `redirect:${target}`)
  return fingerprints
}

/**
 * The routes whose page differs between two releases: added, removed or changed, in a stable
 * order. A changed title or order changes the sidebar, which every doc page shows (the release
 * holds it once, not in each page), so every doc page is listed then.
 */
export function changedRoutesBetween(before: ComparedRelease | null, after: ComparedRelease): string[] {
  const next = routeFingerprints(after)
  if (!before) return [...next.keys()].sort()
  const previous = routeFingerprints(before)
  const changed = new Set<string>()
  // The builder hands an unchanged sidebar on as the same object: at 5,000 pages hashing it twice
  // was a tenth of a one-page publish's build step.
  const sameSidebar =
    before.sidebar === after.sidebar ||
    fingerprintOf(before.sidebar ?? []) === fingerprintOf(after.sidebar ?? [])
  if (!sameSidebar) {
    for (const [route, page] of Object.entries(after.pages)) if (page.kind === 'doc') changed.add(route)
    if (after.pages[after.docsLandingRoute]) changed.add(DOCS_LANDING_ROUTE)
  }
  for (const [route, fingerprint] of next) if (previous.get(route) !== fingerprint) changed.add(route)
  for (const route of previous.keys()) if (!next.has(route)) changed.add(route)
  return [...changed].sort()
}

/**
 * The routes that changed from `before` to `after` as `after` recorded them when it was published
 * on `before` (its parent; the builder recorded {@link changedRoutesBetween} the two), so that a
 * server switching to the next release compares no pages: at 5,012 pages a comparison took about
 * 25 ms, after reading `before` again when it was no longer held. Null when `after` was published
 * on another release (a rollback, a release skipped): then compare them.
 */
export function changedRoutesSince(
  before: Pick<ContentRelease, 'id'> | null,
  after: Pick<ContentRelease, 'id' | 'parent' | 'changedRoutes'>,
): string[] | null {
  if (before && before.id === after.id) return []
  return before && after.parent === before.id ? [...after.changedRoutes] : null
}
