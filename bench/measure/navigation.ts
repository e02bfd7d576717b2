import type { Browser, Page } from 'playwright-core'
import type { NavigationFigures } from '../types'
import { DESKTOP_VIEWPORT } from '../support/chromium'
import { startPageScripts } from '../support/page-scripts'
import { summarizeLatencies } from '../support/stats'

/** How long a reader's pointer rests on a link before the click (the time a hover prefetch gets). */
const HOVER_BEFORE_CLICK_MS = 250

/** Rounds over the targets: each target is measured this many times. */
const ROUNDS = 2

/**
 * Click → new content painted, as a reader moves through the docs with the sidebar: on a fresh load
 * of `startRoute` whose scripts have started (bench/support/page-scripts.ts), the pointer rests on a sidebar link (each site prefetches what it prefetches on
 * hover), clicks it, and the time runs from the click to the frame that paints the new page's
 * heading. Targets are paths without the base path; a target missing from a site's sidebar is left
 * out and named.
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  base: string,
  startRoute: string,
  targets: readonly string[],
): Promise<NavigationFigures> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT })
  const samples: number[] = []
  const missing = new Set<string>()
  try {
    const page = await context.newPage()
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        await page.goto(`${origin}${base}${startRoute}`, { waitUntil: 'load', timeout: 60_000 })
        await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined)
        await startPageScripts(page)
        const link = page.locator(`nav[aria-label="Docs sidebar"] a[href="${base}${target}"]`).first()
        if ((await link.count()) === 0 || !(await link.isVisible())) {
          missing.add(target)
          continue
        }
        await link.hover()
        await page.waitForTimeout(HOVER_BEFORE_CLICK_MS)
        samples.push(await clickToPaint(page, `${base}${target}`))
      }
    }
  } finally {
    await context.close()
  }
  if (samples.length === 0) throw new Error(`no sidebar link to ${targets.join(', ')} on ${startRoute}`)
  return {
    startRoute,
    targets: targets.filter((target) => !missing.has(target)),
    clickToPaint: summarizeLatencies(samples),
    missing: [...missing],
  }
}

/**
 * In the page: clicks the sidebar link to `href` and resolves with the milliseconds from the click to
 * the frame after the one that painted the changed heading. A string, not a function: the bench runs
 * through tsx, whose helpers (`__name`) do not exist in the page.
 */
const CLICK_TO_PAINT = (href: string) => `new Promise((resolve, reject) => {
  const targetHref = ${JSON.stringify(href)}
  const heading = () => (document.querySelector('h1')?.textContent ?? '').trim()
  const before = heading()
  const link = document.querySelector('nav[aria-label="Docs sidebar"] a[href="' + targetHref + '"]')
  if (!link) return reject(new Error('no link to ' + targetHref))
  const started = performance.now()
  const watch = () => {
    if (location.pathname === targetHref && heading() !== '' && heading() !== before) {
      // The frame running this callback paints the change; the next one starts after it.
      requestAnimationFrame(() => resolve(performance.now() - started))
    } else if (performance.now() - started > 15000) {
      reject(new Error(targetHref + ': the heading did not change within 15 s'))
    } else {
      requestAnimationFrame(watch)
    }
  }
  link.click()
  requestAnimationFrame(watch)
})`

async function clickToPaint(page: Page, href: string): Promise<number> {
  return (await page.evaluate(CLICK_TO_PAINT(href))) as number
}
