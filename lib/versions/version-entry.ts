/**
 * The versions manifest: one entry per published docs version, written by that version's
 * `content:publish` and read by every deployment at run time, so the version dropdown lists
 * exactly the versions that exist. Pure, and small enough for the browser: ordering and which
 * version is the latest (parsing what a store holds is `parse-version-entry.ts`, on the server).
 */
/** What a version is to readers (Docusaurus's version banners are the model). */
export const VERSION_STATUSES = ['current', 'maintained', 'unmaintained', 'next'] as const
export type VersionStatus = (typeof VERSION_STATUSES)[number]

export interface VersionEntry {
  /** The version's name, as DOCS_VERSION had it when it was built (`3.5.6`). */
  name: string
  /** What the dropdown shows (the name unless `--version-label` said otherwise). */
  label: string
  /** Where its deployment answers on the shared origin (`/3.5.6`). */
  basePath: string
  status: VersionStatus
  /**
   * The docs routes it has (`/docs/server/security`), so that another version's dropdown can link
   * the same page when it exists there, without asking.
   */
  routes: string[]
  /** When its publish last wrote the entry (ISO 8601). */
  updatedAt: string
}

/** The parts of a version name compared as numbers (`3.10.0` after `3.9.2`); the rest as text. */
function nameParts(name: string): (number | string)[] {
  return name.split(/[.-]/).map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

/**
 * Newer first: `3.10.0` before `3.9.2`, a release before its pre-releases (`3.6.0` before
 * `3.6.0-M1`), numbers before words.
 */
export function compareVersionNames(a: string, b: string): number {
  const left = nameParts(a)
  const right = nameParts(b)
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const l = left[index]
    const r = right[index]
    if (l === r) continue
    // A release (`3.6.0`) is newer than its pre-release (`3.6.0-M1`): the shorter one wins.
    if (l === undefined) return -1
    if (r === undefined) return 1
    if (typeof l === 'number' && typeof r === 'number') return r - l
    if (typeof l === 'number') return -1
    if (typeof r === 'number') return 1
    return l < r ? 1 : -1
  }
  return 0
}

/**
 * The latest version, the one readers are sent to: the newest entry marked `current` (a version
 * published as current later than another makes the older one a maintained version, without
 * anyone rewriting it), else the newest released one; null when there is none.
 */
export function latestVersion(entries: readonly VersionEntry[]): VersionEntry | null {
  const byName = (a: VersionEntry, b: VersionEntry) => compareVersionNames(a.name, b.name)
  const current = entries.filter((entry) => entry.status === 'current').sort(byName)
  if (current[0]) return current[0]
  return entries.filter((entry) => entry.status !== 'next').sort(byName)[0] ?? null
}

/** A status as readers see it: among several `current` entries only the latest is current. */
export function effectiveStatus(entry: VersionEntry, latest: VersionEntry | null): VersionStatus {
  return entry.status === 'current' && latest !== null && latest.name !== entry.name
    ? 'maintained'
    : entry.status
}

/** The dropdown's order: unreleased versions first, then newest first (as Docusaurus lists them). */
export function orderVersions(entries: readonly VersionEntry[]): VersionEntry[] {
  return [...entries].sort(
    (a, b) =>
      Number(b.status === 'next') - Number(a.status === 'next') || compareVersionNames(a.name, b.name),
  )
}

/**
 * The status a first publish of `name` gets when `--version-status` does not say: current when no
 * published version is newer (a new release), else maintained (an older line's docs added later).
 * A version already in the manifest keeps its status.
 */
export function defaultStatus(entries: readonly VersionEntry[], name: string): VersionStatus {
  const existing = entries.find((entry) => entry.name === name)
  if (existing) return existing.status
  const newer = entries.some((entry) => entry.status !== 'next' && compareVersionNames(entry.name, name) < 0)
  return newer ? 'maintained' : 'current'
}

/** Whether two entries say the same to readers (the time they were written aside). */
export function sameEntry(a: VersionEntry, b: VersionEntry): boolean {
  return (
    a.name === b.name &&
    a.label === b.label &&
    a.basePath === b.basePath &&
    a.status === b.status &&
    a.routes.length === b.routes.length &&
    a.routes.every((route, index) => route === b.routes[index])
  )
}
