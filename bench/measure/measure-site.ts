import { chromium as playwright, type Browser } from 'playwright-core'
import { SEARCH_QUERIES } from '../queries'
import { NAVIGATION_START_ROUTE, NAVIGATION_TARGETS, ROUTES, SEARCH_PAGE_ROUTE } from '../routes'
import type { BenchPart } from '../options'
import type { SiteUnderTest } from '../sites/site-under-test'
import { launchChromium } from '../support/chromium'
import { log } from '../support/log'
import type { LighthouseFigures, Measured, NavigationFigures, RouteWeight, SiteResults } from '../types'
import { attempt, notMeasured } from './attempt'
import { runLighthouseMedian } from './lighthouse'
import { measureNavigation } from './navigation'
import { measureSearchKeystrokes } from './search-keystroke'
import { checkSearchEndpoint, measureSearchServer } from './search-server'
import { measureRouteWeight } from './weight'

export type BrowserFigures = Pick<
  SiteResults,
  'weight' | 'navigation' | 'lighthouse' | 'searchKeystroke' | 'searchServer'
>

/** Runs `task` with Playwright attached (over CDP) to a freshly launched Debian Chromium. */
async function withBrowser<T>(task: (browser: Browser) => Promise<T>): Promise<T> {
  const chromium = await launchChromium()
  try {
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`)
    try {
      return await task(browser)
    } finally {
      await browser.close()
    }
  } finally {
    await chromium.stop()
  }
}

/**
 * Everything measured on a running site: weight per route, Lighthouse per route and form factor,
 * and (for our site, whose search runs here) the dialog's keystroke latency and the search
 * endpoint's answer time.
 */
export async function measureSite(
  site: SiteUnderTest,
  options: {
    quick: boolean
    lighthouseRuns: number
    searchServerPath: string | undefined
    parts: ReadonlySet<BenchPart>
  },
): Promise<BrowserFigures> {
  const routeOf = (route: (typeof ROUTES)[number]) => (site.name === 'ours' ? route.ours : route.docusaurus)
  const skipped = (part: BenchPart) =>
    options.parts.has(part) ? undefined : notMeasured(`skipped (--only ${[...options.parts].join(',')})`)

  const weight: Measured<{ routes: RouteWeight[] }> =
    skipped('weight') ??
    (await attempt(`${site.name}: weight`, async () =>
      withBrowser(async (browser) => {
        const routes: RouteWeight[] = []
        for (const route of ROUTES)
          routes.push(await measureRouteWeight(browser, site.origin, route.id, routeOf(route)))
        return { routes }
      }),
    ))

  // Part of the weight run: what a page prefetches is only worth it if the next page comes fast.
  const navigation: Measured<NavigationFigures> =
    skipped('weight') ??
    (await attempt(`${site.name}: navigation`, async () =>
      withBrowser((browser) =>
        measureNavigation(
          browser,
          site.origin,
          site.base.slice(site.origin.length),
          NAVIGATION_START_ROUTE,
          NAVIGATION_TARGETS,
        ),
      ),
    ))

  // The budget is on mobile: several runs there against the noise; desktop is compared only.
  const plan = options.quick
    ? [{ formFactor: 'mobile' as const, runs: 1 }]
    : [
        { formFactor: 'mobile' as const, runs: options.lighthouseRuns },
        { formFactor: 'desktop' as const, runs: 1 },
      ]
  const lighthouse: Measured<{ runs: LighthouseFigures[] }> =
    skipped('lighthouse') ??
    (await attempt(`${site.name}: Lighthouse`, async () => {
      const runs: LighthouseFigures[] = []
      for (const { formFactor, runs: count } of plan) {
        for (const route of ROUTES) {
          const path = routeOf(route)
          log(`${site.name}: Lighthouse ${formFactor} ${path} (${count}×)`)
          runs.push(await runLighthouseMedian(`${site.origin}${path}`, route.id, path, formFactor, count))
        }
      }
      return { runs }
    }))

  const skippedSearch = skipped('search')
  const searchKeystroke: SiteResults['searchKeystroke'] = skippedSearch
    ? skippedSearch
    : site.name === 'ours'
      ? await attempt(`${site.name}: search keystrokes`, async () =>
          withBrowser((browser) =>
            measureSearchKeystrokes(browser, `${site.base}${SEARCH_PAGE_ROUTE}`, SEARCH_QUERIES, {
              lastKeyOnly: options.quick,
            }),
          ),
        )
      : notMeasured('its search dialog asks the hosted search service, which cannot be reached from here')

  const searchServerPath = options.searchServerPath
  const searchServer: SiteResults['searchServer'] = skippedSearch
    ? skippedSearch
    : searchServerPath
      ? await attempt(`${site.name}: search server`, async () => {
          const url = `${site.base}${searchServerPath}`
          await checkSearchEndpoint(url)
          // Warm-up, not counted.
          await measureSearchServer(url, SEARCH_QUERIES, 4, 40)
          const [single, parallel] = options.quick ? [100, 320] : [300, 1280]
          return {
            levels: [
              await measureSearchServer(url, SEARCH_QUERIES, 1, single),
              await measureSearchServer(url, SEARCH_QUERIES, 64, parallel),
            ],
          }
        })
      : notMeasured('it has no search server of its own: queries go to the hosted search service')

  return { weight, navigation, lighthouse, searchKeystroke, searchServer }
}
