/**
 * The items of a docs sidebar category that the page shows closed (lib/content/sidebar-view.ts):
 * asked of the server that served the page (`/api/sidebar`, lib/releases/sidebar-handler.ts) when the
 * reader opens it.
 */
import type { SidebarItem } from '../content/sidebar'
import { siteConfig } from '../../site.config'

/** The endpoint's URL for the category reached by these labels from the top of the sidebar. */
export function sidebarCategoryUrl(
  labels: readonly string[],
  basePath: string = siteConfig.basePath,
): string {
  const query = labels.map((label) => `category=${encodeURIComponent(label)}`).join('&')
  return `${basePath}/api/sidebar?${query}`
}

/** The category's items; rejects when the server cannot answer them. */
export async function fetchSidebarCategory(
  labels: readonly string[],
  signal?: AbortSignal,
): Promise<SidebarItem[]> {
  const response = await fetch(sidebarCategoryUrl(labels), {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`the sidebar category answered ${response.status}`)
  const body = (await response.json()) as { items?: unknown }
  if (!Array.isArray(body.items)) throw new Error('the sidebar category answer has no items')
  return body.items as SidebarItem[]
}
