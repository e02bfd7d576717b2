import type { Browser } from 'playwright-core'
import { DESKTOP_VIEWPORT } from '../support/chromium'
import type { KeystrokeFigures } from '../types'
import { attempt } from './attempt'
import { measureKeystrokeFloor } from './keystroke-floor'
import { installProbe, typeQueriesTimed } from './keystroke-probe'
import { openSearchDialog } from './search-dialog'

/**
 * Keystroke to results painted in the search dialog, typed in Chromium on a doc page (see
 * keystroke-probe.ts), then the floor (keystroke-floor.ts) typed the same way in the same browser.
 */
export async function measureSearchKeystrokes(
  browser: Browser,
  pageUrl: string,
  queries: readonly string[],
  options: { lastKeyOnly: boolean },
): Promise<KeystrokeFigures> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT })
  let typed
  try {
    const page = await context.newPage()
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    await openSearchDialog(page)
    await installProbe(page)
    typed = await typeQueriesTimed(page, queries, options)
  } finally {
    await context.close()
  }
  const floor = await attempt('keystroke floor', () => measureKeystrokeFloor(browser, queries, options))
  return { queries: queries.length, ...typed, floor }
}
