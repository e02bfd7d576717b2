/**
 * A version's entry in the versions manifest, as its publish writes it: its docs routes from the
 * release made current, its label and status from the publish's options or, when they say
 * nothing, from the entry it had (a first publish: `defaultStatus`).
 */
import { DOCS_LANDING_ROUTE, type ContentRelease } from '../releases/release'
import { defaultStatus, sameEntry, type VersionEntry, type VersionStatus } from './version-entry'
import type { VersionRegistry } from './registry'

export interface VersionOptions {
  name: string
  basePath: string
  /** `--version-label`; default: the label it had, else the name. */
  label?: string
  /** `--version-status`; default: the status it had, else `defaultStatus`. */
  status?: VersionStatus
}

/** The entry of the version that has `release` current. */
export function entryFor(
  release: Pick<ContentRelease, 'pages'>,
  options: VersionOptions,
  entries: readonly VersionEntry[],
  now: Date = new Date(),
): VersionEntry {
  const existing = entries.find((entry) => entry.name === options.name)
  const routes = Object.entries(release.pages)
    .filter(([, page]) => page.kind === 'doc')
    .map(([route]) => route)
  return {
    name: options.name,
    label: options.label ?? existing?.label ?? options.name,
    basePath: options.basePath,
    status: options.status ?? defaultStatus(entries, options.name),
    routes: [...new Set([DOCS_LANDING_ROUTE, ...routes])].sort(),
    updatedAt: now.toISOString(),
  }
}

/**
 * Writes the version's entry when it says something new (a page added or removed, another label
 * or status); returns it and whether it was written.
 */
export async function recordVersion(
  registry: VersionRegistry,
  release: Pick<ContentRelease, 'pages'>,
  options: VersionOptions,
): Promise<{ entry: VersionEntry; written: boolean }> {
  const entries = await registry.list()
  const entry = entryFor(release, options, entries)
  const existing = entries.find((candidate) => candidate.name === options.name)
  if (existing && sameEntry(existing, entry)) return { entry: existing, written: false }
  await registry.put(entry)
  return { entry, written: true }
}
