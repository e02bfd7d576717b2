import type { Doc, Page, Post } from 'contentlayer/generated'
import { routeKey } from './paths'
import type { ImageSize } from './image-size'
import type { PropertyData } from './properties'
import { findBreadcrumbs, findNeighbours, type Breadcrumb, type Neighbours, type SidebarItem } from './sidebar'
import type { TocItem } from './toc'

/** What content components need while a page renders (the page's route and site-wide data). */
export interface RenderData {
  route: string
  sidebar: SidebarItem[]
  properties: PropertyData
  descriptions: Record<string, string>
  /** The intrinsic size of a site image (`/img/a.svg`), so it gets `width` and `height`. */
  imageSize?: (sitePath: string) => ImageSize | null
}

/** Renders compiled MDX to HTML (injected, so lib/ stays free of React). */
export type RenderHtml = (code: string, data: RenderData) => string

export interface RenderInputs extends Omit<RenderData, 'route'> {
  renderHtml: RenderHtml
  editBaseUrl: string
}

/** The render data of one page from the site-wide inputs. */
export function renderDataFor(route: string, inputs: Omit<RenderInputs, 'editBaseUrl'>): RenderData {
  const { sidebar, properties, descriptions, imageSize } = inputs
  return { route, sidebar, properties, descriptions, imageSize }
}

export interface DocPageProps {
  kind: 'doc'
  title: string
  description: string | null
  /** Whether the content renders its own `# Heading`. */
  hasH1: boolean
  html: string
  toc: TocItem[]
  hideToc: boolean
  route: string
  sidebar: SidebarItem[]
  breadcrumbs: Breadcrumb[]
  neighbours: Neighbours
  editUrl: string
}

export function buildDocPageProps(doc: Doc, route: string, inputs: RenderInputs): DocPageProps {
  const html = inputs.renderHtml(doc.body.code, renderDataFor(doc.route, inputs))
  return {
    kind: 'doc',
    title: doc.pageTitle,
    description: doc.description ?? null,
    hasH1: doc.hasH1,
    html,
    toc: doc.toc as TocItem[],
    hideToc: doc.hide_table_of_contents ?? false,
    route: routeKey(route),
    sidebar: inputs.sidebar,
    breadcrumbs: findBreadcrumbs(inputs.sidebar, doc.route),
    neighbours: stripUndefined(findNeighbours(inputs.sidebar, doc.route)),
    editUrl: `${inputs.editBaseUrl}${doc._raw.sourceFilePath}`,
  }
}

export interface ContentPageProps {
  kind: 'page' | 'post'
  title: string
  description: string | null
  hasH1: boolean
  html: string
  toc: TocItem[]
  route: string
  date: string | null
  readingTime: number | null
  authors: string[]
  tags: string[]
}

export function buildContentPageProps(entry: Page | Post, inputs: Omit<RenderInputs, 'editBaseUrl'>): ContentPageProps {
  const html = inputs.renderHtml(entry.body.code, renderDataFor(entry.route, inputs))
  const isPost = entry.type === 'Post'
  const authors = isPost ? normaliseAuthors(entry.authors) : []
  return {
    kind: isPost ? 'post' : 'page',
    title: isPost ? entry.title : entry.pageTitle,
    description: entry.description ?? null,
    hasH1: isPost ? false : entry.hasH1,
    html,
    toc: entry.toc as TocItem[],
    route: entry.route,
    date: isPost ? entry.date : null,
    readingTime: isPost ? entry.readingTime : null,
    authors,
    tags: isPost ? (entry.tags ?? []) : [],
  }
}

function normaliseAuthors(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'string' ? item : (item as { name?: unknown })?.name))
      .filter((name): name is string => typeof name === 'string')
  }
  return []
}

/** getStaticProps props must be JSON: undefined fields are dropped. */
function stripUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
