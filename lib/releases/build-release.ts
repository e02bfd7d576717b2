/**
 * Publish time: the generated documents → a content release. Every page is rendered once, here:
 * its props (content HTML included) go into the release as they are, and the search records are
 * built from the same HTML, so what a reader finds is what the page shows.
 *
 * A builder keeps what it rendered: in watch mode (`content:publish -- --watch`), a page whose
 * document and site-wide inputs did not change is not rendered or indexed again.
 */
import type { Doc, Page, Post } from 'contentlayer/generated'
import type { GeneratedContent } from '../content/generated'
import {
  buildContentPageProps,
  buildDocPageProps,
  type ContentPageProps,
  type DocPageProps,
  type RenderInputs,
} from '../content/page-props'
import { routeKey } from '../content/paths'
import { findSection } from '../content/sidebar'
import { buildRecords } from '../search/indexing/records'
import type { SearchRecord } from '../search/record'
import {
  RELEASE_FORMAT,
  changedRoutesBetween,
  fingerprintOf,
  releaseIdOf,
  type ContentRelease,
  type ReleasePage,
  type ReleasePost,
} from './release'

export interface ReleaseSite {
  version: string
  language: string
  mainDocId: string
  indexName: string
  /** Prefixes a site path with the base path (`/faq` → `/3.5.6/faq`). */
  withBasePath: (route: string) => string
  /** Standalone pages worth finding (legal pages stay out of search). */
  searchablePages: ReadonlySet<string>
}

interface RenderedPage {
  key: string
  page: ReleasePage
  records: SearchRecord[]
}

function normaliseAuthors(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (!Array.isArray(value)) return []
  return value
    .map((item) => (typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name))
    .filter((name): name is string => typeof name === 'string')
}

/** The search group (lvl0) of what no category holds, and of the blog. */
const DOCS_SECTION = 'Documentation'
const BLOG_SECTION = 'Blog'

export class ReleaseBuilder {
  /** Rendered pages by route, with the key of what they were rendered from. */
  private readonly rendered = new Map<string, RenderedPage>()

  constructor(private readonly site: ReleaseSite) {}

  build(
    content: GeneratedContent,
    inputs: RenderInputs,
    options: { parent: ContentRelease | null; now?: Date },
  ): ContentRelease {
    const { renderHtml: _renderHtml, imageSize: _imageSize, ...siteInputs } = inputs
    // What every page may show besides its own document: a change here re-renders every page.
    const siteKey = fingerprintOf(siteInputs)
    const seen = new Set<string>()
    const pages: Record<string, ReleasePage> = {}
    const records: SearchRecord[] = []
    const add = (
      route: string,
      sourceKey: string,
      render: () => { page: ReleasePage; records: SearchRecord[] },
    ) => {
      const key = `${siteKey}:${sourceKey}`
      let entry = this.rendered.get(route)
      if (!entry || entry.key !== key) {
        entry = { key, ...render() }
        this.rendered.set(route, entry)
      }
      seen.add(route)
      pages[route] = entry.page
      records.push(...entry.records)
    }

    for (const doc of content.docs) {
      const route = routeKey(doc.route)
      add(route, fingerprintOf([doc.body.code, doc._raw.sourceFilePath, doc]), () =>
        this.renderDoc(doc, route, inputs),
      )
    }
    for (const page of content.pages) {
      add(page.route, fingerprintOf(page), () =>
        this.renderContentPage(page, inputs, this.site.searchablePages.has(page.route)),
      )
    }
    for (const post of content.posts) {
      add(routeKey(post.route), fingerprintOf(post), () => this.renderContentPage(post, inputs, true))
    }
    for (const route of this.rendered.keys()) if (!seen.has(route)) this.rendered.delete(route)

    const mainDoc = content.docs.find((doc) => doc.docId === this.site.mainDocId)
    const docsLandingRoute = mainDoc ? routeKey(mainDoc.route) : '/docs/index'
    const posts: ReleasePost[] = content.posts.map((post) => ({
      title: post.title,
      route: routeKey(post.route),
      date: post.date,
      description: post.description ?? null,
      authors: normaliseAuthors(post.authors),
      readingTime: post.readingTime,
    }))
    const body = { pages, docsLandingRoute, posts, sidebar: content.sidebar }
    const contentHash = fingerprintOf([body, records])
    const createdAt = options.now ?? new Date()
    return {
      format: RELEASE_FORMAT,
      id: releaseIdOf(createdAt, contentHash),
      createdAt: createdAt.toISOString(),
      parent: options.parent?.id ?? null,
      contentHash,
      ...body,
      search: { indexName: this.site.indexName, records },
      changedRoutes: changedRoutesBetween(options.parent, body),
    }
  }

  private renderDoc(doc: Doc, route: string, inputs: RenderInputs) {
    const props: DocPageProps = buildDocPageProps(doc, route, inputs)
    const records = buildRecords({
      url: this.site.withBasePath(route),
      title: doc.pageTitle,
      section: findSection(inputs.sidebar, doc.route, DOCS_SECTION),
      html: props.html,
      // Section overviews answer broad queries best.
      pageRank: doc.isCategoryIndex || doc.docId === this.site.mainDocId ? 1 : 0,
      version: this.site.version,
      language: this.site.language,
    })
    return { page: { kind: 'doc' as const, props, fingerprint: fingerprintOf(props) }, records }
  }

  private renderContentPage(entry: Page | Post, inputs: RenderInputs, searchable: boolean) {
    const props: ContentPageProps = buildContentPageProps(entry, inputs)
    const isPost = entry.type === 'Post'
    const records = searchable
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
    return {
      page: {
        kind: isPost ? ('post' as const) : ('page' as const),
        props,
        fingerprint: fingerprintOf(props),
      },
      records,
    }
  }
}
