import type { Doc, Page, Post } from 'contentlayer/generated'
import type { BlogAuthor } from './blog-authors'
import { routeKey } from './paths'
import type { ImageSize } from './image-size'
import { paginationFor, paginationValue, type LinkTarget } from './pagination'
import type { PropertyData } from './properties'
import { findBreadcrumbs, findCategoryItems, type Breadcrumb, type Neighbours, type SidebarItem } from './sidebar'
import type { TocItem } from './toc'
import { withoutTruncateMarker } from './truncate'

/** What content components need while a page renders (the page's route and site-wide data). */
export interface RenderData {
  route: string
  /** The sidebar items of the page's category (outside any category, the whole sidebar): `<DocCardList>`'s cards. */
  categoryItems: SidebarItem[]
  properties: PropertyData
  descriptions: Record<string, string>
  /** The intrinsic size of a site image (`/img/a.svg`), so it gets `width` and `height`. */
  imageSize?: (sitePath: string) => ImageSize | null
}

/** Renders compiled MDX to HTML (injected, so lib/ stays free of React). */
export type RenderHtml = (code: string, data: RenderData) => string

export interface RenderInputs extends Omit<RenderData, 'route' | 'categoryItems'> {
  /** The docs sidebar. */
  sidebar: SidebarItem[]
  renderHtml: RenderHtml
  editBaseUrl: string
  /** A doc's label and route by id, for front matter `pagination_next`/`pagination_prev`. */
  docLink?: (id: string) => LinkTarget | undefined
}

/** Head metadata from front matter (Docusaurus names): `keywords`, `image`, and `unlisted` as noindex. */
export interface PageMeta {
  keywords: string[]
  image: string | null
  noindex: boolean
  /** Set only in draft mode (lib/releases/pages.ts): the page shows a writer's unsaved draft. */
  draftPreview?: { exitHref: string }
}

function pageMeta(entry: { keywords?: string[]; image?: string; unlisted?: boolean }): PageMeta {
  return { keywords: entry.keywords ?? [], image: entry.image ?? null, noindex: entry.unlisted === true }
}

/** Front matter `last_update: { date, author }`. */
export interface LastUpdate {
  date: string | null
  author: string | null
}

function lastUpdateOf(value: unknown): LastUpdate | null {
  if (typeof value !== 'object' || value === null) return null
  const { date, author } = value as { date?: unknown; author?: unknown }
  const isoDate =
    date instanceof Date ? date.toISOString().slice(0, 10) : typeof date === 'string' && date.trim() ? date.trim() : null
  const name = typeof author === 'string' && author.trim() ? author.trim() : null
  return isoDate || name ? { date: isoDate, author: name } : null
}

/** The render data of one page from the site-wide inputs. */
export function renderDataFor(route: string, inputs: Omit<RenderInputs, 'editBaseUrl'>): RenderData {
  const { sidebar, properties, descriptions, imageSize } = inputs
  return { route, categoryItems: findCategoryItems(sidebar, route) ?? sidebar, properties, descriptions, imageSize }
}

export interface DocPageProps extends PageMeta {
  kind: 'doc'
  title: string
  description: string | null
  /** Whether the content renders its own `# Heading`. */
  hasH1: boolean
  /** Front matter `hide_title`: the title heading is kept for screen readers only. */
  hideTitle: boolean
  lastUpdate: LastUpdate | null
  /** A category's generated index page: its cards (no content of its own). */
  generatedIndex: { items: SidebarItem[] } | null
  html: string
  toc: TocItem[]
  hideToc: boolean
  route: string
  /** The docs sidebar: the same on every doc page, so a release stores it once and adds it when a page is served. */
  sidebar: SidebarItem[]
  breadcrumbs: Breadcrumb[]
  neighbours: Neighbours
  editUrl: string
}

/** Where a doc sits in the sidebar: its breadcrumbs and its previous/next pages. */
export function docNavigation(doc: Doc, inputs: RenderInputs): Pick<DocPageProps, 'breadcrumbs' | 'neighbours'> {
  const override = { previous: paginationValue(doc.pagination_prev), next: paginationValue(doc.pagination_next) }
  return {
    breadcrumbs: findBreadcrumbs(inputs.sidebar, doc.route),
    neighbours: stripUndefined(paginationFor(inputs.sidebar, doc.route, override, inputs.docLink ?? (() => undefined))),
  }
}

