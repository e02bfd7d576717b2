import fs from 'node:fs'
import path from 'node:path'
import { detectAtomFeed, detectRssFeed, parseAtomFeed, parseRssFeed } from 'feedsmith'
import { routeKey } from '../lib/content/paths'
import { siteSecurityHeaders } from '../lib/server/security-headers.cjs'
import { siteConfig } from '../site.config'
import type { Locator } from 'playwright-core'
import { DESKTOP, hydrated, openPage, renderedFrames } from './support/chrome'
import { currentRelease } from './support/release'
import { siteAndBrowserForFile } from './support/suite'

const suite = siteAndBrowserForFile()

describe('routes and HTTP', () => {
  it('redirects the root to the versioned home page', async () => {
    const response = await fetch(`${suite.site.origin}/`, { redirect: 'manual' })
    expect([301, 302, 307, 308]).toContain(response.status)
    expect(response.headers.get('location')).toMatch(/\/3\.5\.6\/?$/)
  })

  it.each([
    '/',
    '/docs',
    '/docs/index',
    '/docs/server/',
    '/docs/server/security',
    '/faq',
    '/privacy',
    '/impressum',
    '/markdown-page',
    '/blog',
  ])('serves %s with 200', async (route) => {
    const response = await fetch(`${suite.site.base}${route === '/' ? '' : route}`)
    expect(response.status).toBe(200)
  })

  it.each([
    '/does-not-exist',
    '/docs/nope',
    '/docs/..%2f..%2fpackage.json',
    '/docs/%2e%2e/%2e%2e/package.json',
  ])('answers %s with the site 404 page', async (route) => {
    const response = await fetch(`${suite.site.base}${route}`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page Not Found')
  })

  it('lists every doc, page and post once in the sitemap, and each URL answers 200 with that page', async () => {
    const sitemap = await (await fetch(`${suite.site.base}/sitemap.xml`)).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    expect(locs.length).toBeGreaterThan(30)
    expect(locs.filter((loc, i) => locs.indexOf(loc) !== i)).toEqual([])
    const publicBase = `${siteConfig.url}${siteConfig.basePath}`
    // The main doc's canonical URL is /docs (its own route answers the same page).
    const release = await currentRelease()
    const expected = Object.keys(release.pages)
      .map((route) => (route === release.docsLandingRoute ? '/docs' : routeKey(route)))
      .map((route) => `${publicBase}${route}`)
    expect(expected.filter((url) => !locs.includes(url))).toEqual([])

    const normalize = (url: string) => (url.endsWith('/') ? url.slice(0, -1) : url)
    const answers = await Promise.all(
      locs.map(async (loc) => {
        const pathname = new URL(loc).pathname
        const response = await fetch(`${suite.site.origin}${pathname}`, { redirect: 'manual' })
        const html = await response.text()
        return {
          loc,
          status: response.status,
          headings: html.match(/<h1[\s>]/g)?.length ?? 0,
          canonical: normalize(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''),
        }
      }),
    )
    // 200 (not a redirect, not the 404 page, which has a heading too), with one heading, and the
    // page says it is the page of that URL.
    expect(
      answers.filter(
        (answer) =>
          answer.status !== 200 || answer.headings !== 1 || answer.canonical !== normalize(answer.loc),
      ),
    ).toEqual([])
  })

  it('sends the security headers, with a CSP that has no unsafe-eval', async () => {
    const response = await fetch(`${suite.site.base}/docs`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBeTruthy()
  })

  describe('security headers on every kind of answer', () => {
    const expected = siteSecurityHeaders({ NODE_ENV: 'production' })
    const { appId, searchKey, indexName } = siteConfig.search.embedded
    const staticChunk = () => {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(__dirname, '..', '.next', 'build-manifest.json'), 'utf8'),
      ) as { pages: Record<string, string[]> }
      return `/_next/${manifest.pages['/_app']?.[0] ?? 'missing'}`
    }

    it('sends Strict-Transport-Security exactly when the site URL is https', () => {
      const hsts = expected.find((header) => header.key === 'Strict-Transport-Security')
      expect(Boolean(hsts)).toBe(siteConfig.url.startsWith('https://'))
    })

    it.each<[string, () => { path: string; init?: RequestInit }, number]>([
      ['a page', () => ({ path: '/3.5.6/docs/server/security' }), 200],
      ["Next.js's 400 page for a malformed URL", () => ({ path: '/3.5.6/docs/%E0%A4%A' }), 400],
      ['the redirect of the root', () => ({ path: '/' }), 307],
      ['the redirect of a trailing slash', () => ({ path: '/3.5.6/' }), 308],
      ['an API 4xx (405)', () => ({ path: '/3.5.6/api/ask' }), 405],
      [
        'an API 4xx (403)',
        () => ({
          path: '/3.5.6/api/search/1/indexes/*/queries',
          init: {
            method: 'POST',
            headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': `${searchKey}x` },
            body: JSON.stringify({ requests: [{ indexName }] }),
          },
        }),
        403,
      ],
      ['a static asset', () => ({ path: '/3.5.6/favicon.svg' }), 200],
      ['a script chunk', () => ({ path: `/3.5.6${staticChunk()}` }), 200],
      ['the 404 page', () => ({ path: '/3.5.6/does-not-exist' }), 404],
    ])('on %s', async (_name, request, status) => {
      const { path: requestPath, init } = request()
      const response = await fetch(`${suite.site.origin}${requestPath}`, { redirect: 'manual', ...init })
      expect(response.status).toBe(status)
      // Each header exactly once, with the one value (a header sent twice would read "a, a").
      const sent = Object.fromEntries(expected.map(({ key }) => [key, response.headers.get(key)]))
      expect(sent).toEqual(Object.fromEntries(expected.map(({ key, value }) => [key, value])))
      expect(sent['Content-Security-Policy']).not.toContain('unsafe-eval')
    })
  })

  it.each([
    ['POST', '/3.5.6/docs/server/security', 'GET, HEAD'],
    ['DELETE', '/3.5.6/favicon.svg', 'GET, HEAD'],
    ['POST', '/3.5.6/sitemap.xml', 'GET, HEAD'],
    ['PUT', '/3.5.6/blog/rss.xml', 'GET, HEAD'],
    ['GET', '/3.5.6/api/ask', 'POST'],
    ['GET', '/3.5.6/api/search/1/indexes/*/queries', 'POST, OPTIONS'],
    ['GET', '/3.5.6/1/indexes/*/queries', 'POST, OPTIONS'],
  ])('answers %s %s with 405 and Allow: %s', async (method, requestPath, allow) => {
    const response = await fetch(`${suite.site.origin}${requestPath}`, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
  })

  it('limits questions per client: after the limit, a forged X-Forwarded-For still gets 429', async () => {
    const ask = (forwardedFor?: string) =>
      fetch(`${suite.site.base}/api/ask`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify({ question: 'What is the capital of France?' }),
      })
    const limit = siteConfig.search.ask.questionsPerMinute
    for (let i = 0; i < limit; i++) {
      const response = await ask(`198.51.100.${i + 1}`)
      expect(response.status).toBe(200)
      await response.text()
    }
    for (const forged of [undefined, '203.0.113.7', '203.0.113.7, 198.51.100.99', '::1']) {
      const refused = await ask(forged)
      expect({ forged, status: refused.status }).toEqual({ forged, status: 429 })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      await refused.text()
    }
  })

  it('serves sitemap.xml, robots.txt and both feeds under the base path', async () => {
    const sitemap = await fetch(`${suite.site.base}/sitemap.xml`)
    expect(sitemap.headers.get('content-type')).toContain('xml')
    expect(await sitemap.text()).toContain('/3.5.6/docs/server/security</loc>')
    const robots = await (await fetch(`${suite.site.base}/robots.txt`)).text()
    expect(robots).toContain('Sitemap: ')
    for (const feed of ['rss.xml', 'atom.xml']) {
      const response = await fetch(`${suite.site.base}/blog/${feed}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(
        `application/${feed === 'rss.xml' ? 'rss' : 'atom'}+xml; charset=utf-8`,
      )
    }
  })

  describe('the live feeds, read by a feed parser', () => {
    const publicBase = `${siteConfig.url}${siteConfig.basePath}`
    const postUrls = async () => (await currentRelease()).posts.map((post) => `${publicBase}${post.route}`)
    const feedText = async (name: string) => (await fetch(`${suite.site.base}/blog/${name}`)).text()
    /** A link of the feed answers 200 on this server. */
    const answers = async (url: string) =>
      (await fetch(`${suite.site.origin}${new URL(url).pathname}`, { redirect: 'manual' })).status

    it('serves a valid RSS 2.0 feed of every post', async () => {
      const xml = await feedText('rss.xml')
      expect([detectRssFeed(xml), detectAtomFeed(xml)]).toEqual([true, false])
      expect(xml).toMatch(/<rss version="2\.0"/)
      const feed = parseRssFeed(xml)
      // The channel's required elements.
      expect(feed).toMatchObject({
        title: expect.stringMatching(/\S/),
        link: `${publicBase}/blog`,
        description: expect.stringMatching(/\S/),
      })
      const items = feed.items ?? []
      expect(items.map((item) => item.link)).toEqual(await postUrls())
      for (const item of items) {
        expect(item.title).toMatch(/\S/)
        expect(item.guid).toEqual({ value: item.link, isPermaLink: true })
        // RFC 822 dates, as RSS requires.
        expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
        await expect(answers(item.link ?? '')).resolves.toBe(200)
      }
    })

    it('serves a valid Atom 1.0 feed of every post', async () => {
      const xml = await feedText('atom.xml')
      expect([detectAtomFeed(xml), detectRssFeed(xml)]).toEqual([true, false])
      expect(xml).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/)
      const feed = parseAtomFeed(xml)
      // The feed's required elements: id, title, updated (RFC 3339), and a link to itself.
      expect(feed.id).toMatch(/^https?:\/\//)
      expect(feed.title?.value).toMatch(/\S/)
      expect(Number.isNaN(Date.parse(feed.updated ?? ''))).toBe(false)
      expect(feed.links).toContainEqual(
        expect.objectContaining({ rel: 'self', href: `${publicBase}/blog/atom.xml` }),
      )
      const entries = feed.entries ?? []
      expect(entries.map((entry) => entry.links?.[0]?.href)).toEqual(await postUrls())
      for (const entry of entries) {
        // Each entry's required elements, and an author (the feed itself names none).
        expect(entry.id).toMatch(/^https?:\/\//)
        expect(entry.title?.value).toMatch(/\S/)
        expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
        expect(entry.authors?.[0]?.name).toMatch(/\S/)
        await expect(answers(entry.id ?? '')).resolves.toBe(200)
      }
    })
  })

  it('answers the search protocol at the base path as well as at the API route', async () => {
    const { appId, searchKey, indexName } = siteConfig.search.embedded
    for (const path of [
      '/1/indexes/*/queries',
      `${siteConfig.search.embedded.apiPath}/1/indexes/*/queries`,
    ]) {
      const response = await fetch(`${suite.site.base}${path}`, {
        method: 'POST',
        headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
        body: JSON.stringify({ requests: [{ indexName, query: 'hazelcast', hitsPerPage: 1 }] }),
      })
      expect(response.status).toBe(200)
      const { results } = (await response.json()) as { results: Array<{ nbHits: number }> }
      expect(results[0]?.nbHits).toBeGreaterThan(0)
    }
  })
})

describe('doc page in the browser', () => {
  it('paints before its scripts run, hydrates without errors, and fetches no page data again', async () => {
    const page = await suite.browser.context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_next/data/') && request.url().includes('/docs/server/security.json')) {
        dataRequests.push(request.url())
      }
    })
    const response = await page.goto(`${suite.site.base}/docs/server/security`)
    const html = (await response?.text()) ?? ''
    expect(html).toMatch(/<script type="text\/plain" src="[^"]+\/main-[^"]+\.js" data-hydration-script="">/)
    expect(html).not.toMatch(/<script[^>]* defer=""[^>]* src="[^"]+\/main-/)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(dataRequests).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('sends its content HTML once and keeps the content through hydration and history navigation', async () => {
    const page = await suite.browser.context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${suite.site.base}/docs/server/notifications`)
    const embedded = await page.evaluate(
      () =>
        JSON.parse(document.getElementById('__NEXT_DATA__')?.textContent ?? '{}') as {
          props: { pageProps: Record<string, unknown> }
        },
    )
    expect(embedded.props.pageProps.title).toBe('Notifications')
    expect(embedded.props.pageProps).not.toHaveProperty('html')
    const headings = () => page.locator('main article h2').allTextContents()
    const served = await headings()
    expect(served.length).toBeGreaterThan(3)

    await hydrated(page)
    await expect(headings()).resolves.toEqual(served)
    // Away and back on the client: the content then comes from the fetched page data.
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Clustering' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Clustering' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor()
    await expect(headings()).resolves.toEqual(served)
    expect(errors).toEqual([])
    await page.close()
  })

  it('has the page metadata', async () => {
    const page = await suite.browser.context.newPage()
    await page.goto(`${suite.site.base}/docs/server/security`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getAttribute('html', 'dir')).toBe('ltr')
    expect(await page.title()).toMatch(/\| Spring Boot Admin$/)
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toMatch(
      /\/3\.5\.6\/docs\/server\/security$/,
    )
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBeTruthy()
    // The site's own generator, with the Next.js version package.json pins.
    expect(await page.getAttribute('meta[name=generator]', 'content')).toMatch(/^Next\.js \d+\.\d+\.\d+$/)
    await page.close()
  })

  it('shows sidebar, breadcrumbs, table of contents and previous/next links', async () => {
    const page = await suite.browser.context.newPage()
    await page.goto(`${suite.site.base}/docs/server/security`)
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' })
    await expect(sidebar.locator('[aria-current="page"]').textContent()).resolves.toBeTruthy()
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).resolves.toContain(
      'Server',
    )
    const toc = page.getByRole('navigation', { name: 'On this page' })
    expect(await toc.locator('a').count()).toBeGreaterThan(2)
    expect(await page.getByRole('navigation', { name: 'Docs pages' }).locator('a').count()).toBeGreaterThan(0)
    expect(await page.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).toContain(
      'github.com',
    )
    await page.close()
  })

  it('starts sidebar categories collapsed and opens them on request, without collapsing others', async () => {
    const page = await suite.browser.context.newPage()
    const sidebarRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/sidebar')) sidebarRequests.push(request.url())
    })
    await page.goto(`${suite.site.base}/docs/index`)
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' })
    // As Docusaurus: a collapsed category's pages are not in the page until it opens, and neither
    // in its data: they come from the server when it opens.
    await expect(sidebar.getByRole('link', { name: 'Clustering' }).count()).resolves.toBe(0)
    const pageData = await page.locator('#__NEXT_DATA__').textContent()
    expect(pageData).toContain('"deferredItems"')
    expect(pageData).not.toContain('"label":"Clustering"')
    await hydrated(page)
    await page.getByRole('button', { name: "Expand sidebar category 'Server'" }).click()
    await sidebar.getByRole('link', { name: 'Clustering' }).waitFor()
    expect(sidebarRequests).toEqual([`${suite.site.base}/api/sidebar?category=Server`])
    await page.getByRole('button', { name: "Expand sidebar category 'Clients'" }).click()
    await expect(
      page.getByRole('button', { name: "Collapse sidebar category 'Clients'" }).getAttribute('aria-expanded'),
    ).resolves.toBe('true')
    // No auto-collapse: opening Clients left Server open.
    await expect(
      page.getByRole('button', { name: "Collapse sidebar category 'Server'" }).getAttribute('aria-expanded'),
    ).resolves.toBe('true')
    await page.close()
  })

  it("answers a closed sidebar category's pages as JSON, and a bad request with a JSON 4xx", async () => {
    const ask = async (query: string, init?: RequestInit) => {
      const response = await fetch(`${suite.site.base}/api/sidebar${query}`, init)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const server = await ask('?category=Server')
    expect(server.status).toBe(200)
    expect(JSON.stringify(server.body.items)).toContain('"label":"Clustering"')
    const nested = await ask(`?category=Server&category=${encodeURIComponent('Notifications')}`)
    expect(nested.status).toBe(200)
    expect(JSON.stringify(nested.body.items)).toContain('/docs/server/notifications/notifier-slack')
    await expect(ask('?category=Nope')).resolves.toMatchObject({ status: 404, body: { status: 404 } })
    await expect(ask('')).resolves.toMatchObject({ status: 400, body: { status: 400 } })
    await expect(ask('?category=Server', { method: 'POST' })).resolves.toMatchObject({ status: 405 })
  })

  it('navigates client-side from a content link and jumps to the hash anchor', async () => {
    const page = await suite.browser.context.newPage()
    await page.goto(`${suite.site.base}/docs/server/security#using-mutual-tls`)
    const heading = page.locator('#using-mutual-tls')
    await heading.waitFor()
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top)
    expect(top).toBeLessThan(300)
    expect(top).toBeGreaterThanOrEqual(0)
    await page.close()
  })

  it('resets the scroll position when navigating to another page', async () => {
    const page = await suite.browser.context.newPage()
    await page.goto(`${suite.site.base}/docs/server/security`)
    await page.evaluate(() => window.scrollTo(0, 2000))
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Clustering' })
      .click()
    await page.waitForURL(/Clustering$/)
    await page.waitForFunction(() => window.scrollY === 0)
    await page.close()
  })

  it('renders highlighted code with a title and a working copy button', async () => {
    const page = await suite.browser.context.newPage()
    await page.goto(`${suite.site.base}/markdown-page`)
    expect(
      await page.locator('figure[data-rehype-pretty-code-figure] code[data-language="java"]').count(),
    ).toBeGreaterThan(0)
    expect(await page.locator('[data-rehype-pretty-code-title]').count()).toBeGreaterThan(0)
    expect(await page.locator('.admonition').count()).toBeGreaterThan(0)
    await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.site.origin,
    })
    await hydrated(page)
    const figure = page
      .locator('figure[data-rehype-pretty-code-figure]')
      .filter({ has: page.locator('[data-line] ~ [data-line]') })
      .first()
    const copy = figure.getByRole('button', { name: 'Copy code to clipboard' })
    await copy.click()
    // The label changes once the clipboard has taken the text (asynchronously).
    await copy.filter({ hasText: /^Copied$/ }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const lines = await figure.locator('[data-line]').allTextContents()
    expect(lines.length).toBeGreaterThan(1)
    expect(copied).toBe(lines.join('\n'))
    await page.close()
  })

  it('reserves about the height of each section of a long page until it is drawn', async () => {
    const page = await suite.browser.context.newPage()
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(`${suite.site.base}/docs/server/Clustering`)
    await hydrated(page)
    // Each section's reserved height (--section-narrow, in rem), and its real one once drawn.
    const sizes = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.markdown > .section-body[style]'), (section) => {
        const reserved = parseFloat(section.style.getPropertyValue('--section-narrow')) * 16
        section.style.contentVisibility = 'visible'
        return { reserved, real: section.getBoundingClientRect().height }
      }),
    )
    expect(sizes.length).toBeGreaterThan(5)
    for (const { reserved, real } of sizes) {
      expect(reserved / real).toBeGreaterThan(0.85)
      expect(reserved / real).toBeLessThan(1.8)
    }
    await page.close()
  })

  it.each(['/docs/server/Clustering', '/faq'])(
    'lays %s out the same before the table of contents is parsed (no layout shift on a partial paint)',
    async (route) => {
      const page = await suite.browser.context.newPage()
      await page.setViewportSize({ width: 1350, height: 940 })
      await page.goto(`${suite.site.base}${route}`)
      // After hydration: React would otherwise meet the removed table of contents and re-render the page.
      await hydrated(page)
      const articleBox = () => page.locator('main article').first().boundingBox()
      const complete = await articleBox()
      // What a browser has when it paints before reaching the table of contents, which follows the article.
      await page.evaluate(() =>
        document.querySelector('nav[aria-labelledby="toc-title"]')?.parentElement?.remove(),
      )
      expect(await articleBox()).toEqual(complete)
      await page.close()
    },
  )

  it('lays out only the sections of a long page near the screen, yet reaches every heading', async () => {
    const url = `${suite.site.base}/docs/server/notifications`
    const page = await openPage(suite.browser.context, url, DESKTOP)
    // Whether the browser has skipped each section's content (content-visibility: auto).
    const skipped = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.markdown > .section-body'), (section) => {
          const first = section.firstElementChild
          return first !== null && !first.checkVisibility({ contentVisibilityAuto: true })
        }),
      )
    const atLoad = await skipped()
    expect(atLoad.length).toBeGreaterThan(10)
    expect(atLoad[0]).toBe(false)
    expect(atLoad.filter(Boolean).length).toBeGreaterThan(atLoad.length / 2)
    // A jump to the last heading, whose section was skipped, lands on it, and the table of contents follows.
    const last = await page.evaluate(
      () => Array.from(document.querySelectorAll('.markdown > .section-body > h2')).at(-1)?.id ?? '',
    )
    await page.getByRole('navigation', { name: 'On this page' }).locator(`a[href="#${last}"]`).click()
    await renderedFrames(page, 3)
    const top = await page
      .locator(`[id="${last}"]`)
      .evaluate((heading) => heading.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(200)
    await expect(
      page
        .getByRole('navigation', { name: 'On this page' })
        .locator('[aria-current="location"]')
        .getAttribute('href'),
    ).resolves.toBe(`#${last}`)
    await page.close()
  })

  it('filters a property table as you type', async () => {
    const url = `${suite.site.base}/docs/customize/ui-properties`
    // Where the field (or its placeholder) sits in its table's box: sections above it may not be
    // drawn yet, so page coordinates differ between two loads.
    const box = (locator: Locator) =>
      locator.first().evaluate((element) => {
        const inner = element.getBoundingClientRect()
        const table = element.closest('[data-property-table]')?.getBoundingClientRect()
        return {
          x: inner.x - (table?.x ?? 0),
          y: inner.y - (table?.y ?? 0),
          width: inner.width,
          height: inner.height,
        }
      })
    // Before the page's scripts run (here: never), a placeholder holds the field's place.
    const scriptless = await suite.browser.context.newPage()
    await scriptless.route('**/_next/static/chunks/**', (route) => route.abort())
    await scriptless.goto(url)
    await expect(scriptless.locator('input').count()).resolves.toBe(0)
    const placeholder = await box(scriptless.locator('[data-property-filter-slot]'))
    await scriptless.close()
    const page = await suite.browser.context.newPage()
    await page.goto(url)
    await hydrated(page)
    const filter = page.getByRole('searchbox', { name: 'Filter properties' }).first()
    await expect(filter.isEnabled()).resolves.toBe(true)
    // The field takes exactly the placeholder's place: nothing moves when the scripts have run.
    expect(placeholder.height).toBeGreaterThan(20)
    await expect(box(filter)).resolves.toEqual(placeholder)
    await filter.fill('favicon')
    const visible = await page.locator('[data-property-row]:visible').count()
    expect(visible).toBeGreaterThan(0)
    expect(visible).toBeLessThan(5)
    await expect(page.locator('[data-property-count]').first().textContent()).resolves.toMatch(
      /of \d+ properties/,
    )
    await page.close()
  })
})
