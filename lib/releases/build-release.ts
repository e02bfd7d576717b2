/**
 * Publish time: the generated documents → a content release. Every page is rendered once, here:
 * its props (content HTML included) go into the release as they are, and the search records are
 * built from the same HTML, so what a reader finds is what the page shows. Pages that only list
 * other content (the blog list, tag pages, categories' generated index pages) are made here too,
 * so every route a reader can open is in the release.
 *
 * A builder keeps what it rendered: in watch mode (`content:publish -- --watch`), a page is
 * rendered again only when its document changed or site-wide data its render read did
 * (`render-reads.ts`); its search records are made again only then or when its section changed;
 * and a page whose props are the same is handed on as the same object, so the store hashes and
 * writes only pages that changed. A release's content hash is made from the pages' fingerprints,
 * never from the whole release again.
 */
import type { Doc, Page, Post } from 'contentlayer/generated'
import { blogTags, postSummary, postsWithTag, type PostSummary } from '../content/blog-list'
import type { GeneratedContent } from '../content/generated'
import { findGeneratedIndex, generatedIndexRoutes } from '../content/generated-index'
import {
  buildContentPageProps,
  buildDocPageProps,
  buildGeneratedIndexProps,
  docNavigation,
  type ContentPageProps,
  type DocPageContent,
  type RenderData,
  type RenderInputs,
} from '../content/page-props'
import { fillMarkdown, listMarkdown } from '../content/page-markdown'
import { routeKey } from '../content/paths'
import { findSection } from '../content/sidebar'
import { excerptOf } from '../content/truncate'
import { listed } from '../content/visibility'
import type { Synonym } from '../search/engine/language/synonyms'
import { buildRecords } from '../search/indexing/records'
import type { SearchRecord } from '../search/record'
import { joinRuns } from './join-runs'
import type { RenderCache } from './render-cache'
import { noteReads, readsStillHold, SiteValues, type RenderReads } from './render-reads'
import {
  RELEASE_FORMAT,
  changedRoutesBetween,
  fingerprintOf,
  releaseIdOf,
  type ContentAsset,
  type ContentRelease,
  type ReleasePage,
  type ReleasePost,
} from './release'

export interface ReleaseSite {
  version: string
  language: string
  mainDocId: string
  indexName: string
  /** The version base path (`/3.5.6`). */
  basePath: string
  /** Prefixes a site path with the base path (`/faq` → `/3.5.6/faq`). */
  withBasePath: (route: string) => string
  /** Standalone pages worth finding (legal pages stay out of search). */
  searchablePages: ReadonlySet<string>
  /** The description of the blog's list pages. */
  blogDescription: string
  /** The public origin (`https://docs.example.org`): the Markdown of a page links with absolute URLs. */
  origin: string
}

interface RenderedPage {
  page: ReleasePage
  records: SearchRecord[]
  /** The fingerprint of `records`. */
  recordsFingerprint: string
  /** A post's summary for the blog list (with its excerpt). */
  summary?: PostSummary
}

/** One page as last rendered: from which document, what the render read, what it made. */
export interface RenderEntry {
  sourceFingerprint: string
  reads: RenderReads
  /** The section its records were made with (docs: the sidebar's). */
  section: string
  rendered: RenderedPage
}

/** A page rendered from a document. */
interface RenderTarget {
  route: string
  /** The document (its fingerprint says whether an entry is still its page). */
  source: object
  section: string
  render: (data: ReturnType<typeof noteReads>['data']) => Omit<RenderedPage, 'records' | 'recordsFingerprint'>
  index: (page: ReleasePage) => SearchRecord[]
  /** A doc: its breadcrumbs and neighbours come from the sidebar. */
  doc?: Doc
}

/** Fingerprints of documents, once per document object (an unchanged document is the same object). */
const documentFingerprints = new WeakMap<object, string>()
function documentFingerprint(document: object): string {
  let known = documentFingerprints.get(document)
  if (known === undefined) {
    known = fingerprintOf(document)
    documentFingerprints.set(document, known)
  }
  return known
}

/** The search group (lvl0) of what no category holds, and of the blog. */
const DOCS_SECTION = 'Documentation'
const BLOG_SECTION = 'Blog'

const page = (kind: ReleasePage['kind'], props: ReleasePage['props'], markdown?: string): ReleasePage =>
  markdown === undefined
    ? { kind, props, fingerprint: fingerprintOf(props) }
    : // The Markdown is part of what a reader gets (`<route>.md`), so part of the fingerprint.
      { kind, props, markdown, fingerprint: fingerprintOf([props, markdown]) }

