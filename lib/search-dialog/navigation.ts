/**
 * How a hit is opened: in place with client-side navigation, in a new tab or in a new window
 * (the keys for each are in DIALOG_SHORTCUTS, keyboard.ts; which clicks the browser handles:
 * isModifiedClick in lib/site-links.ts).
 */
import { siteConfig } from '@/site.config'

export type OpenMode = 'sameTab' | 'newTab' | 'newWindow'

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
