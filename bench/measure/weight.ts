import type { Browser } from 'playwright-core'
import { DESKTOP_VIEWPORT } from '../support/chromium'
import { errorMessage } from '../support/log'
import { startPageScripts } from '../support/page-scripts'
import type { RouteId } from '../routes'
import type { RouteWeight } from '../types'
import { assetKind, countBytes, encodedBodyBytes, isDownload, NetworkRecorder } from './network-recorder'
import { openSearchDialog } from './search-dialog'

/**
 * What a first visit to one route downloads, in a fresh browser context (empty cache, so a
 * prefetched chunk that the page later runs is downloaded once, as a prefetch): everything until
 * the network has been quiet for a second after the load event and the reader's first key press
 * (our scripts start on it, bench/support/page-scripts.ts; code loaded lazily right after
 * hydration counts too), then what opening the search dialog adds.
 */
export async function measureRouteWeight(
  browser: Browser,
  origin: string,
  routeId: RouteId,
  route: string,
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT })
  try {
    const page = await context.newPage()
    const recorder = new NetworkRecorder(await context.newCDPSession(page))
    await recorder.start()
    const response = await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 60_000 })
    if (!response || response.status() >= 400) {
      throw new Error(`${route} answered ${response?.status() ?? 'nothing'}`)
    }
    await startPageScripts(page)
    await recorder.waitForQuiet(1_000, 20_000)
    const firstLoad = recorder.snapshot()
    const all = [...firstLoad.values()]
    const own = all.filter(isDownload)
    const prefetched = all.filter((request) => request.prefetch && !request.failed)
    const scripts = own
      .filter((request) => assetKind(request) === 'js')
      .map((request) => ({
        path: new URL(request.url).pathname,
        encoded: encodedBodyBytes(request),
        decoded: request.decodedBytes,
      }))
      .sort((a, b) => b.encoded - a.encoded)

    let searchOpen: RouteWeight['searchOpen']
    try {
      await openSearchDialog(page)
      await recorder.waitForQuiet(1_000, 15_000)
      const added = [...recorder.snapshot()]
        .filter(([id]) => !firstLoad.has(id))
        .map(([, request]) => request)
      searchOpen = { measured: true, js: countBytes(added, 'js'), css: countBytes(added, 'css') }
    } catch (error) {
      searchOpen = {
        measured: false,
        reason: `Ctrl+K did not open a dialog with the 'Search docs' input (${errorMessage(error).split('\n')[0]})`,
      }
    }

    return {
      routeId,
      route,
      js: countBytes(own, 'js'),
      css: countBytes(own, 'css'),
      requests: own.length,
      totalEncoded: own.reduce((sum, request) => sum + encodedBodyBytes(request), 0),
      prefetch: {
        requests: prefetched.length,
        encoded: prefetched.reduce((sum, request) => sum + encodedBodyBytes(request), 0),
      },
      scripts,
      searchOpen,
    }
  } finally {
    await context.close()
  }
}
