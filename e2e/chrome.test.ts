import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import { openBrowser, type Browser } from './support/browser'
import { siteConfig } from '../site.config'
import {
  addFirstPaintProbe,
  DESKTOP,
  focused,
  hydrated,
  MOBILE,
  openPage,
  renderedFrames,
} from './support/chrome'
import { holdRequests } from './support/held-requests'
import { siteAndBrowserForFile } from './support/suite'

const root = path.resolve(__dirname, '..')
const ANNOUNCEMENT = { name: 'Announcement' }

interface NextWindow {
  next: {
    router: {
      push(url: string): Promise<boolean>
      prefetch(url: string): Promise<void>
      components: Record<string, { props?: { pageProps?: Record<string, unknown> } }>
    }
  }
}

const suite = siteAndBrowserForFile()

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function push(page: Page, url: string) {
  return page.evaluate((to) => (window as unknown as NextWindow).next.router.push(to), url)
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('navbar on %s', (name, viewport) => {
  const desktop = name === 'desktop'

  it('shows logo, links, dropdowns and toggle where they belong', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/server/security`, viewport)
    const main = page.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('link', { name: 'Spring Boot Admin' }).getAttribute('href')).resolves.toBe(
      '/3.5.6',
    )
    await expect(main.getByRole('link', { name: 'Documentation' }).isVisible()).resolves.toBe(desktop)
    await expect(main.getByRole('button', { name: 'Open navigation menu' }).isVisible()).resolves.toBe(
      !desktop,
    )
    await expect(
      main.getByRole('button', { name: /Switch between dark and light/ }).isVisible(),
    ).resolves.toBe(desktop)
    if (desktop) {
      await expect(
        main.getByRole('link', { name: 'Documentation' }).getAttribute('aria-current'),
      ).resolves.toBe('true')
      await expect(main.getByRole('link', { name: /GitHub/ }).getAttribute('target')).resolves.toBe('_blank')
    }
    await page.close()
  })

  it('keeps one row without overflow with a 10rem search button in its slot', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/index`, viewport)
    const layout = await page.evaluate(() => {
      // The search button (search dialog issue), or a stand-in, at least 10rem wide.
      const slot = document.querySelector('[data-slot="search"]')
      let button = slot?.querySelector('button')
      if (!button) {
        button = document.createElement('button')
        button.textContent = 'Search'
        slot?.append(button)
      }
      button.style.minWidth = '10rem'
      const nav = document.querySelector('header nav') as HTMLElement
      const boxes = Array.from(nav.querySelectorAll<HTMLElement>('a, button'))
        .filter((element) => element !== button)
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 1)
      const searchBox = button.getBoundingClientRect()
      return {
        navHeight: nav.getBoundingClientRect().height,
        right: Math.max(...boxes.map((box) => box.right)),
        overlaps: boxes.filter(
          (box) =>
            box.left < searchBox.right - 1 &&
            box.right > searchBox.left + 1 &&
            box.top < searchBox.bottom &&
            box.bottom > searchBox.top,
        ).length,
        width: window.innerWidth,
      }
    })
    expect(layout.navHeight).toBe(60)
    expect(layout.right).toBeLessThanOrEqual(layout.width)
    expect(layout.overlaps).toBe(0)
    await page.close()
  })

  it('skip link is the first Tab stop and moves focus to the main content', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/index`, viewport)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(focused(page)).resolves.toMatchObject({ text: 'Skip to main content' })
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(50)
    await page.keyboard.press('Enter')
    await expect(focused(page)).resolves.toMatchObject({ id: 'main-content' })
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))
    expect(inMain).toBe(true)
    await page.close()
  })

  it('keeps the colour mode across reloads, applied before first paint', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/index`, viewport)
    await addFirstPaintProbe(page)
    if (!desktop) await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await page.getByRole('button', { name: /currently light mode/ }).click()
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('dark')
    await page.reload()
    const firstPaint = await page.evaluate(() => [window.__firstPaint, window.__domContentLoaded])
    expect(firstPaint).toEqual([
      expect.objectContaining({ theme: 'dark', dark: true }),
      expect.objectContaining({ theme: 'dark', dark: true }),
    ])
    await hydrated(page)
    await expect(page.evaluate(() => window.localStorage.getItem('theme'))).resolves.toBe('dark')
    await page.goto(`${suite.site.base}/faq`)
    await expect(page.evaluate(() => window.__firstPaint?.theme)).resolves.toBe('dark')
    await page.close()
  })

  it('keeps the announcement dismissed across reloads, without layout shift', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/`, viewport)
    await addFirstPaintProbe(page)
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('region', ANNOUNCEMENT).isVisible()).resolves.toBe(true)
    await expect(page.evaluate(() => window.__layoutShift)).resolves.toBe(0)
    await page.getByRole('button', { name: 'Close announcement' }).click()
    await expect(page.getByRole('region', ANNOUNCEMENT).count()).resolves.toBe(0)
    await page.reload()
    await expect(page.evaluate(() => window.__firstPaint?.announcementDismissed)).resolves.toBe('true')
    await expect(page.locator('[data-announcement-bar]').isVisible()).resolves.toBe(false)
    await hydrated(page)
    // Whatever hydration and its effects changed has been laid out and painted by then.
    await renderedFrames(page)
    await expect(page.evaluate(() => window.__layoutShiftNow?.())).resolves.toBe(0)
    // A bar with a new id shows again: here, the stored dismissal is for an older bar.
    await page.evaluate(() => window.localStorage.setItem('docusaurus.announcement.id', 'an-older-bar'))
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('region', ANNOUNCEMENT).isVisible()).resolves.toBe(true)
    await page.close()
  })

  it('shows the crash page with Try again, keeps the chrome, and recovers', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/index`, viewport, (page) =>
      page.route('**/_next/data/**/docs/server/security.json*', async (route) => {
        if (route.request().method() !== 'GET') return route.continue() // Next's background HEAD
        const response = await route.fetch()
        const data = (await response.json()) as { pageProps: Record<string, unknown> }
        data.pageProps.breadcrumbs = null // the page cannot render this
        await route.fulfill({ response, json: data })
      }),
    )
    let renders = 0
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes("reading 'map'")) renders += 1
    })
    await push(page, '/docs/server/security')
    const crashed = page.getByRole('heading', { name: 'This page crashed.' })
    await crashed.waitFor()
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true)
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true)
    // 'Try again' renders the page again (with the same broken data it crashes again).
    const before = renders
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'This page crashed.')
    await eventually(() => renders > before)
    // Another page renders normally: the error belongs to the page that crashed.
    await push(page, '/faq')
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor()
    await page.close()
  })

  it('shows the 404 page with the chrome', async () => {
    const page = await suite.browser.context.newPage()
    await page.setViewportSize(viewport)
    const response = await page.goto(`${suite.site.base}/does-not-exist`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true)
    await page.close()
  })
})

