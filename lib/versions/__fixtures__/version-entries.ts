/** What the tests of lib/versions build their manifests from. */
import type { VersionEntry } from '../version-entry'

/** A valid entry of version `name` (a maintained version with two docs routes), with `overrides`. */
export function makeEntry(name: string, overrides: Partial<VersionEntry> = {}): VersionEntry {
  return {
    name,
    label: name,
    basePath: `/${name}`,
    status: 'maintained',
    routes: ['/docs', '/docs/a'],
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** A published version with `status` and these docs routes besides its landing (`/docs`). */
export function publishedVersion(
  name: string,
  status: VersionEntry['status'],
  routes: string[] = [],
): VersionEntry {
  return makeEntry(name, { status, routes: ['/docs', ...routes] })
}

/** Resolves once `condition` holds (checked every 20 ms); fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
