/**
 * A version entry as a store holds it (JSON text), checked field by field. Server only: the
 * schema library stays out of the pages' scripts.
 */
import { z } from 'zod'
import { VERSION_STATUSES, type VersionEntry } from './version-entry'

/** At most this many routes per version: a manifest read by every page render stays small. */
const MAX_ROUTES = 50_000

const entrySchema = z
  .object({
    name: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/),
    label: z.string().min(1).max(64),
    basePath: z.string().regex(/^(\/[0-9A-Za-z][0-9A-Za-z._~-]*)+$/),
    status: z.enum(VERSION_STATUSES),
    routes: z
      .array(
        z
          .string()
          .regex(/^\/[^\s#?]*$/)
          .max(2_000),
      )
      .max(MAX_ROUTES),
    updatedAt: z.string().datetime(),
  })
  .strict()

/** An entry as the store holds it (JSON text), checked; an error naming `source` otherwise. */
export function parseVersionEntry(text: string, source: string): VersionEntry {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${source}: not JSON (${(error as Error).message})`)
  }
  const parsed = entrySchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${source}: not a version entry (${issue?.path.join('.') || 'entry'}: ${issue?.message})`)
  }
  return parsed.data
}