export interface BuildOptions {
  parent: ContentRelease | null
  /** Images kept beside the pages (below content/), by their path there. */
  assets?: Record<string, ContentAsset>
  /** The content's search synonyms (content/search/synonyms.json). */
  synonyms?: Synonym[]
  now?: Date
}

export class ReleaseBuilder {
  /** What each route's page was last rendered from and into. */
  private readonly rendered = new Map<string, RenderEntry>()

  /**
   * `cache`: render entries kept for the next process (`render-cache.ts`), so a publisher that
   * starts again (a CI job, `npm start`) renders only what changed since.
   */
  constructor(
    private readonly site: ReleaseSite,
    private readonly cache?: RenderCache,
  ) {}

  /** Every page rendered from a document: its route, document, section, and how it renders and is indexed. */
  private targets(content: GeneratedContent, inputs: RenderInputs): RenderTarget[] {
    const targets: RenderTarget[] = []
    for (const doc of content.docs) {
      const route = routeKey(doc.route)
      const section = findSection(inputs.sidebar, doc.route, DOCS_SECTION)
      targets.push({
        route,
        source: doc,
        section,
        render: (data) => ({
          page: page('doc', buildDocPageProps(doc, route, inputs, data), this.docMarkdown(doc, data)),
        }),
        index: (rendered) => this.docRecords(doc, rendered.props as DocPageContent, section),
        doc,
      })
    }
    // Standalone pages, then posts (every post is searchable; a page when the site says so).
    for (const entry of [...content.pages, ...content.posts]) {
      const searchable = entry.type === 'Post' || this.site.searchablePages.has(entry.route)
      targets.push({
        route: routeKey(entry.route),
        source: entry,
        section: '',
        render: (data) => this.renderContentPage(entry, inputs, data),
        index: (rendered) => this.contentRecords(entry, rendered.props as ContentPageProps, searchable),
      })
    }
    return targets
  }

  /** The entry a route has that is still valid for its document and the site's values, if any. */
  private validEntry(target: RenderTarget, values: SiteValues): RenderEntry | undefined {
    const entry = this.held(target.route)
    if (!entry) return undefined
    // Found valid by staleRoutes for the same values a moment ago: not checked twice.
    if (this.validated?.values === values && this.validated.entries.get(target.route) === entry) return entry
    if (entry.sourceFingerprint !== documentFingerprint(target.source)) return undefined
    return readsStillHold(entry.reads, target.route, values) ? entry : undefined
  }

  /** The entries {@link staleRoutes} found valid, for the values it checked them against. */
  private validated: { values: SiteValues; entries: Map<string, RenderEntry> } | null = null

  /** One publish's site values: staleRoutes and build share them, and what they fingerprinted. */
  private siteValues(inputs: RenderInputs): SiteValues {
    if (this.values?.inputs !== inputs) this.values = new SiteValues(inputs)
    return this.values
  }
  private values: SiteValues | null = null

  /**
   * The sidebar the last build made every doc's breadcrumbs and previous/next links with: a page
   * kept as it was keeps them while the sidebar is the same object (contentFromDocuments reuses it).
   */
  private navigatedWith: GeneratedContent['sidebar'] | null = null

  /** The route's last entry: in memory, else from the cache of an earlier process (then kept in memory). */
  private held(route: string): RenderEntry | undefined {
    let entry = this.rendered.get(route)
    if (!entry && this.cache) {
      entry = this.cache.read(route)
      if (entry) this.rendered.set(route, entry)
    }
    return entry
  }

  private render(target: RenderTarget, values: SiteValues): RenderEntry {
    const { data, reads } = noteReads(target.route, values)
    const made = target.render(data)
    const pageRecords = target.index(made.page)
    return {
      sourceFingerprint: documentFingerprint(target.source),
      reads,
      section: target.section,
      rendered: { ...made, records: pageRecords, recordsFingerprint: fingerprintOf(pageRecords) },
    }
  }

  /**
   * The routes whose page the next {@link build} would render (no entry, or one made from another
   * document or other read data): a cold publish renders them in worker threads first.
   */
  staleRoutes(content: GeneratedContent, inputs: RenderInputs): string[] {
    const values = this.siteValues(inputs)
    const valid = new Map<string, RenderEntry>()
    const stale: string[] = []
    for (const target of this.targets(content, inputs)) {
      const entry = this.validEntry(target, values)
      if (entry) valid.set(target.route, entry)
      else stale.push(target.route)
    }
    this.validated = { values, entries: valid }
    return stale
  }

  /**
   * Renders the pages at `routes` (a worker's share of {@link staleRoutes}), handing each entry to
   * `deliver` as soon as it is made; none is kept here.
   */
  renderEntries(
    content: GeneratedContent,
    inputs: RenderInputs,
    routes: readonly string[],
    deliver: (entry: [string, RenderEntry]) => void = () => undefined,
  ): void {
    const values = new SiteValues(inputs)
    const wanted = new Set(routes)
    for (const target of this.targets(content, inputs))
      if (wanted.has(target.route)) deliver([target.route, this.render(target, values)])
  }

