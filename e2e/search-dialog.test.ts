import type { Page, Request } from 'playwright-core'
import { axeViolations } from './support/axe'
import { holdRequests } from './support/held-requests'
import { openSearchReadyPage, siteAndBrowserForFile } from './support/suite'

const suite = siteAndBrowserForFile()

/** axe over the open dialog only; the page behind it is inert and has its own scans. */
const dialogViolations = (page: Page) => axeViolations(page, '[data-search-dialog]')

const SEARCH_REQUEST = /\/1\/indexes\/\*\/queries/

const openPage = (path: string, options: { width?: number } = {}) => openSearchReadyPage(suite, path, options)

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search docs' })

async function searchFor(page: Page, query: string) {
  await searchInput(page).fill(query)
  await page.getByRole('listbox', { name: 'Search results' }).waitFor()
}

function searchRequestBodies(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && SEARCH_REQUEST.test(request.url())) {
      const body = JSON.parse(request.postData() ?? '{}') as { requests?: Array<Record<string, unknown>> }
      bodies.push(...(body.requests ?? []))
    }
  })
  return bodies
}

describe('search dialog', () => {
  it('keeps the dialog code out of the first load and fetches it on the shortcut', async () => {
    const page = await suite.newPage()
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    await page.goto(`${suite.site.base}/docs/index`)
    await page.waitForLoadState('networkidle')
    const firstLoad = scripts.join('\n')
    // Markers of the dialog's own code, Headless UI, the search client, InstantSearch, the
    // question mode and react-hotkeys-hook (it comes with the dialog, shortcuts included).
    const markers = [
      'Unable to fetch results',
      'data-headlessui-state',
      'Algolia for JavaScript',
      'instantsearch.js',
      'Looking through the documentation',
      'which is not supported.',
    ]
    expect(markers.filter((marker) => firstLoad.includes(marker))).toEqual([])
    const before = scripts.length
    await page.keyboard.press('Control+k')
    await searchInput(page).waitFor()
    expect(scripts.length).toBeGreaterThan(before)
    await page.close()
  })

  it('opens on Ctrl+K pressed before the dialog code has arrived', async () => {
    const page = await openPage('/docs/index')
    const dialogCode = await holdRequests(page, '**/_next/static/chunks/**')
    await page.keyboard.press('Control+k')
    // The shortcut asked for the dialog's code, which is held: no dialog can be open yet.
    await dialogCode.held
    expect(await searchInput(page).count()).toBe(0)
    dialogCode.release()
    await searchInput(page).waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox')
    await page.close()
  })

  it('opens from the button and from /, shows grouped hits, and is modal', async () => {
    const page = await openPage('/docs/index')
    await page.getByRole('button', { name: /^Search/ }).click()
    await searchInput(page).waitFor()
    await page.keyboard.press('Escape')
    await searchInput(page).waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-search-button'))

    await page.keyboard.press('/')
    await searchInput(page).waitFor()
    expect(await searchInput(page).inputValue()).toBe('')
    await searchFor(page, 'installation')
    const groups = page.getByRole('listbox', { name: 'Search results' }).getByRole('group')
    expect(await groups.count()).toBe(2)
    expect(await groups.nth(0).getAttribute('aria-labelledby')).toBeTruthy()
    expect(await groups.nth(0).getByRole('option').count()).toBe(5)
    const last = groups.nth(1).getByRole('option')
    await expect(last.textContent()).resolves.toContain('Pyctuator')
    // The page behind is inert and does not scroll.
    expect(
      await page.evaluate(() => document.querySelector('[data-search-button]')?.closest('[inert]') !== null),
    ).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.close()
  })

  it('Enter opens the hit at its anchor, client-side, and the hit is a recent search next time', async () => {
    const page = await openPage('/docs/index')
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    await page.keyboard.press('Control+k')
    await searchFor(page, 'installation')
    // Up from the first hit is the "Ask AI" option, then the last hit.
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    const active = await searchInput(page).getAttribute('aria-activedescendant')
    await expect(page.locator(`[id="${active}"]`).textContent()).resolves.toContain('Pyctuator')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/3\.5\.6\/docs\/third-party\/pyctuator#installation$/)
    await searchInput(page).waitFor({ state: 'detached' })
    // Client-side navigation: the window (and its marker) survived.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
    await page.locator('#installation').waitFor()
    await page.waitForFunction(() => {
      const top = document.getElementById('installation')?.getBoundingClientRect().top ?? -1
      return top >= 0 && top < 300
    })

    await page.keyboard.press('Control+k')
    const recent = page.getByRole('group', { name: 'Recent' }).getByRole('option')
    await recent.first().waitFor()
    expect(await recent.first().getAttribute('href')).toBe('/3.5.6/docs/third-party/pyctuator#installation')
    await page.close()
  })

  it('Ctrl+Enter opens the hit in a new tab and keeps the dialog', async () => {
    const page = await openPage('/docs/index')
    await page.keyboard.press('Control+k')
    await searchFor(page, 'installation')
    const [tab] = await Promise.all([
      suite.browser.context.waitForEvent('page'),
      page.keyboard.press('Control+Enter'),
    ])
    await tab.waitForURL(/\/3\.5\.6\/docs\/installation-and-setup$/)
    expect(await searchInput(page).count()).toBe(1)
    await tab.close()
    await page.close()
  })

  it('/ in a text field types a slash', async () => {
    const page = await openPage('/docs/customize/ui-properties')
    const filter = page.getByRole('searchbox', { name: 'Filter properties' }).first()
    await filter.click()
    await page.keyboard.type('ui/title')
    expect(await filter.inputValue()).toBe('ui/title')
    expect(await searchInput(page).count()).toBe(0)
    await page.close()
  })

  it('shows the error screen when the search endpoint is unreachable', async () => {
    const page = await openPage('/docs/index')
    await page.route('**/1/indexes/**', (route) => route.abort('connectionrefused'))
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('server')
    await page
      .getByText('Unable to fetch results', { exact: true })
      .and(page.locator(':not([role=status])'))
      .waitFor()
    await expect(
      page.getByText('You might want to check your network connection.').isVisible(),
    ).resolves.toBe(true)
    await page.close()
  })

  it('asks for 5-word snippets at 375 px and 10 on a desktop', async () => {
    for (const [width, words] of [
      [375, 5],
      [1280, 10],
    ] as const) {
      const page = await openPage('/docs/index', { width })
      const bodies = searchRequestBodies(page)
      await page.getByRole('button', { name: /^Search/ }).click()
      await searchFor(page, 'endpoint id access')
      const last = bodies[bodies.length - 1]!
      expect(last.attributesToSnippet).toContain(`content:${words}`)
      expect(last.facetFilters).toEqual([['version:3.5.6'], ['language:en']])
      // The first hit (the first option is "Ask AI").
      const snippet = await page
        .locator('[data-search-option]')
        .first()
        .locator('[data-search-snippet]')
        .textContent()
      const snippetWords = (snippet ?? '').replace(/…/g, ' ').trim().split(/\s+/)
      expect(snippetWords.length).toBeLessThanOrEqual(words)
      await page.close()
    }
  })

  it('has no axe violations on the start screen, with results, recents and no results, in both modes', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await openPage('/docs/index')
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme)
      await page.reload()
      await page.waitForFunction(() =>
        (document.querySelector('[data-search-button] kbd')?.textContent ?? '').includes('K'),
      )
      await page.keyboard.press('Control+k')
      await searchInput(page).waitFor()
      expect(await dialogViolations(page)).toEqual([])
      await searchFor(page, 'installation')
      expect(await dialogViolations(page)).toEqual([])
      await page.keyboard.press('Enter')
      await searchInput(page).waitFor({ state: 'detached' })
      await page.keyboard.press('Control+k')
      await page.getByRole('group', { name: 'Recent' }).waitFor()
      await page
        .getByRole('button', { name: /as a favorite/ })
        .first()
        .click()
      await page.getByRole('group', { name: 'Favorites' }).waitFor()
      expect(await dialogViolations(page)).toEqual([])
      await searchInput(page).fill('xyzzyqqq')
      await page.getByRole('link', { name: 'Let us know.' }).waitFor()
      expect(await dialogViolations(page)).toEqual([])
      await page.close()
    }
  })
})
