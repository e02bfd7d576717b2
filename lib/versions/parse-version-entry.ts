/**
 * A version entry as a store holds it (JSON text), checked field by field. Plain checks, not a
 * schema library: the Redis registry is loaded lazily with `require` (lib/releases/server.ts), and
 * the schema library is an ES module that would make it load asynchronously in the server bundle.
 */
import { VERSION_STATUSES, type VersionEntry, type VersionStatus } from './version-entry'

/** At most this many routes per version: a manifest read by every page render stays small. */
const MAX_ROUTES = 50_000
const NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/
const BASE_PATH = /^(\/[0-9A-Za-z][0-9A-Za-z._~-]*)+$/
const ROUTE = /^\/[^\s#?]*$/
/** An ISO 8601 time as `Date.prototype.toISOString` writes it. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
const FIELDS = ['name', 'label', 'basePath', 'status', 'routes', 'updatedAt']

/** The problem with a value that should be an entry, or null when it is one. */
function problemOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'entry: expected an object'
  const entry = value as Record<string, unknown>
  const extra = Object.keys(entry).find((key) => !FIELDS.includes(key))
  if (extra !== undefined) return `${extra}: not a field of a version entry`
  const text = (key: string, pattern: RegExp | null, max: number) => {
    const field = entry[key]
    if (typeof field !== 'string') return `${key}: expected a string`
    if (field.length === 0 || field.length > max) return `${key}: expected 1 to ${max} characters`
    return pattern && !pattern.test(field) ? `${key}: not in the expected form` : null
  }
  const problem =
    text('name', NAME, 32) ??
    text('label', null, 64) ??
    text('basePath', BASE_PATH, 200) ??
    text('updatedAt', ISO_TIME, 40) ??
    (VERSION_STATUSES.includes(entry.status as VersionStatus)
      ? null
      : `status: expected one of ${VERSION_STATUSES.join(', ')}`)
  if (problem) return problem
  const routes = entry.routes
  if (!Array.isArray(routes)) return 'routes: expected a list'
  if (routes.length > MAX_ROUTES) return `routes: at most ${MAX_ROUTES}`
  const bad = routes.findIndex(
    (route) => typeof route !== 'string' || route.length > 2_000 || !ROUTE.test(route),
  )
  return bad === -1 ? null : `routes.${bad}: not a route`
}

/** An entry as the store holds it (JSON text), checked; an error naming `source` otherwise. */
export function parseVersionEntry(text: string, source: string): VersionEntry {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${source}: not JSON (${(error as Error).message})`)
  }
  const problem = problemOf(value)
  if (problem) throw new Error(`${source}: not a version entry (${problem})`)
  return value as VersionEntry
}
