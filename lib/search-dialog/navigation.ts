/**
 * How a hit is opened: in place with client-side navigation, in a new tab or in a new window
 * (the keys for each are in DIALOG_SHORTCUTS, keyboard.ts), and which clicks the browser handles.
 */
import { siteConfig } from '@/site.config'

export type OpenMode = 'sameTab' | 'newTab' | 'newWindow'

export interface ModifierState {
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** A click the browser should handle itself (new tab, new window, download, middle button). */
export function isModifiedClick(event: ModifierState & { button: number }): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
}

/**
 * The path for next/router (which adds the base path itself), or null when the url is outside
 * this site's base path and must be loaded by the browser.
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

/** The features string `window.open` gets: a new window asks for a popup, both cut the opener. */
export function windowFeaturesFor(mode: Exclude<OpenMode, 'sameTab'>): string {
  return mode === 'newWindow' ? 'popup,noopener,noreferrer' : 'noopener,noreferrer'
}

/** The prefilled "new issue" link of the no-results screen. */
export function missingResultsUrl(
  query: string,
  newIssueUrl: string = siteConfig.codeHost.newIssueUrl,
): string {
  const title = `Missing search results for "${query}"`
  const body = [
    `The documentation search (version ${siteConfig.version}) returns no results for: \`${query}\``,
    '',
    'I expected to find:',
    '',
  ].join('\n')
  const url = new URL(newIssueUrl)
  url.searchParams.set('title', title)
  url.searchParams.set('body', body)
  return url.toString()
}
