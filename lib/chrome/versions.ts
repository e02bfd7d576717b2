export interface VersionChoice {
  /** The version's name in the versions manifest (`3.5.6`), what the preference stores. */
  name: string
  label: string
}

/**
 * The version the navbar dropdown shows: on a docs page the version of that page (a deployment
 * documents one version); elsewhere the reader's preferred version if the manifest still lists it,
 * else this deployment's version (Docusaurus' `useDocsVersionCandidates`).
 */
export function dropdownVersion<T extends VersionChoice>(
  versions: readonly T[],
  options: { currentName: string; preferredName: string | null; onDocsPage: boolean },
): T | undefined {
  const current = versions.find((entry) => entry.name === options.currentName) ?? versions[0]
  if (options.onDocsPage) return current
  return versions.find((entry) => entry.name === options.preferredName) ?? current
}

/** A stored preferred version is only trusted when the manifest lists it. */
export function parsePreferredVersion(
  value: string | null,
  versions: readonly VersionChoice[],
): string | null {
  return value !== null && versions.some((entry) => entry.name === value) ? value : null
}