describe('dropdowns and navbar (desktop)', () => {
  it('expands the version dropdown from the keyboard, lists the published versions, Escape closes it', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/faq`, DESKTOP)
    const button = page.getByRole('button', { name: 'Documentation version 3.5.6' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    const list = page.locator(`#${(await button.getAttribute('aria-controls')) ?? 'missing'}`)
    // The store's versions manifest holds this version only: no link to a deployment that does not
    // exist (two versions behind one balancer: e2e/versions.test.ts).
    await expect(list.getByRole('link').allTextContents()).resolves.toEqual(['3.5.6'])
    await expect(list.getByRole('link', { name: '3.5.6' }).getAttribute('aria-current')).resolves.toBe('true')
    await expect(list.getByRole('link', { name: '3.5.6' }).getAttribute('href')).resolves.toBe('/3.5.6/docs')
    await page.keyboard.press('Tab')
    await expect(focused(page)).resolves.toMatchObject({ text: '3.5.6' })
    await page.keyboard.press('Escape')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(focused(page)).resolves.toMatchObject({ label: 'Documentation version 3.5.6' })
    // Hidden once its collapse animation has run.
    await list.waitFor({ state: 'hidden' })
    await page.close()
  })

  it('offers the single locale, English, and animates with a duration from the height', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/faq`, DESKTOP)
    const button = page.getByRole('button', { name: 'Language: English' })
    await button.click()
    const list = page.locator(`#${(await button.getAttribute('aria-controls')) ?? 'missing'}`)
    const transition = await list.evaluate((element) => element.style.transition)
    expect(transition).toMatch(/^height \d+ms/)
    await expect(list.getByRole('link', { name: 'English' }).getAttribute('aria-current')).resolves.toBe(
      'true',
    )
    await expect(list.getByRole('link', { name: 'English' }).getAttribute('lang')).resolves.toBe('en')
    await page.close()
  })

  it('collapses in 1 ms under reduced motion', async () => {
    const page = await suite.browser.context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(DESKTOP)
    await page.goto(`${suite.site.base}/faq`)
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Language: English' })
    const list = page.locator(`#${(await button.getAttribute('aria-controls')) ?? 'missing'}`)
    await list.evaluate((element) => {
      const seen: string[] = ((window as unknown as { __transitions: string[] }).__transitions = [])
      new MutationObserver(() => seen.push(element.style.transition)).observe(element, { attributes: true })
    })
    await button.click()
    await list.getByRole('link', { name: 'English' }).waitFor()
    const transitions = await page.evaluate(
      () => (window as unknown as { __transitions: string[] }).__transitions,
    )
    expect(transitions).toContain('height 1ms ease-in-out')
    await page.close()
  })

  it('hides the navbar on scroll down and shows it on scroll up', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/server/security`, DESKTOP)
    const header = page.locator('header').first()
    await page.mouse.wheel(0, 1200)
    await page.waitForFunction(() => document.querySelector('header')?.hasAttribute('data-hidden'))
    // It slides up and out of view.
    await page.waitForFunction(
      () => (document.querySelector('header')?.getBoundingClientRect().bottom ?? 1) <= 0,
    )
    expect((await header.boundingBox())?.y ?? 0).toBeLessThan(0)
    await page.mouse.wheel(0, -300)
    await page.waitForFunction(() => !document.querySelector('header')?.hasAttribute('data-hidden'))
    await page.close()
  })
})

describe('mobile menu', () => {
  it('opens from the keyboard as a modal holding the docs sidebar, traps focus, Escape closes', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/server/security`, MOBILE)
    const toggle = page.getByRole('button', { name: 'Open navigation menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' })
    await dialog.waitFor()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(focused(page)).resolves.toMatchObject({ label: 'Close navigation menu', inDialog: true })
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden')
    await expect(
      dialog.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]').textContent(),
    ).resolves.toBe('Foster Security')
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab')
      expect((await focused(page)).inDialog).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect((await focused(page)).inDialog).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect(focused(page)).resolves.toMatchObject({ label: 'Open navigation menu' })
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden')
    await page.close()
  })

  it('closes when the window becomes desktop-wide', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/faq`, MOBILE)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' })
    await dialog.waitFor()
    await page.setViewportSize(DESKTOP)
    await dialog.waitFor({ state: 'detached' })
    await page.close()
  })

  it('closes on navigation', async () => {
    const page = await openPage(suite.browser.context, `${suite.site.base}/docs/index`, MOBILE)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' })
    // Server starts collapsed on the docs landing: opening it keeps the menu open.
    await dialog.getByRole('button', { name: "Expand sidebar category 'Server'" }).click()
    await dialog.getByRole('link', { name: 'Clustering' }).click()
    await page.waitForURL(/Clustering$/)
    await dialog.waitFor({ state: 'detached' })
    await page.close()
  })
})

describe('loading states', () => {
  it('shows the progress bar for a route change still loading after the delay, and not for one done before it', async () => {
    // A browser of its own: the clock this test controls belongs to the whole browser context.
    const browser = await openBrowser()
    try {
      const page = await browser.context.newPage()
      // The data of /impressum arrives only when the test says so (its prefetch included).
      const impressum = await holdRequests(
        page,
        '**/_next/data/**/impressum.json*',
        (request) => request.method() === 'GET',
      )
      await page.clock.install()
      await page.setViewportSize(DESKTOP)
      await page.goto(`${suite.site.base}/docs/index`)
      // Hydrated: the search button's shortcut hint is decided after mount. (Not `hydrated()`: the
      // installed clock replaces the performance timeline that it reads.)
      await page.waitForFunction(() =>
        (document.querySelector('[data-search-button] kbd')?.textContent ?? '').includes('K'),
      )
      // When (on the page's clock) the bar appears, each time it does.
      await page.evaluate(() => {
        const shownAt: number[] = []
        ;(window as unknown as { __barShownAt: number[] }).__barShownAt = shownAt
        let shown = false
        new MutationObserver(() => {
          const now = document.querySelector('[role="progressbar"]') !== null
          if (now && !shown) shownAt.push(Date.now())
          shown = now
        }).observe(document.body, { childList: true, subtree: true })
      })
      const afterTheDelay = siteConfig.progressBarDelayMs + 1
      await page.evaluate(() => (window as unknown as NextWindow).next.router.prefetch('/privacy'))
      // From here on, time in the page moves only when the test moves it.
      await page.clock.pauseAt(new Date(Date.now() + 60_000))

      // Fast: the data is here (prefetched), so the change completes while no time passes; then
      // the delay passes.
      await push(page, '/privacy')
      await page.getByRole('heading', { level: 1, name: /Privacy/ }).waitFor()
      await page.clock.runFor(afterTheDelay)

      // Slow: the data is held; once the delay has passed the bar is shown until the page arrives.
      const slowStart = await page.evaluate(() => Date.now())
      const navigation = push(page, '/impressum')
      await impressum.held
      const bar = page.getByRole('progressbar', { name: 'Loading page' })
      await page.clock.runFor(afterTheDelay)
      await bar.waitFor()
      impressum.release()
      await navigation
      await page.getByRole('heading', { level: 1, name: /Impressum/ }).waitFor()
      await bar.waitFor({ state: 'detached' })
      // Shown once, when the slow change had been loading for longer than the delay: a bar left over
      // from the fast change would have appeared at the slow change's start or before.
      await expect(
        page.evaluate(() => (window as unknown as { __barShownAt: number[] }).__barShownAt),
      ).resolves.toEqual([slowStart + afterTheDelay])
    } finally {
      await browser.close()
    }
  })

  it('reloads the page when the route chunk fails to load', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8')) as {
      pages: Record<string, string[]>
    }
    const chunk = manifest.pages['/[page]']?.find((file) => file.includes('pages/'))
    expect(chunk).toBeTruthy()
    const chunkName = path.basename(chunk ?? '').replace(/^\[page\]/, '')
    let failing = true
    const page = await openPage(
      suite.browser.context,
      `${suite.site.base}/docs/index`,
      DESKTOP,
      async (page) => {
        await page.route(
          (url) => url.pathname.endsWith(chunkName),
          (route) => (failing ? route.abort() : route.continue()),
        )
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.url().endsWith('/faq')) failing = false
        })
      },
    )
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
    await push(page, '/faq').catch(() => undefined)
    await page.waitForURL(/\/faq$/)
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor()
    expect(failing).toBe(false)
    await expect(
      page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker),
    ).resolves.toBeUndefined()
    await page.close()
  })

  it("offers 'Retry' for a page that fails to load, and retrying loads it", async () => {
    const page = await suite.browser.context.newPage()
    await page.setViewportSize(MOBILE)
    // The server fails for this page: its HTML answer is the 500 page, its data an error.
    const failed = fs.readFileSync(path.join(root, '.next', 'server', 'pages', '500.html'), 'utf8')
    const html = `${suite.site.base}/privacy`
    const data = '**/_next/data/**/privacy.json*'
    await page.route(html, (route) => route.fulfill({ status: 500, body: failed, contentType: 'text/html' }))
    await page.route(data, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    const response = await page.goto(html)
    expect(response?.status()).toBe(500)
    await hydrated(page)
    await page.getByRole('heading', { name: 'This page failed to load.' }).waitFor()
    await page.unroute(html)
    await page.unroute(data)
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('heading', { level: 1, name: /Privacy/ }).waitFor()
    await page.close()
  })

  it('runs no page script while the reader has not touched the page, and hydrates on the first scroll', async () => {
    const page = await suite.browser.context.newPage()
    await page.setViewportSize(MOBILE)
    const chunks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url())
    })
    await page.goto(`${suite.site.base}/docs/server/security`, { waitUntil: 'load' })
    await renderedFrames(page)
    // Painted and loaded, nothing done by the reader yet: no framework code fetched or run.
    expect(chunks).toEqual([])
    await expect(page.evaluate(() => performance.getEntriesByName('Next.js-hydration').length)).resolves.toBe(
      0,
    )

    await page.mouse.wheel(0, 400)
    await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0)
    expect(chunks.some((url) => /\/framework-[^/]+\.js$/.test(url))).toBe(true)
    await page.close()
  })

  it('carries out a button press and a search shortcut made before the scripts have run', async () => {
    const page = await suite.browser.context.newPage()
    await page.setViewportSize(DESKTOP)
    // Held scripts: the server HTML is on screen and clickable while React cannot hydrate it.
    const scripts = await holdRequests(page, '**/_next/static/chunks/**/*.js')
    await page.goto(`${suite.site.base}/docs/index`, { waitUntil: 'commit' })
    // The press is the reader's first intent: it starts the scripts, which the test holds.
    await page.getByRole('button', { name: "Expand sidebar category 'Clients'" }).click()
    await scripts.held
    await page.keyboard.press('Control+k')
    await expect(page.evaluate(() => performance.getEntriesByName('Next.js-hydration').length)).resolves.toBe(
      0,
    )

    scripts.release()
    await hydrated(page)
    // The dialog first: while it is open the rest of the page is inert, so the sidebar's button is
    // out of the accessibility tree and no role query finds it (on a busy machine the dialog's code
    // can arrive before the test looks at the sidebar).
    await page.getByRole('dialog').getByRole('combobox').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const collapse = page.getByRole('button', { name: "Collapse sidebar category 'Clients'" })
    await expect(collapse.getAttribute('aria-expanded')).resolves.toBe('true')
    // Afterwards the page's own handlers answer, once per press.
    await collapse.click()
    await expect(
      page.getByRole('button', { name: "Expand sidebar category 'Clients'" }).getAttribute('aria-expanded'),
    ).resolves.toBe('false')
    await page.close()
  })

  it('warns when the site is served under the wrong base path', async () => {
    const html = await (await fetch(`${suite.site.base}/faq`)).text()
    const page = await suite.browser.context.newPage()
    await page.route(`${suite.site.origin}/wrong/faq`, (route) =>
      route.fulfill({ body: html, contentType: 'text/html' }),
    )
    await page.goto(`${suite.site.origin}/wrong/faq`)
    const banner = page.getByRole('alert').filter({ hasText: 'Your site did not load properly' })
    await expect(banner.isVisible()).resolves.toBe(true)
    await expect(banner.textContent()).resolves.toContain('/3.5.6/')
    await page.goto(`${suite.site.base}/faq`)
    await expect(page.locator('#base-url-issue-banner').isVisible()).resolves.toBe(false)
    await page.close()
  })
})

describe('prefetching', () => {
  // A link in view gets its page's code (chunks of already loaded routes are not refetched); intent
  // (hover, touch, focus) gets the page's data as well.
  const isPageData = (url: string) => url.includes('/_next/data/')
  // The chunk of the route that renders the FAQ and the footer's pages (/impressum, /privacy): pages/[page].
  const isFooterPagesChunk = (url: string) =>
    /\/_next\/static\/chunks\/pages\/%5Bpage%5D-[^/]*\.js$/.test(url)
  // Linked from the footer only, far below the fold of a long page: asked for when scrolled into view.
  const FOOTER_PAGES = ['/impressum', '/privacy']

  interface PrefetchAsk {
    path: string
    priority: boolean
    settled: boolean
  }

  /**
   * A long page, hydrated, with every data request recorded, and from then on every prefetch that
   * next/link asks the router for (through the site's prefetch policy), with whether it has settled:
   * a prefetch that fetches settles only after its request, one the policy declines at once.
   */
  async function pageWithPrefetchLog(connection?: { saveData: boolean; effectiveType: string }) {
    const page = await suite.browser.context.newPage()
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value })
      }, connection)
    }
    const requests: string[] = []
    const chunkRequests: string[] = []
    page.on('request', (request) => {
      // GET only: a navigation also sends a HEAD for the page it shows (Next's revalidation signal).
      if (isPageData(request.url()) && request.method() === 'GET')
        requests.push(new URL(request.url()).pathname)
      if (isFooterPagesChunk(request.url())) chunkRequests.push(request.url())
    })
    await page.goto(`${suite.site.base}/docs/server/security`)
    await hydrated(page)
    await page.evaluate(() => {
      type Prefetch = (url: string, asPath?: string, options?: { priority?: boolean }) => Promise<void>
      const router = (window as unknown as { next: { router: { prefetch: Prefetch } } }).next.router
      const asks: Array<{ path: string; priority: boolean; settled: boolean }> = []
      ;(window as unknown as { __prefetchAsks: typeof asks }).__prefetchAsks = asks
      const policy = router.prefetch
      router.prefetch = function (url, asPath, options) {
        const ask = { path: asPath ?? url, priority: Boolean(options?.priority), settled: false }
        asks.push(ask)
        return policy.call(this, url, asPath, options).finally(() => (ask.settled = true))
      }
    })
    const asks = () =>
      page.evaluate(() => (window as unknown as { __prefetchAsks: PrefetchAsk[] }).__prefetchAsks)
    /** Scrolls to the footer and waits until next/link has asked for its links and each ask has settled. */
    const scrollFooterIntoView = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForFunction((paths) => {
        const log = (window as unknown as { __prefetchAsks: PrefetchAsk[] }).__prefetchAsks
        const viewport = log.filter((ask) => !ask.priority)
        return (
          paths.every((path) => viewport.some((ask) => ask.path === path)) && log.every((ask) => ask.settled)
        )
      }, FOOTER_PAGES)
    }
    const dataRequestsFor = (paths: string[]) =>
      requests.filter((request) => paths.some((path) => request.endsWith(`${path}.json`)))
    return { page, asks, scrollFooterIntoView, dataRequestsFor, chunkRequests }
  }

  it('prefetches the code of links scrolled into view, and their data on hover and on focus', async () => {
    const { page, scrollFooterIntoView, dataRequestsFor, chunkRequests } = await pageWithPrefetchLog()
    await scrollFooterIntoView()
    // Asked for by a prefetch link, then run when the browser is idle (from the prefetch cache).
    expect(chunkRequests.length).toBeGreaterThan(0)
    expect(dataRequestsFor(FOOTER_PAGES)).toEqual([])

    const footer = page.getByRole('contentinfo')
    const hoverPrefetch = page.waitForRequest(
      (request) => isPageData(request.url()) && new URL(request.url()).pathname.endsWith('/privacy.json'),
    )
    await footer.getByRole('link', { name: 'Privacy' }).hover()
    await hoverPrefetch
    // Its answer, not only its request: a page's first request after a start renders it (the page
    // cache is in memory), and data still on its way when the link is followed is asked for again
    // by Next.js's router.
    const focusPrefetch = page.waitForResponse(
      (response) =>
        isPageData(response.url()) && new URL(response.url()).pathname.endsWith('/impressum.json'),
    )
    await footer.getByRole('link', { name: 'Impressum' }).focus()
    await (await focusPrefetch).finished()
    // The data prefetched on intent is what the click then renders: no second request for it.
    await footer.getByRole('link', { name: 'Impressum' }).press('Enter')
    await page.waitForURL(/\/impressum$/)
    expect(dataRequestsFor(['/impressum'])).toHaveLength(1)
    await page.close()
  })

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
  ])('does not prefetch with %s, but still on hover', async (_name, connection) => {
    const { page, asks, scrollFooterIntoView, dataRequestsFor, chunkRequests } =
      await pageWithPrefetchLog(connection)
    await scrollFooterIntoView()
    // next/link asked, and the policy declined without a request.
    expect(chunkRequests).toEqual([])
    expect(dataRequestsFor(FOOTER_PAGES)).toEqual([])
    // Nor for any link in view since the page loaded (the page being read is not a prefetch).
    expect(
      dataRequestsFor(['']).filter((request) => !request.endsWith('/docs/server/security.json')),
    ).toEqual([])
    const hoverPrefetch = page.waitForRequest(
      (request) => isPageData(request.url()) && request.url().includes('privacy'),
    )
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).hover()
    await hoverPrefetch
    await expect(asks()).resolves.toContainEqual(
      expect.objectContaining({ path: '/privacy', priority: true }),
    )
    await page.close()
  })
})

describe('accessibility (axe)', () => {
  // The scans run in a browser of their own.
  let axeBrowser: Browser
  beforeAll(async () => {
    axeBrowser = await openBrowser({ bypassCSP: true })
  })
  afterAll(async () => {
    await axeBrowser?.close()
  })

  it.each([
    ['home', '/'],
    ['doc page', '/docs/server/security'],
    ['doc page with plain-text code blocks', '/docs/server/notifications/notifier-slack'],
    ['docs landing', '/docs'],
    ['FAQ', '/faq'],
    ['404', '/does-not-exist'],
  ])('%s has no violations in light and dark mode', async (_name, route) => {
    const page = await openPage(axeBrowser.context, `${suite.site.base}/faq`, DESKTOP)
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme)
      await page.goto(`${suite.site.base}${route === '/' ? '' : route}`)
      await hydrated(page)
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(theme)
      expect(await axeViolations(page)).toEqual([])
    }
    await page.close()
  })

  it('the open mobile menu and an expanded dropdown have no violations in either mode', async () => {
    const page = await openPage(axeBrowser.context, `${suite.site.base}/docs/index`, MOBILE)
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme)
      await page.reload()
      await hydrated(page)
      await page.getByRole('button', { name: 'Open navigation menu' }).click()
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' })
      const versions = dialog.getByRole('button', { name: /Documentation version/ })
      await versions.click()
      // Scanned once expanded and its animation has ended (the hook clears its inline transition then).
      await page.waitForFunction(
        (id) => {
          const list = document.getElementById(id)
          return Boolean(list) && !list?.hidden && list?.style.transition === ''
        },
        (await versions.getAttribute('aria-controls')) ?? '',
      )
      expect(await axeViolations(page)).toEqual([])
    }
    await page.close()
  })
})

describe('build', () => {
  it('fails with a clear error for a page module without a default export', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-no-default-'))
    try {
      fs.mkdirSync(path.join(project, 'pages'))
      fs.writeFileSync(path.join(project, 'package.json'), '{"name":"no-default-export","private":true}')
      fs.writeFileSync(
        path.join(project, 'pages', 'index.jsx'),
        'export default function Home() { return null }\n',
      )
      fs.writeFileSync(
        path.join(project, 'pages', 'broken.jsx'),
        'export function Broken() { return null }\n',
      )
      // Next.js will not build with a symlinked node_modules; hard links are cheap.
      spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(project, 'node_modules')])
      const bundler = /next build --webpack/.test(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
        ? ['--webpack']
        : []
      const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', ...bundler], {
        cwd: project,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
        timeout: 100_000,
      })
      expect(build.status).not.toBe(0)
      expect(`${build.stdout}${build.stderr}`).toMatch(
        /found page without a React Component as default export in\s+pages\/broken/,
      )
    } finally {
      fs.rmSync(project, { recursive: true, force: true })
    }
  })
})
