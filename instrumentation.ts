/**
 * Runs once when a server process starts (Next.js's instrumentation hook): the process starts
 * following the current content release at once, not on its first request that needs content, so
 * a release published while readers only get cached pages still regenerates them.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { releaseTracker } = await import('./lib/releases/server')
  // Doc pages' Markdown by `Accept`, answered by the production server before routing.
  const { offerMarkdownRoute } = await import('./lib/releases/markdown-handler')
  offerMarkdownRoute()
  // Loading the release here also catches up with one published while the server was down.
  await releaseTracker()
    .current()
    .catch((error: unknown) => console.warn(`[content] ${(error as Error).message}`))
}
