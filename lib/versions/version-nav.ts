/**
 * What a page shows of the other versions, computed when the page is rendered from the versions
 * manifest: the dropdown's plain links (the same page in each version that has it, else that
 * version's docs landing), the banner of an unmaintained or unreleased version, and the canonical
 * URL that sends search engines to the latest version's same page. Pure.
 */
import { routeKey } from '../content/paths'
import {
  effectiveStatus,
  latestVersion,
  orderVersions,
  type VersionEntry,
  type VersionStatus,
} from './version-entry'

/** The docs landing of every version: where a switch goes when that version lacks the page. */
export const VERSION_LANDING_ROUTE = '/docs'

/** This deployment, as its build knows it (it may not be in the manifest yet). */
export interface OwnVersion {
  name: string
  basePath: string
}

export interface VersionLink {
  name: string
  label: string
  /** This deployment's own entry: a site path (no base path); any other: a path on the origin. */
  href: string
  own: boolean
  status: VersionStatus
}

export interface VersionBanner {
  kind: 'unmaintained' | 'unreleased'
  /** The version read now. */
  label: string
  /** The latest version's label and its same page (or its docs landing), a path on the origin. */
  latestLabel: string
  latestHref: string
}

export interface VersionNav {
  links: VersionLink[]
  /** Shown on docs pages of an unmaintained or unreleased version; null otherwise. */
  banner: VersionBanner | null
  /** The latest version's same page (a path on the origin), for an older version's docs page; else null. */
  canonicalPath: string | null
}

/** What every page's props carry besides its own (lib/releases/pages.ts adds it). */
export interface VersionNavProps {
  versionNav: VersionNav
}

const isDocsRoute = (route: string) =>
  route === VERSION_LANDING_ROUTE || route.startsWith(`${VERSION_LANDING_ROUTE}/`)

/** This deployment's own link: its docs page stays the page; anywhere else the docs landing (as Docusaurus's dropdown). */
const ownHref = (route: string) => (isDocsRoute(route) ? route : VERSION_LANDING_ROUTE)

/**
 * The navigation of a page rendered without the manifest (the error pages): this version alone, so
 * the dropdown never links to a deployment that may not exist. Small on purpose: the pages' script
 * carries this, and none of the manifest's logic.
 */
export function ownVersionNav(own: OwnVersion, pageRoute: string): VersionNav {
  return {
    links: [
      {
        name: own.name,
        label: own.name,
        href: ownHref(routeKey(pageRoute) || '/'),
        own: true,
        status: 'current',
      },
    ],
    banner: null,
    canonicalPath: null,
  }
}

/** The manifest's entries with this deployment in it: an entry not published yet reads as its own. */
function withOwn(entries: readonly VersionEntry[], own: OwnVersion): VersionEntry[] {
  if (entries.some((entry) => entry.name === own.name)) return [...entries]
  const placeholder: VersionEntry = {
    name: own.name,
    label: own.name,
    basePath: own.basePath,
    status: entries.some((entry) => entry.status === 'current') ? 'maintained' : 'current',
    routes: [],
    updatedAt: new Date(0).toISOString(),
  }
  return [...entries, placeholder]
}

/** Where `entry` shows `route`: the same docs page when it has it, else its docs landing. */
function routeIn(entry: VersionEntry, route: string, routes: ReadonlySet<string> | null): string {
  const has =
    isDocsRoute(route) && (route === VERSION_LANDING_ROUTE || (routes ?? new Set(entry.routes)).has(route))
  return has ? route : VERSION_LANDING_ROUTE
}

/**
 * The version navigation of the page at `route` (a site path) in deployment `own`. `routeSets`
 * holds each entry's routes as a set, when the caller keeps them between pages.
 */
export function versionNavFor(
  entries: readonly VersionEntry[],
  own: OwnVersion,
  pageRoute: string,
  routeSets: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): VersionNav {
  const route = routeKey(pageRoute) || '/'
  const all = orderVersions(withOwn(entries, own))
  const latest = latestVersion(all)
  const links = all.map((entry): VersionLink => {
    const isOwn = entry.name === own.name
    return {
      name: entry.name,
      label: entry.label,
      href: isOwn
        ? ownHref(route)
        : `${entry.basePath}${routeIn(entry, route, routeSets.get(entry.name) ?? null)}`,
      own: isOwn,
      status: effectiveStatus(entry, latest),
    }
  })
  const self = all.find((entry) => entry.name === own.name)
  const status = self ? effectiveStatus(self, latest) : 'current'
  const older = latest !== null && latest.name !== own.name
  const latestRoute = latest
    ? routeIn(latest, route, routeSets.get(latest.name) ?? null)
    : VERSION_LANDING_ROUTE
  return {
    links,
    banner:
      older && latest && self && (status === 'unmaintained' || status === 'next')
        ? {
            kind: status === 'next' ? 'unreleased' : 'unmaintained',
            label: self.label,
            latestLabel: latest.label,
            latestHref: `${latest.basePath}${latestRoute}`,
          }
        : null,
    canonicalPath:
      older && latest && isDocsRoute(route) && latestRoute === route ? `${latest.basePath}${route}` : null,
  }
}

/** What of an entry every page's navigation shows, whatever the page. */
function entryShape(entry: VersionEntry) {
  return [entry.name, entry.label, entry.basePath, entry.status]
}

/**
 * The routes (of `routes`, this deployment's pages) whose version navigation differs between two
 * manifests: every one when a version came, went, or changed its label, path or status; else the
 * docs routes that a version gained or lost. `before` null (not known): every route.
 */
export function routesChangedByVersions(
  before: readonly VersionEntry[] | null,
  after: readonly VersionEntry[],
  own: OwnVersion,
  routes: readonly string[],
): string[] {
  if (before === null) return [...routes]
  const previous = orderVersions(withOwn(before, own))
  const next = orderVersions(withOwn(after, own))
  if (JSON.stringify(previous.map(entryShape)) !== JSON.stringify(next.map(entryShape))) return [...routes]
  const changed = new Set<string>()
  for (const [index, entry] of next.entries()) {
    if (entry.name === own.name) continue
    const was = new Set(previous[index]?.routes ?? [])
    const is = new Set(entry.routes)
    for (const route of was) if (!is.has(route)) changed.add(route)
    for (const route of is) if (!was.has(route)) changed.add(route)
  }
  return routes.filter((route) => changed.has(routeKey(route)))
}
