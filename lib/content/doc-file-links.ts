/**
 * Docusaurus resolves a Markdown link to a docs file (`[CLI](CLI.md#--watch)`, `./index.mdx`,
 * `../api/plugins/plugin-pwa.md`, `/guides/creating-pages.md`) by the file, not by the URL: the
 * path is taken relative to the linking file's folder, then relative to the docs folder (a path
 * starting with `/` only the latter), and the link goes to that doc's route, whatever its `id`,
 * `slug`, number prefix or index name makes it. Both the content check and the MDX pipeline
 * (remark-doc-file-links.ts) resolve such links here, so what the check approves is what readers get.
 * Also here: the `pathname://` links Docusaurus leaves as they are.
 */
import { readFrontMatter } from './front-matter'
import { locateDoc } from './paths'

/** The docs folder below content/. */
const DOCS = 'docs/'

export interface DocFileLink {
  /** The linked file below content/, e.g. `docs/api/plugins/plugin-pwa.md`. */
  path: string
  /** The fragment, without `#`. */
  anchor: string | undefined
}

function normalise(joined: string): string | undefined {
  const resolved: string[] = []
  for (const segment of joined.split('/')) {
    if (segment === '..') {
      if (resolved.length === 0) return undefined
      resolved.pop()
    } else if (segment !== '.' && segment !== '') resolved.push(segment)
  }
  return resolved.join('/')
}

/**
 * The docs file a link names, when it names one that exists (`exists` answers for a path below
 * content/); undefined for a URL, a route, or a file that is not there (the check then reports the
 * link as broken, as before).
 */
export function docFileLink(
  href: string,
  fromPath: string,
  exists: (contentPath: string) => boolean,
): DocFileLink | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined
  const hash = href.indexOf('#')
  const pathPart = (hash === -1 ? href : href.slice(0, hash)).split('?')[0] ?? ''
  if (!/\.mdx?$/i.test(pathPart)) return undefined
  const anchor = hash === -1 ? undefined : href.slice(hash + 1)
  let linked: string
  try {
    linked = decodeURI(pathPart)
  } catch {
    linked = pathPart
  }
  const fromDir = fromPath.includes('/') ? fromPath.slice(0, fromPath.lastIndexOf('/') + 1) : ''
  const candidates = linked.startsWith('/') ? [`${DOCS}${linked}`] : [`${fromDir}${linked}`, `${DOCS}${linked}`]
  for (const candidate of candidates) {
    const path = normalise(candidate)
    if (path?.startsWith(DOCS) && exists(path)) return { path, anchor }
  }
  return undefined
}

/** The route of a docs file (below content/) from its text: its front matter `slug` and `id` count. */
export function docRouteOfFile(path: string, source: string): string {
  let data: Record<string, unknown> = {}
  try {
    data = readFrontMatter(source).data
  } catch {
    // Broken front matter is the check's finding on that file; the link goes to the path's route.
  }
  const slug = typeof data.slug === 'string' ? data.slug : undefined
  const id = typeof data.id === 'string' ? data.id : undefined
  return locateDoc(path.slice(DOCS.length), slug, id).route
}

/** The link with the doc's route in place of the file: `/docs/cli#--watch`. */
export function withRoute(route: string, anchor: string | undefined): string {
  return anchor === undefined ? route : `${route}#${anchor}`
}

/**
 * Docusaurus's `pathname://` links (`[sitemap](pathname:///sitemap.xml)`,
 * `![banner](pathname:///img/banner.png)`): a site path taken as it is, not a doc or an asset to
 * resolve. The prefix goes; the site path then gets the version base path as any other.
 */
export function withoutPathnameProtocol(url: string): string {
  return url.startsWith('pathname://') ? url.slice('pathname://'.length) : url
}

