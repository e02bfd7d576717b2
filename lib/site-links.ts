/**
 * Links of this site, one way everywhere: what is external, a site path with the version base path
 * (`/docs/index` → `/3.5.6/docs/index`), the path next/router takes for a URL of this site, and
 * which clicks the browser should handle itself. Used by content links, the navbar, the search
 * dialog's hits and links, page heads, feeds and the search records.
 */
import { siteConfig } from '../site.config'

/** A URL with a scheme (`https:`, `mailto:`) or a protocol-relative one (`//host/…`). */
export function isExternalUrl(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)
}

/** Turns a site path (`/docs/index`) into a path under the base path; absolute URLs and anchors pass through. */
export function withBasePath(href: string): string {
  if (isExternalUrl(href) || href.startsWith('#')) return href
  const { basePath } = siteConfig
  if (href === '/' || href === '') return `${basePath}/`
  return `${basePath}${href.startsWith('/') ? href : `/${href}`}`
}

/**
 * The path for next/router (which adds the base path itself) of a root-relative URL, or null when
 * the URL is outside this site's base path and must be loaded by the browser.
 */
export function toRouterPath(url: string, basePath: string = siteConfig.basePath): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  if (url === basePath) return '/'
  for (const separator of ['/', '#', '?']) {
    if (url.startsWith(basePath + separator)) {
      const rest = url.slice(basePath.length)
      return rest.startsWith('/') ? rest : `/${rest}`
    }
  }
  return null
}

export interface ClickState {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** A click the browser should handle itself (new tab, new window, download, middle button). */
export function isModifiedClick(event: ClickState): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
}
