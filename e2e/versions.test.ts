/**
 * Two docs versions behind one origin, with real parts only: the site's own build (3.5.6) and a
 * second build of the same code for 3.4.7 from an older content tree (e2e/fixtures/older-version:
 * one page removed, one added), both standalone servers copied out as a host copies them, one
 * directory store they share, and Debian's haproxy routing by path prefix. The versions manifest
 * in the store is what every dropdown lists; publishing or removing a version changes every
 * deployment's pages without a restart.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { axeViolations } from './support/axe'
import { openBrowser, type Browser } from './support/browser'
import { DESKTOP, hydrated } from './support/chrome'
import {
  buildProject,
  hostStandalone,
  publishContent,
  startPathBalancer,
  type HostedServer,
  type RunningBalancer,
} from './support/deployment'
import { eventually } from './support/eventually'
import { copyBuiltProject, projectRoot } from './support/project-copy'
import { searchHits } from './support/search'
import { siteConfig } from '../site.config'

// A second build, two servers and a balancer on a 2-core machine: allow minutes.
jest.setTimeout(600_000)

const FIXTURE = path.join(__dirname, 'fixtures', 'older-version')
const OLDER = { DOCS_VERSION: '3.4.7' }

let store: string
let older: { dir: string; remove: () => void }
let newerServer: HostedServer
let olderServer: HostedServer
let balancer: RunningBalancer
let browser: Browser
/** Browsers a test opened for itself, closed after it whatever happened. */
const closeAfter: Browser[] = []
afterEach(async () => {
  await Promise.all(closeAfter.splice(0).map((opened) => opened.close()))
})

const html = async (url: string) => {
  const response = await fetch(url)
  return `${response.status} ${await response.text()}`
}
/** The other versions' links a page's version dropdown holds (hrefs outside its own base path). */
async function versionLinks(url: string, ownBase: string): Promise<string[]> {
  const text = await html(url)
  const hrefs = [...text.matchAll(/href="(\/3\.\d+\.\d+\/docs[^"#]*)"/g)].map((match) => match[1] as string)
  return [...new Set(hrefs.filter((href) => !href.startsWith(`${ownBase}/`)))].sort()
}
const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1]

beforeAll(async () => {
  // The shared store, seeded with what the site's build put into its standalone output: the
  // 3.5.6 release and its manifest entry.
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-versions-store-'))
  fs.cpSync(path.join(projectRoot, '.next', 'standalone', '.content-releases'), store, { recursive: true })
  // The older version: the same code, the fixture's content, built for 3.4.7 into the shared store.
  older = copyBuiltProject({ without: ['.next', '.content-releases', '.contentlayer'] })
  const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'fixture.json'), 'utf8')) as {
    remove: string[]
  }
  for (const file of fixture.remove) fs.rmSync(path.join(older.dir, 'content', file))
  fs.cpSync(path.join(FIXTURE, 'added'), path.join(older.dir, 'content'), { recursive: true })
  const env = { CONTENT_STORE_DIR: store, REVALIDATE_SECONDS: '3600' }
  await buildProject(older.dir, { ...env, ...OLDER })
  // Marked unmaintained the way a maintainer does it: one publish with the status.
  const marked = await publishContent(older.dir, { ...env, ...OLDER }, [
    '--no-notify',
    '--version-status',
    'unmaintained',
  ])
  expect(marked.output).toMatch(/versions: 3\.4\.7 \(unmaintained/)

  newerServer = await hostStandalone(projectRoot, env, '/3.5.6')
  olderServer = await hostStandalone(older.dir, env, '/3.4.7')
  balancer = await startPathBalancer([
    { basePath: '/3.5.6', port: newerServer.port },
    { basePath: '/3.4.7', port: olderServer.port },
  ])
  browser = await openBrowser()
})

afterAll(async () => {
  await browser?.close()
  await balancer?.stop()
  await Promise.all([newerServer?.remove(), olderServer?.remove()])
  older?.remove()
  if (store) fs.rmSync(store, { recursive: true, force: true })
})

