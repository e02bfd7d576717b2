import { routeKey } from './paths'
import { findNeighbours, type Neighbours } from './sidebar'
import type { SidebarItem } from './sidebar'

export interface PaginationOverride {
  /** Front matter `pagination_prev`: a doc id, null for none, undefined for the sidebar's. */
  previous?: string | null
  /** Front matter `pagination_next`: a doc id, null for none, undefined for the sidebar's. */
  next?: string | null
}

export interface LinkTarget {
  label: string
  href: string
}

/**
 * Previous/next links: from the sidebar order, unless the front matter names another doc by id
 * (`pagination_next: server/security`) or switches a link off (`pagination_next: null`).
 */
export function paginationFor(
  items: SidebarItem[],
  route: string,
  override: PaginationOverride,
  docsById: (id: string) => LinkTarget | undefined,
): Neighbours {
  const fromSidebar = findNeighbours(items, routeKey(route))
  const pick = (value: string | null | undefined, fallback: LinkTarget | undefined) => {
    if (value === null) return undefined
    if (value === undefined) return fallback
    return docsById(value) ?? fallback
  }
  const previous = pick(override.previous, fromSidebar.previous)
  const next = pick(override.next, fromSidebar.next)
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) }
}

/** A front matter pagination value: a doc id, null, or undefined when absent or of another type. */
export function paginationValue(value: unknown): string | null | undefined {
  if (value === null) return null
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}