  /** Entries rendered elsewhere (worker threads), used by the next {@link build} when still valid. */
  seed(entries: ReadonlyArray<[string, RenderEntry]>): void {
    for (const [route, entry] of entries) {
      this.rendered.set(route, entry)
      this.cache?.write(route, entry)
    }
  }

  build(content: GeneratedContent, inputs: RenderInputs, options: BuildOptions): ContentRelease {
    const values = this.siteValues(inputs)
    const sameSidebar = this.navigatedWith === content.sidebar
    this.listings = { previous: this.listings.current, current: new Map() }
    const seen = new Set<string>()
    const pages: Record<string, ReleasePage> = {}
    const recordRuns: SearchRecord[][] = []
    const recordFingerprints: string[] = []
    const summaries = new Map<string, PostSummary>()
    /** Routes whose entry is new or changed: written to the cache. */
    const dirty = new Set<string>()

    for (const target of this.targets(content, inputs)) {
      const { route } = target
      const known = this.held(route)
      // Kept when its document and what its render read are unchanged; its records made again
      // when only its section changed.
      let entry = this.validEntry(target, values) ?? this.render(target, values)
      if (entry.section !== target.section) {
        const pageRecords = target.index(entry.rendered.page)
        entry = {
          ...entry,
          section: target.section,
          rendered: {
            ...entry.rendered,
            records: pageRecords,
            recordsFingerprint: fingerprintOf(pageRecords),
          },
        }
      }
      if (target.doc && !(sameSidebar && entry === known)) {
        // Breadcrumbs and previous/next come from the sidebar: the page changes when they do,
        // without rendering its content again.
        const stored = entry.rendered.page.props as DocPageContent
        const navigation = docNavigation(target.doc, inputs)
        if (
          JSON.stringify(navigation.breadcrumbs) !== JSON.stringify(stored.breadcrumbs) ||
          JSON.stringify(navigation.neighbours) !== JSON.stringify(stored.neighbours)
        ) {
          entry = {
            ...entry,
            rendered: {
              ...entry.rendered,
              page: page('doc', { ...stored, ...navigation }, entry.rendered.page.markdown),
            },
          }
        }
      }
      this.rendered.set(route, entry)
      if (entry !== known) dirty.add(route)
      seen.add(route)
      pages[route] = entry.rendered.page
      recordRuns.push(entry.rendered.records)
      recordFingerprints.push(entry.rendered.recordsFingerprint)
      if (entry.rendered.summary) summaries.set(route, entry.rendered.summary)
    }
    for (const route of this.rendered.keys()) if (!seen.has(route)) this.rendered.delete(route)
    this.navigatedWith = content.sidebar
    this.validated = null
    for (const route of dirty) this.cache?.write(route, this.rendered.get(route) as RenderEntry)

    // Listing pages: cheap, made again every time from what they list.
    for (const route of generatedIndexRoutes(content.categories)) {
      const index = findGeneratedIndex(content.categories, content.sidebar, route)
      if (index)
        pages[routeKey(route)] = this.listingPage(
          'doc',
          buildGeneratedIndexProps(index, { sidebar: content.sidebar }),
          listMarkdown(index, this.absoluteUrl),
        )
    }
    const listedPosts = listed(content.posts)
    const listedSummaries = listedPosts.map(
      (post) => summaries.get(routeKey(post.route)) ?? postSummary(post),
    )
    pages['/blog'] = this.listingPage('blog', {
      view: 'index',
      posts: listedSummaries,
      description: this.site.blogDescription,
    })
    const tags = blogTags(listedPosts)
    if (tags.length > 0)
      pages['/blog/tags'] = this.listingPage('blog', {
        view: 'tags',
        tags,
        description: this.site.blogDescription,
      })
    for (const tag of tags) {
      const segment = tag.route.slice('/blog/tags/'.length)
      const tagged = postsWithTag(listedPosts, segment).map(
        (post) => summaries.get(routeKey(post.route)) ?? postSummary(post),
      )
      pages[tag.route] = this.listingPage('blog', {
        view: 'tag',
        tag: { label: tag.label, route: tag.route },
        posts: tagged,
        description: this.site.blogDescription,
      })
    }
    // The URLs posts had before dated URLs (`/blog/<name>`) move permanently to the new ones.
    const redirects: Record<string, string> = {}
    for (const post of content.posts) {
      if (post.legacyRoute && post.legacyRoute !== post.route && !pages[post.legacyRoute]) {
        redirects[routeKey(post.legacyRoute)] = routeKey(post.route)
      }
    }

    const mainDoc = content.docs.find((doc) => doc.docId === this.site.mainDocId)
    const docsLandingRoute = mainDoc ? routeKey(mainDoc.route) : '/docs/index'
    const posts: ReleasePost[] = listedPosts.map((post) => ({
      title: post.title,
      route: routeKey(post.route),
      date: post.postDate,
      description: post.description ?? null,
      authors: (post.authorList as Array<{ name: string }>).map((author) => author.name),
      readingTime: post.readingTime,
    }))
    const assets = options.assets ?? {}
    const body = { pages, docsLandingRoute, posts, redirects, assets, sidebar: content.sidebar }
    const synonyms = options.synonyms ?? []
    // From the pages' and records' fingerprints: hashing the whole release again would cost every
    // publish what the whole site costs.
    const contentHash = fingerprintOf([
      Object.entries(pages).map(([route, entry]) => [route, entry.fingerprint]),
      recordFingerprints,
      docsLandingRoute,
      posts,
      redirects,
      Object.entries(assets).map(([file, asset]) => [file, asset.contentType, documentFingerprint(asset)]),
      // Once per sidebar object: an edit that changes no title hashes no sidebar.
      documentFingerprint(content.sidebar),
      synonyms,
    ])
    const createdAt = options.now ?? new Date()
    return {
      format: RELEASE_FORMAT,
      id: releaseIdOf(createdAt, contentHash),
      createdAt: createdAt.toISOString(),
      parent: options.parent?.id ?? null,
      contentHash,
      ...body,
      search: { indexName: this.site.indexName, records: joinRuns(recordRuns), synonyms },
      changedRoutes: changedRoutesBetween(options.parent, body),
    }
  }