/**
 * Renders a document, naming its file when the render fails: a page that compiles can still fail
 * here, e.g. on a name its MDX uses that nothing defines (`{siteConfig.title}` in prose, which
 * Docusaurus 1's MDX read as text).
 */
function renderOrName(
  inputs: Pick<RenderInputs, 'renderHtml'>,
  entry: { body: { code: string }; _raw: { sourceFilePath: string } },
  renderData: RenderData,
): string {
  try {
    return inputs.renderHtml(entry.body.code, renderData)
  } catch (error) {
    throw new Error(`content/${entry._raw.sourceFilePath}: the page does not render: ${(error as Error).message}`)
  }
}

/** A doc page's props as a release stores them: all but the sidebar. */
export type DocPageContent = Omit<DocPageProps, 'sidebar'>

/** `renderData`: the data the content renders with (the publisher passes one that notes what is read). */
export function buildDocPageProps(
  doc: Doc,
  route: string,
  inputs: RenderInputs,
  renderData: RenderData = renderDataFor(doc.route, inputs),
): DocPageContent {
  const html = renderOrName(inputs, doc, renderData)
  return {
    kind: 'doc',
    title: doc.pageTitle,
    description: doc.description ?? null,
    hasH1: doc.hasH1,
    hideTitle: doc.hide_title ?? false,
    html,
    toc: doc.toc as TocItem[],
    hideToc: doc.hide_table_of_contents ?? false,
    route: routeKey(route),
    ...docNavigation(doc, inputs),
    editUrl: `${inputs.editBaseUrl}${doc._raw.sourceFilePath}`,
    lastUpdate: lastUpdateOf(doc.last_update),
    generatedIndex: null,
    ...pageMeta(doc),
  }
}

/** A category's generated index page (`link: { type: 'generated-index' }`): title, description, cards. */
export interface GeneratedIndexInput {
  route: string
  title: string
  description: string | null
  keywords: string[]
  image: string | null
  items: SidebarItem[]
}

export function buildGeneratedIndexProps(index: GeneratedIndexInput, inputs: Pick<RenderInputs, 'sidebar'>): DocPageContent {
  return {
    kind: 'doc',
    title: index.title,
    description: index.description,
    hasH1: false,
    hideTitle: false,
    html: '',
    toc: [],
    hideToc: true,
    route: routeKey(index.route),
    breadcrumbs: findBreadcrumbs(inputs.sidebar, index.route),
    neighbours: stripUndefined(paginationFor(inputs.sidebar, index.route, {}, () => undefined)),
    editUrl: '',
    lastUpdate: null,
    generatedIndex: { items: index.items },
    keywords: index.keywords,
    image: index.image,
    noindex: false,
  }
}

export interface ContentPageProps extends PageMeta {
  kind: 'page' | 'post'
  title: string
  description: string | null
  hasH1: boolean
  hideTitle: boolean
  html: string
  toc: TocItem[]
  hideToc: boolean
  route: string
  date: string | null
  readingTime: number | null
  authors: BlogAuthor[]
  tags: Array<{ label: string; route: string }>
}

export function buildContentPageProps(
  entry: Page | Post,
  inputs: Omit<RenderInputs, 'editBaseUrl'>,
  renderData: RenderData = renderDataFor(entry.route, inputs),
): ContentPageProps {
  const html = withoutTruncateMarker(renderOrName(inputs, entry, renderData))
  const isPost = entry.type === 'Post'
  return {
    kind: isPost ? 'post' : 'page',
    title: isPost ? entry.title : entry.pageTitle,
    description: entry.description ?? null,
    hasH1: isPost ? false : entry.hasH1,
    hideTitle: entry.hide_title ?? false,
    html,
    toc: entry.toc as TocItem[],
    hideToc: entry.hide_table_of_contents ?? false,
    route: entry.route,
    date: isPost ? entry.postDate : null,
    readingTime: isPost ? entry.readingTime : null,
    authors: isPost ? (entry.authorList as BlogAuthor[]) : [],
    tags: isPost ? (entry.tagList as Array<{ label: string; route: string }>) : [],
    ...pageMeta(entry),
  }
}

/** getStaticProps props must be JSON: undefined fields are dropped. */
function stripUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
