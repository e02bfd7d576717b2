import type { Page, Request } from 'playwright-core'

export interface HeldRequests {
  /** Resolves once the first matching request has reached the hold. */
  held: Promise<void>
  /** Lets every held request, and every later one, through. */
  release(): void
}

/**
 * Holds the page's requests to `url` until the test releases them: a slow server whose slowness
 * the test controls, instead of a delay on the clock. `only` picks which matching requests to hold
 * (the others pass at once).
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  only: (request: Request) => boolean = () => true,
): Promise<HeldRequests> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let reached: () => void = () => undefined
  const held = new Promise<void>((resolve) => (reached = resolve))
  await page.route(url, async (route) => {
    if (!only(route.request())) return route.continue()
    reached()
    await released
    // The page may have gone meanwhile; then there is nothing to continue.
    await route.continue().catch(() => undefined)
  })
  return { held, release }
}
