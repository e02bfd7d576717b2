/**
 * Server only: what a starting server must regenerate so that its pages show the release it loads.
 *
 * The page cache never outlives the server unless it is shared (lib/server/cache-handler.mjs):
 * - in memory (a single server): it starts empty, and every page renders from the loaded release on
 *   its first request. Nothing to regenerate;
 * - in Redis (several instances): it holds what the instances last rendered, which after a rollback
 *   or a publish made while every instance was down is another release. The first refresh of an
 *   instance then regenerates every page; later ones only the pages a switch changed.
 */

/** Whether the page cache is shared by the instances (and outlives each of them): Redis. */
export function pageCacheIsShared(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return Boolean(env.REDIS_URL?.trim())
}
