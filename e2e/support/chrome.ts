import type { BrowserContext, Page } from 'playwright-core'

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 375, height: 740 }

interface FirstPaint {
  theme: string | undefined
  dark: boolean
  announcementDismissed: string | null
}

declare global {
  interface Window {
    __firstPaint?: FirstPaint
    __domContentLoaded?: FirstPaint
    __layoutShift?: number
    /** The layout shift so far, including entries the observer has not delivered yet. */
    __layoutShiftNow?: () => number
  }
}

/**
 * Records, on every load of the page, the colour mode and announcement state at the moment
 * <body> starts (the head, with the boot script, has run; nothing of React has) and at
 * DOMContentLoaded, plus the cumulative layout shift.
 */
export async function addFirstPaintProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const snapshot = () => {
      const root = document.documentElement
      return {
        theme: root.dataset.theme,
        dark: root.classList.contains('dark'),
        announcementDismissed: root.dataset.announcementDismissed ?? null,
      }
    }
    new MutationObserver((_records, observer) => {
      if (!document.body) return
      window.__firstPaint ??= snapshot()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => {
      window.__domContentLoaded = snapshot()
    })
    window.__layoutShift = 0
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value
      }
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    window.__layoutShiftNow = () => {
      add(observer.takeRecords())
      return window.__layoutShift ?? 0
    }
  })
}

/** Waits until the page has rendered `count` more frames (what changed before is laid out and painted). */
export async function renderedFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)))
        next(frames)
      }),
    count,
  )
}

/**
 * Starts the page's scripts as a reader would, and waits until React has hydrated the page (Next.js
 * measures it) and effects have run. The scripts start on the reader's first intent, or a few
 * seconds after load on a page left alone (lib/chrome/inline/hydration-loader.ts); a Shift key press is an
 * intent that changes nothing else.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/**
 * A new page of the shared context at a viewport size, with empty storage for the site.
 * `before` runs before anything loads (request routes, init scripts).
 */
export async function openPage(
  context: BrowserContext,
  url: string,
  viewport: { width: number; height: number },
  before?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await context.newPage()
  await page.setViewportSize(viewport)
  await before?.(page)
  await page.goto(url)
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await hydrated(page)
  return page
}

/** The element that has focus, described for assertions. */
export function focused(
  page: Page,
): Promise<{ id: string; text: string; label: string | null; inDialog: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return {
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? null,
      inDialog: Boolean(element?.closest('[role="dialog"]')),
    }
  })
}
