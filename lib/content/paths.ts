/**
 * Routes from file paths, the Docusaurus way: numeric prefixes order the sidebar and are
 * stripped from ids and routes, `index.md(x)` (or `README.md(x)`, or `<folder>/<folder>.md(x)`)
 * gives the folder route, and case is preserved.
 */

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/

export interface ParsedSegment {
  /** The segment without its number prefix. */
  name: string
  /** The number prefix, when there is one. */
  position: number | undefined
}

export function parseSegment(segment: string): ParsedSegment {
  const match = NUMBER_PREFIX.exec(segment)
  if (!match) return { name: segment, position: undefined }
  return { name: segment.slice(match[0].length), position: Number(match[1]) }
}

export function stripExtension(fileName: string): string {
  return fileName.replace(/\.mdx?$/i, '')
}

export interface DocLocation {
  /** Doc id: folder segments and file name without number prefixes or extension (`server/Events`). */
  id: string
  /** Folder segments of the doc without prefixes (`['server', 'notifications']`). */
  dirs: string[]
  /** Route below `/docs` (`/docs/server/Events`, `/docs/server/` for a category index). */
  route: string
  /** Position from the file name's number prefix. */
  filePosition: number | undefined
  /** True when the file gives its folder's route (index.md, README.md, folder/folder.md). */
  isCategoryIndex: boolean
}

/**
 * `relativePath` is the path below `content/docs`, e.g. `server/10-Events.mdx`. A front matter `id`
 * replaces the file name in the id and the route; a front matter `slug` sets the route.
 */
export function locateDoc(relativePath: string, slug?: string, frontMatterId?: string): DocLocation {
  const parts = relativePath.split('/').filter(Boolean)
  const fileName = parts.pop() ?? ''
  const dirs = parts.map((part) => parseSegment(part).name)
  const rawName = stripExtension(fileName)
  const parsed = parseSegment(rawName)
  const position = parsed.position
  const name = frontMatterId?.trim() ? frontMatterId.trim() : parsed.name
  const parentRaw = parts.length > 0 ? stripExtension(parts[parts.length - 1] ?? '') : undefined
  // The check uses the raw file name, so `01-index.md` is a doc called `index`, not a category index.
  const isCategoryIndex =
    /^(index|readme)$/i.test(rawName) || (parentRaw !== undefined && rawName === parentRaw)
  const id = [...dirs, name].join('/')
  let route = isCategoryIndex ? `/docs/${dirs.map((d) => `${d}/`).join('')}` : `/docs/${id}`
  if (route === '/docs/') route = '/docs/'
  if (slug) route = resolveSlug(slug, dirs)
  return { id, dirs, route, filePosition: position, isCategoryIndex }
}

/** A front matter `slug` is absolute (`/foo`) below /docs, or relative to the doc's folder. */
export function resolveSlug(slug: string, dirs: string[]): string {
  const clean = slug.trim()
  const path = clean.startsWith('/') ? clean : `/${[...dirs, clean].join('/')}`
  return `/docs${path === '/' ? '/' : path}`
}

/** Normalises a route for lookups: no trailing slash except for the root. */
export function routeKey(route: string): string {
  // Called for every page several times per publish: no allocation for a route that is a key already.
  let end = route.length
  const hash = route.indexOf('#')
  if (hash !== -1) end = hash
  const query = route.indexOf('?')
  if (query !== -1 && query < end) end = query
  if (end > 1 && route.charCodeAt(end - 1) === SLASH) end -= 1
  return end === route.length ? route : route.slice(0, end)
}

const SLASH = '/'.charCodeAt(0)
