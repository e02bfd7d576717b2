/**
 * Files kept beside the Markdown that uses them: images (`content/blog/2025-01-02-title/diagram.png`,
 * referenced as `./diagram.png`) and, as Docusaurus copies them as assets, documents a page links
 * to (`[the template](./files/template.docx)`, `<a href={require('./files/template.docx').default}>`).
 * The renderer rewrites such a reference to the site path
 * `/api/content-assets/blog/2025-01-02-title/diagram.png`, which the API route of the same name
 * answers from the content release: only the types below, never a path outside content/.
 */

export const CONTENT_ASSET_PREFIX = '/api/content-assets/'

const IMAGE_TYPES: Record<string, string> = {
  '.apng': 'image/apng',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
}

/**
 * Other files a page may link to. Not the content's own data formats (`.json`, `.yml`: category
 * files, `home.json`, `authors.yml`), which are never served, and nothing a browser would run as a
 * page of the site (`.html`, `.js`).
 */
const DOCUMENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
  '.tgz': 'application/gzip',
  '.tar': 'application/x-tar',
  '.jar': 'application/java-archive',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

export function isRelativeReference(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#')
}

/** Resolves `./a/../b.png` against a folder below content/; undefined when it leaves content/. */
export function resolveContentPath(dir: string, reference: string): string | undefined {
  const pathPart = reference.split(/[?#]/)[0] ?? ''
  const segments: string[] = dir.split('/').filter(Boolean)
  for (const segment of decodeURIComponentSafe(pathPart).split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) return undefined
      segments.pop()
    } else {
      segments.push(segment)
    }
  }
  return segments.length > 0 ? segments.join('/') : undefined
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The site path of a file referenced relatively from a document in `dir` (below content/). */
export function contentAssetUrl(dir: string, reference: string): string | undefined {
  const resolved = resolveContentPath(dir, reference)
  if (!resolved || !contentTypeOf(resolved)) return undefined
  return `${CONTENT_ASSET_PREFIX}${resolved.split('/').map(encodeURIComponent).join('/')}`
}

/** The content type a file below content/ is served with, or undefined when it is not served. */
export function contentTypeOf(path: string): string | undefined {
  const dot = path.lastIndexOf('.')
  const extension = dot === -1 ? '' : path.slice(dot).toLowerCase()
  return IMAGE_TYPES[extension] ?? DOCUMENT_TYPES[extension]
}

/** Does a relative reference name a file of a served type (`./a.docx`), not a page (`./other.md`, `./other`)? */
export function isFileReference(reference: string): boolean {
  return isRelativeReference(reference) && contentTypeOf(reference.split(/[?#]/)[0] ?? '') !== undefined
}

/** `require('./a.png').default` (or without `.default`), as Docusaurus pages write a file's URL in JSX. */
const REQUIRE_EXPRESSION = /^\s*require\(\s*(['"])([^'"]+)\1\s*\)(?:\.default)?\s*$/

/** The relative path of a `require(…)` expression, or undefined for any other expression. */
export function requiredPath(expression: string): string | undefined {
  const required = REQUIRE_EXPRESSION.exec(expression)?.[2]
  return required !== undefined && /^\.\.?\//.test(required) ? required : undefined
}

/**
 * The file below content/ that a request for an asset names (the route's path segments, already
 * decoded), or undefined for anything that is not a plain path of a served type inside content/.
 */
export function contentAssetRequest(segments: string[]): { path: string; contentType: string } | undefined {
  if (segments.length === 0) return undefined
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || /[\\/\0]/.test(segment))) return undefined
  const path = segments.join('/')
  const contentType = contentTypeOf(path)
  return contentType ? { path, contentType } : undefined
}
