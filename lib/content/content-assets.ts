/**
 * Images kept beside the Markdown that uses them (`content/blog/2025-01-02-title/diagram.png`,
 * referenced as `./diagram.png`). The renderer rewrites such a reference to the site path
 * `/api/content-assets/blog/2025-01-02-title/diagram.png`, which the API route of the same name
 * answers from the content folder: only image files, never a path outside content/.
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

/** The site path of an image referenced relatively from a document in `dir` (below content/). */
export function contentAssetUrl(dir: string, reference: string): string | undefined {
  const resolved = resolveContentPath(dir, reference)
  if (!resolved || !contentTypeOf(resolved)) return undefined
  return `${CONTENT_ASSET_PREFIX}${resolved.split('/').map(encodeURIComponent).join('/')}`
}

export function contentTypeOf(path: string): string | undefined {
  const dot = path.lastIndexOf('.')
  return dot === -1 ? undefined : IMAGE_TYPES[path.slice(dot).toLowerCase()]
}

/**
 * The file below content/ that a request for an asset names (the route's path segments, already
 * decoded), or undefined for anything that is not a plain image path inside content/.
 */
export function contentAssetRequest(segments: string[]): { path: string; contentType: string } | undefined {
  if (segments.length === 0) return undefined
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || /[\\/\0]/.test(segment))) return undefined
  const path = segments.join('/')
  const contentType = contentTypeOf(path)
  return contentType ? { path, contentType } : undefined
}
