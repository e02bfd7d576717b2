/**
 * `npm run bench:sections`: what the section height estimates buy (lib/content/section-size.ts,
 * property-table-size.ts, rehype-section-bodies.ts), side by side with the simpler versions. Each
 * long doc page is served by the built site (`npm start`'s server, `npm run build` first) and
 * rewritten on its way to Chromium, so the three versions differ in nothing else:
 * - estimates (what the site does): each section skipped until near the screen
 *   (`content-visibility: auto`), reserving its estimated height;
 * - fixed: the same, every section reserving one height (500 px, a common default);
 * - none: no section skipped, the page laid out whole.
 * Per page, viewport (a phone's and a desktop's) and version, alternating, with the CPU slowed 4×
 * as Lighthouse does for a phone:
 * - the main thread's style and layout time until the page has settled (load, hydration included);
 * - how far the page's first height is from its real one (the scrollbar's error), in %;
 * - how far a link to the page's last section lands from where it lands on the page laid out whole
 *   (the reader following an anchor from another page), in px.
 */
import os from 'node:os'
import type { CDPSession, Page } from 'playwright-core'
import { openBrowser } from '../e2e/support/browser'
import { startSite } from '../e2e/support/server'
import { builtProjectRevision, treeRevision } from './support/built-project'
import { median } from './support/stats'

const PAGES = [
  '/docs/server/security',
  '/docs/server/notifications',
  '/docs/server/Events',
  '/docs/client/configuration',
]
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } }
const VERSIONS = ['estimates', 'fixed', 'none'] as const
type Version = (typeof VERSIONS)[number]
const ROUNDS = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice(9) ?? 3)
const CPU_SLOWDOWN = 4
const SETTLE_MS = 3_000

const ESTIMATE = /--section-narrow:[\d.]+;--section-wide:[\d.]+/g

/** The page's HTML as each version serves it. */
function rewrite(html: string, version: Version): string {
  if (version === 'estimates') return html
  if (version === 'fixed') return html.replace(ESTIMATE, '--section-narrow:31.25;--section-wide:31.25')
  return html.replace(/ style="--section-narrow:[\d.]+;--section-wide:[\d.]+"/g, '')
}

interface Sample {
  styleLayoutMs: number
  heightErrorPercent: number
  /** Where the last section's heading is, from the top of the window, after following a link to it. */
  anchorTop: number
}

async function metric(session: CDPSession, names: string[]): Promise<number> {
  const { metrics } = (await session.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>
  }
  return metrics.filter((entry) => names.includes(entry.name)).reduce((sum, entry) => sum + entry.value, 0)
}

async function measure(page: Page, url: string, anchor: string): Promise<Sample> {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const before = await metric(session, ['LayoutDuration', 'RecalcStyleDuration']).catch(() => 0)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const styleLayoutMs = 1000 * ((await metric(session, ['LayoutDuration', 'RecalcStyleDuration'])) - before)
  const heightErrorPercent = await page.evaluate(() => {
    const first = document.documentElement.scrollHeight
    for (const box of document.querySelectorAll<HTMLElement>('.section-body'))
      box.style.contentVisibility = 'visible'
    const real = document.documentElement.scrollHeight
    return (100 * Math.abs(first - real)) / real
  })
  await page.goto(`${url}#${anchor}`, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const anchorTop = await page.evaluate(
    (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
    anchor,
  )
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await session.detach()
  return { styleLayoutMs, heightErrorPercent, anchorTop }
}

async function main(): Promise<void> {
  const root = process.cwd()
  builtProjectRevision(root) // stops here when there is no production build
  const loadBefore = os.loadavg()[0]?.toFixed(2)
  const site = await startSite({ env: { CONTENT_WATCH: 'false' } })
  const samples = new Map<string, Sample[]>()
  try {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const browser = await openBrowser({ viewport })
      try {
        const page = await browser.context.newPage()
        let version: Version = 'estimates'
        await page.route(
          (url) => PAGES.some((path) => url.pathname === `/3.5.6${path}`),
          async (route) => {
            const response = await route.fetch()
            await route.fulfill({ response, body: rewrite(await response.text(), version) })
          },
        )
        for (const path of PAGES) {
          const url = `${site.base}${path}`
          await page.goto(url)
          const anchor = await page.evaluate(
            () => [...document.querySelectorAll('.markdown h2[id]')].at(-1)?.id ?? '',
          )
          for (let round = 0; round < ROUNDS; round++) {
            for (const next of VERSIONS) {
              version = next
              const key = `${viewportName} ${path} ${next}`
              samples.set(key, [...(samples.get(key) ?? []), await measure(page, url, anchor)])
            }
          }
        }
      } finally {
        await browser.close()
      }
    }
  } finally {
    await site.stop()
  }
  console.log(
    `commit ${treeRevision(root)}; ${os.cpus().length} × ${os.cpus()[0]?.model}, load ${loadBefore} → ${os.loadavg()[0]?.toFixed(2)}; CPU ×${CPU_SLOWDOWN}, ${ROUNDS} rounds, medians`,
  )
  console.log(
    'viewport page                              version     style+layout ms  height error %  anchor off px',
  )
  for (const [key, list] of samples) {
    const [viewportName, path, version] = key.split(' ')
    const none = samples.get(`${viewportName} ${path} none`) ?? []
    const off = median(list.map((sample, i) => Math.abs(sample.anchorTop - (none[i]?.anchorTop ?? NaN))))
    console.log(
      `${viewportName?.padEnd(8)} ${path?.padEnd(34)} ${version?.padEnd(10)} ${median(
        list.map((s) => s.styleLayoutMs),
      )
        .toFixed(0)
        .padStart(16)} ${median(list.map((s) => s.heightErrorPercent))
        .toFixed(1)
        .padStart(15)} ${off.toFixed(0).padStart(14)}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
