/**
 * Publish time: the generated documents → a content release. Every page is rendered once, here:
 * its props (content HTML included) go into the release as they are, and the search records are
 * built from the same HTML, so what a reader finds is what the page shows. Pages that only list
 * other content (the blog list, tag pages, categories' generated index pages) are made here too,
 * so every route a reader can open is in the release.
 *
 * A builder keeps what it rendered: in watch mode (`content:publish -- --watch`), a page whose
 * document and site-wide inputs did not change is not rendered or indexed again.
 */
import type { Doc, Page, Post } from 'contentlayer/generated'
import { blogTags, postSummary, postsWithTag, type PostSummary } from '../content/blog-list'
import type { GeneratedContent } from '../content/generated'
import { findGeneratedIndex, generatedIndexRoutes } from '../content/generated-index'
import {
  buildContentPageProps,
  buildDocPageProps,
  buildGeneratedIndexProps,
  type ContentPageProps,
  type DocPageProps,
  type RenderInputs,
} from '../content/page-props'
import { routeKey } from '../content/paths'
import { findSection } from '../content/sidebar'
import { excerptOf } from '../content/truncate'
import { listed } from '../content/visibility'
import type { Synonym } from '../search/engine/synonyms'
import { buildRecords } from '../search/indexing/records'
import type { SearchRecord } from '../search/record'
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
}

interface RenderedPage {
  key: string
  page: ReleasePage
  records: SearchRecord[]
  /** A post's summary for the blog list (with its excerpt). */
  summary?: PostSummary
}

/** The search group (lvl0) of what no category holds, and of the blog. */
const DOCS_SECTION = 'Documentation'
const BLOG_SECTION = 'Blog'

const page = (kind: ReleasePage['kind'], props: ReleasePage['props']): ReleasePage => ({
  kind,
  props,
  fingerprint: fingerprintOf(props),
})

export interface BuildOptions {
  parent: ContentRelease | null
  /** Images kept beside the pages (below content/), by their path there. */
  assets?: Record<string, ContentAsset>
  /** The content's search synonyms (content/search/synonyms.json). */
  synonyms?: Synonym[]
  now?: Date
}

export class ReleaseBuilder {
  /** Rendered pages by route, with the key of what they were rendered from. */
  private readonly rendered = new Map<string, RenderedPage>()

  constructor(private readonly site: ReleaseSite) {}

  build(content: GeneratedContent, inputs: RenderInputs, options: BuildOptions): ContentRelease {
    const { renderHtml: _renderHtml, imageSize: _imageSize, docLink: _docLink, ...siteInputs } = inputs
    // What every page may show besides its own document (the sidebar, the property reference, the
    // titles pagination links name): a change here renders every page again.
    const siteKey = fingerprintOf([
      siteInputs,
      content.docs.map((doc) => [doc.docId, doc.route, doc.sidebar_label, doc.pageTitle]),
      options.assets ? Object.keys(options.assets) : [],
    ])
    const seen = new Set<string>()
    const pages: Record<string, ReleasePage> = {}
    const records: SearchRecord[] = []
    const summaries = new Map<string, PostSummary>()
    const add = (route: string, sourceKey: string, render: () => Omit<RenderedPage, 'key'>) => {
      const key = `${siteKey}:${sourceKey}`
      let entry = this.rendered.get(route)
      if (!entry || entry.key !== key) {
        entry = { key, ...render() }
        this.rendered.set(route, entry)
      }
      seen.add(route)
      pages[route] = entry.page
      records.push(...entry.records)
      if (entry.summary) summaries.set(route, entry.summary)
    }

    for (const doc of content.docs) {
      const route = routeKey(doc.route)
      add(route, fingerprintOf(doc), () => this.renderDoc(doc, route, inputs))
    }
    for (const entry of content.pages) {
      add(routeKey(entry.route), fingerprintOf(entry), () =>
        this.renderContentPage(entry, inputs, this.site.searchablePages.has(entry.route)),
      )
    }
    for (const post of content.posts) {
      add(routeKey(post.route), fingerprintOf(post), () => this.renderContentPage(post, inputs, true))
    }
    for (const route of this.rendered.keys()) if (!seen.has(route)) this.rendered.delete(route)

    // Listing pages: cheap, made again every time from what they list.
    for (const route of generatedIndexRoutes(content.categories)) {
      const index = findGeneratedIndex(content.categories, content.sidebar, route)
      if (index)
        pages[routeKey(route)] = page('doc', buildGeneratedIndexProps(index, { sidebar: content.sidebar }))
    }
    const listedPosts = listed(content.posts)
    const listedSummaries = listedPosts.map(
      (post) => summaries.get(routeKey(post.route)) ?? postSummary(post),
    )
    pages['/blog'] = page('blog', {
      view: 'index',
      posts: listedSummaries,
      description: this.site.blogDescription,
    })
    const tags = blogTags(listedPosts)
    if (tags.length > 0)
      pages['/blog/tags'] = page('blog', { view: 'tags', tags, description: this.site.blogDescription })
    for (const tag of tags) {
      const segment = tag.route.slice('/blog/tags/'.length)
      const tagged = postsWithTag(listedPosts, segment).map(
        (post) => summaries.get(routeKey(post.route)) ?? postSummary(post),
      )
      pages[tag.route] = page('blog', {
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
    const contentHash = fingerprintOf([body, records, synonyms])
    const createdAt = options.now ?? new Date()
    return {
      format: RELEASE_FORMAT,
      id: releaseIdOf(createdAt, contentHash),
      createdAt: createdAt.toISOString(),
      parent: options.parent?.id ?? null,
      contentHash,
      ...body,
      search: { indexName: this.site.indexName, records, synonyms },
      changedRoutes: changedRoutesBetween(options.parent, body),
    }
  }

  private renderDoc(doc: Doc, route: string, inputs: RenderInputs): Omit<RenderedPage, 'key'> {
    const props: DocPageProps = buildDocPageProps(doc, route, inputs)
    // Unlisted pages are reachable but not found by search.
    const records =
      doc.unlisted === true
        ? []
        : buildRecords({
            url: this.site.withBasePath(route),
            title: doc.pageTitle,
            section: findSection(inputs.sidebar, doc.route, DOCS_SECTION),
            html: props.html,
            // Section overviews answer broad queries best.
            pageRank: doc.isCategoryIndex || doc.docId === this.site.mainDocId ? 1 : 0,
            version: this.site.version,
            language: this.site.language,
          })
    return { page: page('doc', props), records }
  }

  private renderContentPage(
    entry: Page | Post,
    inputs: RenderInputs,
    searchable: boolean,
  ): Omit<RenderedPage, 'key'> {
    // The post's HTML as rendered, marker included, for the blog list's excerpt.
    let rendered = ''
    const props: ContentPageProps = buildContentPageProps(entry, {
      ...inputs,
      renderHtml: (code, data) => (rendered = inputs.renderHtml(code, data)),
    })
    const isPost = entry.type === 'Post'
    const records =
      searchable && entry.unlisted !== true
        ? buildRecords({
            url: this.site.withBasePath(routeKey(entry.route)),
            title: props.title,
            section: isPost ? BLOG_SECTION : props.title,
            html: props.html,
            pageRank: isPost ? -1 : 0,
            version: this.site.version,
            language: this.site.language,
          })
        : []
    if (!isPost) return { page: page('page', props), records }
    const summary = postSummary(entry, entry.hasTruncate ? (excerptOf(rendered) ?? null) : null)
    return { page: page('post', { ...props, view: 'post' }), records, summary }
  }
}
