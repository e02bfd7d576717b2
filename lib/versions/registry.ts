/**
 * Where the versions manifest lives: beside the releases, in the store every version of the site
 * shares (a directory, `fs-registry.ts`, or Redis, `redis-registry.ts`). Each version's publish
 * writes only its own entry, so two versions publishing at once never undo each other. Server and
 * publisher only.
 */
import type { VersionEntry } from './version-entry'

export interface VersionRegistry {
  /** Where the manifest is, for messages; never holds credentials. */
  readonly description: string
  /** Every entry that reads as one; an unreadable entry is left out and reported to `warn`. */
  list(): Promise<VersionEntry[]>
  /** Writes (or replaces) one version's entry and tells the readers. */
  put(entry: VersionEntry): Promise<void>
  /** Removes one version's entry (its releases stay in the store); false when there was none. */
  remove(name: string): Promise<boolean>
  /** Calls `onChange` when any process changes the manifest; returns the unsubscribe. */
  watch(onChange: () => void): () => void
  close(): Promise<void>
}
