import type { Page } from 'playwright-core'

/** The search dialog's input, the same on both sites (ours and DocSearch). */
export const SEARCH_INPUT = 'input[placeholder="Search docs"]'

/**
 * Opens the search dialog with Ctrl+K. The shortcut works once the page's scripts have run, which
 * on a busy machine can be later than the network going quiet: the key is pressed again until the
 * dialog shows (both sites), for up to about 9 s.
 */
export async function openSearchDialog(page: Page): Promise<void> {
  const input = page.locator(SEARCH_INPUT).first()
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.press('Control+KeyK')
    try {
      await input.waitFor({ state: 'visible', timeout: 1_500 })
      return
    } catch (error) {
      if (attempt === 6) throw error
    }
  }
}
