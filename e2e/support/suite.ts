import type { Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser'
import { startSite, type RunningSite } from './server'
import { hydrated } from './chrome'

export interface SiteSuite {
  readonly site: RunningSite
  readonly browser: Browser
  /** A page of the shared browser, closed after the test even when it fails (no open dialog left behind). */
  newPage(): Promise<Page>
}

/** One production server and one browser for a test file, started before its tests and stopped after. */
export function siteAndBrowserForFile(): SiteSuite {
  let site: RunningSite | undefined
  let browser: Browser | undefined
  const openedPages: Page[] = []
  beforeAll(async () => {
    site = await startSite()
    browser = await openBrowser()
  })
  afterEach(async () => {
    await Promise.all(openedPages.splice(0).map((page) => page.close().catch(() => undefined)))
  })
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site and browser start in beforeAll')
    return value
  }
  return {
    get site() {
      return started(site)
    },
    get browser() {
      return started(browser)
    },
    async newPage() {
      const page = await started(browser).context.newPage()
      openedPages.push(page)
      return page
    },
  }
}

/** A page of the site whose search button has hydrated (its shortcut hint is decided after mount). */
export async function openSearchReadyPage(
  suite: SiteSuite,
  path: string,
  options: { width?: number } = {},
): Promise<Page> {
  const page = await suite.newPage()
  if (options.width) await page.setViewportSize({ width: options.width, height: 800 })
  await page.goto(`${suite.site.base}${path}`)
  await hydrated(page)
  await page.waitForFunction(() =>
    (document.querySelector('[data-search-button] kbd')?.textContent ?? '').includes('K'),
  )
  return page
}
