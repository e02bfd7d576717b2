/**
 * Blog post URLs the Docusaurus way. A post is a file (`2025-01-02-title.md`) or a folder with an
 * index file and its images beside it (`2025-01-02-title/index.md`); the date may also be written as
 * folders (`2025/01/02/title.md`). The date in the name gives the default URL
 * `/blog/YYYY/MM/DD/title`; front matter `slug` replaces everything after `/blog/`, and front matter
 * `date` replaces the date (not the URL).
 */

const DATE_IN_PATH = /(?:^|\/)(\d{4})[-/](\d{2})[-/](\d{2})(?:[-/]|$)/

export interface PostLocation {
  /** `YYYY-MM-DD` from front matter or the path, or undefined when neither has one. */
  date: string | undefined
  /** The URL path below the site (`/blog/2025/01/02/title`). */
  route: string
  /** The name without date, as the site's earlier URLs used it (`/blog/title`). */
  legacyRoute: string
  /** The folder of the post below content/blog when it is a folder post, for its images. */
  assetDir: string
}

function stripExtension(path: string): string {
  return path.replace(/\.mdx?$/i, '')
}

function isoDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10)
  return undefined
}

/** `relativePath` is below content/blog (`2025-01-02-title/index.md`). */
export function locatePost(relativePath: string, frontMatter: { slug?: unknown; date?: unknown } = {}): PostLocation {
  const withoutIndex = stripExtension(relativePath).replace(/\/index$/i, '')
  const match = DATE_IN_PATH.exec(withoutIndex)
  const pathDate = match ? `${match[1]}-${match[2]}-${match[3]}` : undefined
  const name = match ? withoutIndex.slice((match.index ?? 0) + match[0].length) : withoutIndex
  const datedSlug = match ? `${match[1]}/${match[2]}/${match[3]}/${name}` : name
  const slug = typeof frontMatter.slug === 'string' && frontMatter.slug.trim() ? frontMatter.slug.trim().replace(/^\/+/, '') : datedSlug
  const legacyName = typeof frontMatter.slug === 'string' && frontMatter.slug.trim() ? slug : name.split('/').pop() ?? name
  const lastSlash = relativePath.lastIndexOf('/')
  return {
    date: isoDate(frontMatter.date) ?? pathDate,
    route: `/blog/${slug}`,
    legacyRoute: `/blog/${legacyName}`,
    assetDir: lastSlash === -1 ? '' : relativePath.slice(0, lastSlash),
  }
}

/** Tag pages: `/blog/tags/<tag>` with the tag in lower case, spaces as dashes. */
export function tagSlug(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}.]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

export function tagRoute(tag: string): string {
  return `/blog/tags/${tagSlug(tag)}`
}
