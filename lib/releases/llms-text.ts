/**
 * The docs for AI assistants, made from a content release (so they change with a publish, like
 * pages and search): `llms.txt` (the llms.txt convention: a title, a summary, and every doc grouped
 * by sidebar section, each linking its Markdown), `llms-full.txt` (every doc's Markdown in sidebar
 * order), and a doc's Markdown by route (`<route>.md`). Only listed docs: unlisted pages are not in
 * the sidebar and have no Markdown route, drafts are never in a release.
 */
import { routeKey } from '../content/paths'
import type { SidebarItem } from '../content/sidebar'
import type { DocPageContent } from '../content/page-props'
import { DOCS_LANDING_ROUTE, type ContentRelease } from './release'

export interface LlmsSite {
  /** `Spring Boot Admin 3.5.6` */
  title: string
  /** One or two sentences on what the docs cover. */
  summary: string
  /** A site path (`/docs/server`) as an absolute URL with the base path. */
  absoluteUrl: (sitePath: string) => string
}

/** The docs section that holds what no top-level category holds. */
const TOP_LEVEL_SECTION = 'Documentation'

interface ListedDoc {
  route: string
  props: DocPageContent
  markdown: string
}

/** The doc a route shows (the docs landing shows the main doc), when it is listed and has Markdown. */
function listedDoc(release: ContentRelease, route: string): ListedDoc | undefined {
  const key = routeKey(route)
  const own = key === DOCS_LANDING_ROUTE ? release.docsLandingRoute : key
  const page = release.pages[own]
  if (page?.kind !== 'doc' || page.markdown === undefined) return undefined
  const props = page.props as DocPageContent
  if (props.noindex) return undefined
  return { route: own, props, markdown: page.markdown }
}

/** A doc's Markdown (see lib/content/page-markdown.ts), or undefined for a route that has none. */
export function docMarkdownAt(release: ContentRelease, route: string): string | undefined {
  return listedDoc(release, route)?.markdown
}

/** The docs below sidebar items, in sidebar order, each once (a category's own page first). */
function docsIn(release: ContentRelease, items: readonly SidebarItem[], seen: Set<string>): ListedDoc[] {
  const docs: ListedDoc[] = []
  const add = (href: string | undefined) => {
    if (href === undefined) return
    const doc = listedDoc(release, href)
    if (doc && !seen.has(doc.route)) {
      seen.add(doc.route)
      docs.push(doc)
    }
  }
  for (const item of items) {
    add(item.href)
    if (item.type === 'category') docs.push(...docsIn(release, item.items, seen))
  }
  return docs
}

/** The sidebar's sections: the top-level docs, then one per top-level category. */
function sections(release: ContentRelease): Array<{ label: string; docs: ListedDoc[] }> {
  const seen = new Set<string>()
  const topLevel = release.sidebar.filter((item) => item.type === 'doc')
  const result = [{ label: TOP_LEVEL_SECTION, docs: docsIn(release, topLevel, seen) }]
  for (const item of release.sidebar) {
    if (item.type === 'category') result.push({ label: item.label, docs: docsIn(release, [item], seen) })
  }
  return result.filter((section) => section.docs.length > 0)
}

/** The URL of a doc's Markdown. */
function markdownUrl(site: LlmsSite, route: string): string {
  return `${site.absoluteUrl(route)}.md`
}

/** One line of Markdown text: no line breaks. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

export function llmsTxt(release: ContentRelease, site: LlmsSite): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `Every page below is Markdown (its HTML page is the same URL without \`.md\`). All of them in one file: ${site.absoluteUrl('/llms-full.txt')}`,
  ]
  for (const section of sections(release)) {
    lines.push('', `## ${oneLine(section.label)}`, '')
    for (const { route, props } of section.docs) {
      const title = oneLine(props.title)
      const description = props.description ? `: ${oneLine(props.description)}` : ''
      lines.push(`- [${title.replace(/[[\]]/g, '\\$&')}](${markdownUrl(site, route)})${description}`)
    }
  }
  return `${lines.join('\n')}\n`
}

export function llmsFullTxt(release: ContentRelease, site: LlmsSite): string {
  const parts = [`# ${site.title}\n\n> ${oneLine(site.summary)}\n`]
  for (const section of sections(release)) {
    for (const { route, markdown } of section.docs) {
      parts.push(`Source: ${site.absoluteUrl(route)}\n\n${markdown.trimEnd()}\n`)
    }
  }
  return parts.join('\n---\n\n')
}