describe('two versions behind one balancer', () => {
  it('each answers under its own base path only', async () => {
    expect(await html(`${balancer.origin}/3.5.6/docs/server/kubernetes`)).toMatch(/^200 /)
    expect(await html(`${balancer.origin}/3.4.7/docs/server/legacy-event-journal`)).toMatch(
      /^200 [\s\S]*Bounding the journal/,
    )
    // The older content has no Kubernetes page; the newer has no event journal page.
    expect(await html(`${balancer.origin}/3.4.7/docs/server/kubernetes`)).toMatch(/^404 /)
    expect(await html(`${balancer.origin}/3.5.6/docs/server/legacy-event-journal`)).toMatch(/^404 /)
    // A deployment does not answer under another version's base path.
    expect(await html(`${newerServer.origin}/3.4.7/docs`)).toMatch(/^404 /)
    // Search stays with the version: each index holds its own pages.
    const search = async (base: string, query: string) =>
      (await searchHits(base, query)).map((hit) => hit.url)
    expect((await search(`${balancer.origin}/3.4.7`, 'journal retention')).join(' ')).toContain(
      '/3.4.7/docs/server/legacy-event-journal',
    )
    expect((await search(`${balancer.origin}/3.5.6`, 'journal retention')).join(' ')).not.toContain(
      'legacy-event-journal',
    )
    // So do the docs for AI assistants: each version's llms.txt lists its own pages.
    expect(await html(`${balancer.origin}/3.4.7/llms.txt`)).toContain(
      '/3.4.7/docs/server/legacy-event-journal',
    )
    expect(await html(`${balancer.origin}/3.5.6/llms.txt`)).not.toContain('legacy-event-journal')
  })

  it("lists both versions in each dropdown, linking the reader's page or the other version's docs landing", async () => {
    // The 3.5.6 server was built before 3.4.7 existed: it regenerates its pages when it sees the manifest.
    const newer = await eventually(
      () => versionLinks(`${balancer.origin}/3.5.6/docs/server/security`, '/3.5.6'),
      (links) => links.length > 0,
      30_000,
    )
    expect(newer).toEqual(['/3.4.7/docs/server/security'])
    expect(await versionLinks(`${balancer.origin}/3.5.6/docs/server/kubernetes`, '/3.5.6')).toEqual([
      '/3.4.7/docs',
    ])
    expect(await versionLinks(`${balancer.origin}/3.4.7/docs/server/security`, '/3.4.7')).toEqual([
      '/3.5.6/docs/server/security',
    ])
    expect(await versionLinks(`${balancer.origin}/3.4.7/docs/server/legacy-event-journal`, '/3.4.7')).toEqual(
      ['/3.5.6/docs'],
    )
    // Outside the docs (the home page too), each version's docs landing.
    expect(await versionLinks(`${balancer.origin}/3.5.6`, '/3.5.6')).toEqual(['/3.4.7/docs'])
  })

  it('says on the unmaintained version that it is, linking the same page in the latest, and points its canonical URL there', async () => {
    const security = await html(`${balancer.origin}/3.4.7/docs/server/security`)
    expect(security).toContain(
      'This is documentation for Spring Boot Admin 3.4.7, which is no longer actively maintained.',
    )
    expect(security).toMatch(
      /see the <b><a href="\/3\.5\.6\/docs\/server\/security">latest version<\/a><\/b> \(3\.5\.6\)/,
    )
    expect(canonicalOf(security)).toBe(`${siteConfig.url}/3.5.6/docs/server/security`)
    // A page the latest version lacks: the banner sends readers to its docs landing; the canonical URL stays.
    const journal = await html(`${balancer.origin}/3.4.7/docs/server/legacy-event-journal`)
    expect(journal).toMatch(/<a href="\/3\.5\.6\/docs">latest version<\/a>/)
    expect(canonicalOf(journal)).toBe(`${siteConfig.url}/3.4.7/docs/server/legacy-event-journal`)
    // The latest version has no banner and its own canonical URL.
    const latest = await html(`${balancer.origin}/3.5.6/docs/server/security`)
    expect(latest).not.toContain('no longer actively maintained')
    expect(canonicalOf(latest)).toBe(`${siteConfig.url}/3.5.6/docs/server/security`)
  })

  it('switches versions in a browser, keeping the page, and remembers the choice', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize(DESKTOP)
    await page.goto(`${balancer.origin}/3.5.6/docs/server/security`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Documentation version 3.5.6' }).click()
    await page.getByRole('link', { name: '3.4.7', exact: true }).click()
    await page.waitForURL(`${balancer.origin}/3.4.7/docs/server/security`)
    await page.getByRole('note').getByText('no longer actively maintained').waitFor()
    await expect(
      page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default')),
    ).resolves.toBe('3.4.7')
    // The banner and the expanded two-version dropdown, in both colour modes: no violations.
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme)
      await page.reload()
      await hydrated(page)
      await page.getByRole('button', { name: 'Documentation version 3.4.7' }).click()
      await page.getByRole('link', { name: '3.5.6', exact: true }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
    }
    // Outside the docs, the dropdown shows the preferred version, on either deployment.
    await page.goto(`${balancer.origin}/3.5.6/faq`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Documentation version 3.4.7' }).waitFor()
    await page.close()
  })

  it('switches versions without JavaScript: the dropdown opens on hover and its links are plain links', async () => {
    const noScript = await openBrowser({ javaScriptEnabled: false, viewport: DESKTOP })
    closeAfter.push(noScript)
    const page = await noScript.context.newPage()
    await page.goto(`${balancer.origin}/3.5.6/docs/server/security`)
    const link = page.getByRole('link', { name: '3.4.7', exact: true })
    await expect(link.isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Documentation version 3.5.6' }).hover()
    await link.waitFor({ state: 'visible' })
    await link.click()
    await page.waitForURL(`${balancer.origin}/3.4.7/docs/server/security`)
  })

  it('adds a version published later to both dropdowns without a restart, and removing it removes it everywhere', async () => {
    const env = { CONTENT_STORE_DIR: store, DOCS_VERSION: '3.6.0' }
    const published = await publishContent(older.dir, env, ['--no-notify', '--version-status', 'next'])
    expect(published.output).toMatch(/versions: 3\.6\.0 \(next/)
    const pages = [
      [`${balancer.origin}/3.5.6/docs/server/security`, '/3.5.6'],
      [`${balancer.origin}/3.4.7/docs/server/security`, '/3.4.7'],
    ] as const
    for (const [url, base] of pages) {
      const links = await eventually(
        () => versionLinks(url, base),
        (found) => found.includes('/3.6.0/docs/server/security'),
        30_000,
      )
      expect(links).toContain('/3.6.0/docs/server/security')
    }
    // An unreleased version is no reason for a banner on the latest.
    expect(await html(pages[0][0])).not.toContain('unreleased documentation')

    const removed = await publishContent(older.dir, env, ['--remove-version', '3.6.0'])
    expect(removed.output).toContain('removed 3.6.0')
    for (const [url, base] of pages) {
      const links = await eventually(
        () => versionLinks(url, base),
        (found) => !found.some((href) => href.startsWith('/3.6.0/')),
        30_000,
      )
      expect(links.filter((href) => href.startsWith('/3.6.0/'))).toEqual([])
    }
    expect(newerServer.output()).not.toMatch(/Error|failed/)
    expect(olderServer.output()).not.toMatch(/Error|failed/)
  })
})