  /** Listing pages are made again every time (cheaply); one that did not change stays the same object. */
  private listings = { previous: new Map<string, ReleasePage>(), current: new Map<string, ReleasePage>() }
  private listingPage(
    kind: ReleasePage['kind'],
    props: ReleasePage['props'],
    markdown?: string,
  ): ReleasePage {
    const made = page(kind, props, markdown)
    const key = `${kind}:${made.fingerprint}`
    const known = this.listings.current.get(key) ?? this.listings.previous.get(key) ?? made
    this.listings.current.set(key, known)
    return known
  }

  /** A site path as an absolute URL, for the Markdown of pages. */
  private readonly absoluteUrl = (sitePath: string) =>
    `${this.site.origin}${this.site.withBasePath(sitePath)}`

  /**
   * A doc's Markdown (lib/content/page-markdown.ts): the template its compile made, filled with
   * the render data (read through it, so the render notes what a table or the cards read).
   */
  private docMarkdown(doc: Doc, data: RenderData): string {
    return fillMarkdown(
      doc.markdownTemplate,
      { title: doc.pageTitle, hasH1: doc.hasH1 },
      data,
      this.absoluteUrl,
    )
  }

  private docRecords(doc: Doc, props: DocPageContent, section: string): SearchRecord[] {
    // Unlisted pages are reachable but not found by search.
    if (doc.unlisted === true) return []
    return buildRecords({
      url: this.site.withBasePath(props.route),
      title: doc.pageTitle,
      section,
      html: props.html,
      // Section overviews answer broad queries best.
      pageRank: doc.isCategoryIndex || doc.docId === this.site.mainDocId ? 1 : 0,
      version: this.site.version,
      language: this.site.language,
    })
  }

  private renderContentPage(
    entry: Page | Post,
    inputs: RenderInputs,
    data: ReturnType<typeof noteReads>['data'],
  ): Omit<RenderedPage, 'records' | 'recordsFingerprint'> {
    // The post's HTML as rendered, marker included, for the blog list's excerpt.
    let rendered = ''
    const props: ContentPageProps = buildContentPageProps(
      entry,
      { ...inputs, renderHtml: (code, renderData) => (rendered = inputs.renderHtml(code, renderData)) },
      data,
    )
    if (entry.type !== 'Post') return { page: page('page', props) }
    const summary = postSummary(entry, entry.hasTruncate ? (excerptOf(rendered) ?? null) : null)
    return { page: page('post', { ...props, view: 'post' }), summary }
  }

  private contentRecords(entry: Page | Post, props: ContentPageProps, searchable: boolean): SearchRecord[] {
    if (!searchable || entry.unlisted === true) return []
    const isPost = entry.type === 'Post'
    return buildRecords({
      url: this.site.withBasePath(routeKey(entry.route)),
      title: props.title,
      section: isPost ? BLOG_SECTION : props.title,
      html: props.html,
      pageRank: isPost ? -1 : 0,
      version: this.site.version,
      language: this.site.language,
    })
  }
}
