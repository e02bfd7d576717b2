import type { Page } from 'playwright-core'

/**
 * Acts as a reader starting to use a page, and waits until the page's scripts have run.
 *
 * Our pages start their scripts on the reader's first intent, or a few seconds after load when left
 * alone (lib/chrome/inline/hydration-loader.ts); Docusaurus's run at load. A Shift key press is an intent
 * that changes nothing else on either site. Then: ours has hydrated when Next.js has measured it;
 * a page without inert scripts (Docusaurus) needs no wait.
 */
export async function startPageScripts(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.keyboard.press('Shift')
  await page.waitForFunction(
    () =>
      !document.querySelector('script[data-hydration-script]') ||
      performance.getEntriesByName('Next.js-hydration').length > 0,
    undefined,
    { timeout: timeoutMs },
  )
}
