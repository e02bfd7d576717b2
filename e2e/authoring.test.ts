/**
 * Writers in the browser: the real CMS (Decap CMS's bundle, as the admin page loads it) in local
 * mode, against `npm start` with its content watcher on a copy of the built project that is a Git
 * work tree. Each save is checked on disk (only the edited paragraph changes, one commit), then on
 * the site (the page and a search hit), as a reader would meet it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Frame, Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import { openBrowser, type Browser } from './support/browser'
import { eventually } from './support/eventually'
import { copyBuiltProject } from './support/project-copy'
import { editShown } from './support/search'
import { startSite, type RunningSite } from './support/server'

// Publishing and the CMS's first load on a 2-core machine: allow minutes.
jest.setTimeout(300_000)

let copy: { dir: string; remove: () => void }
let site: RunningSite
let browser: Browser

const git = (...args: string[]) => execFileSync('git', ['-C', copy.dir, ...args], { encoding: 'utf8' }).trim()
const file = (relative: string) => path.join(copy.dir, 'content', relative)
const read = (relative: string) => fs.readFileSync(file(relative), 'utf8')

beforeAll(async () => {
  copy = copyBuiltProject()
  git('init', '-q')
  git('add', 'content')
  git('-c', 'user.name=Writer', '-c', 'user.email=writer@example.org', 'commit', '-qm', 'Content as built')
  site = await startSite({ cwd: copy.dir, env: { CONTENT_WATCH: 'true', REVALIDATE_SECONDS: '3600' } })
  await eventually(
    site.output,
    (log) => log.includes('(ready)') && log.includes('previews of drafts ready'),
    180_000,
  )
  browser = await openBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  copy?.remove()
})

/**
 * Opens an entry in the CMS, logged in (local mode: the CMS's own login button, shown until the
 * browser has logged in once). Wide, so that no line of the source editor wraps.
 */
async function openEntry(hash: string, ready = '[data-slate-editor="true"]'): Promise<Page> {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width: 2560, height: 1200 })
  await page.goto(`${site.base}/admin#/collections/${hash}`)
  const login = page.getByRole('button', { name: 'Login' })
  const form = page.locator(ready).first()
  await login.or(form).waitFor()
  if (await login.isVisible()) await login.click()
  await form.waitFor()
  return page
}

/** The body's source editor (the markdown widget in source mode). */
const bodyEditor = (page: Page) => page.locator('[data-slate-editor="true"]').first()

/**
 * Puts the caret at the end of a line of the body and types there. The caret is placed with a DOM
 * selection, which the editor follows (a click lands wherever the line's box is, and End goes to
 * the end of a wrapped line's first row).
 */
async function appendToLine(page: Page, line: string, text: string): Promise<void> {
  const target = bodyEditor(page).getByText(line, { exact: true }).first()
  await target.click()
  await target.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let last: Text | null = null
    while (walker.nextNode()) last = walker.currentNode as Text
    if (!last) throw new Error('the line has no text')
    const range = document.createRange()
    range.setStart(last, last.length)
    range.collapse(true)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
  })
  // The editor takes the selection on the next selectionchange event.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await page.keyboard.type(text)
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
}

/** The preview pane's frame once it shows a rendered draft (or its problems). */
async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe')
  const frame = await handle.contentFrame()
  if (!frame) throw new Error('no preview frame')
  await frame.waitForSelector('[data-preview-page], [data-preview-problems]', { timeout: 120_000 })
  return frame
}

describe('the admin page', () => {
  it('is served at /admin with its own policy, and refuses writes from another site', async () => {
    const page = await fetch(`${site.base}/admin`)
    expect([page.status, new URL(page.url).pathname]).toEqual([200, '/3.5.6/admin/index.html'])
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-eval'")
    const crossSite = await fetch(`${site.base}/api/admin/local`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({
        action: 'persistEntry',
        params: { entry: { path: 'content/docs/x.md', raw: 'x' }, assets: [] },
      }),
    })
    expect(crossSite.status).toBe(403)
    expect(fs.existsSync(file('docs/x.md'))).toBe(false)
  })

  it.each([
    [
      'a host name that is not this machine (DNS rebinding)',
      { host: 'attacker.example' },
      { action: 'info' },
      403,
    ],
    ['a path out of content/', {}, { action: 'getEntry', params: { path: 'content/../package.json' } }, 403],
    [
      'a script in place of an image',
      {},
      {
        action: 'persistMedia',
        params: { asset: { path: 'public/img/x.js', content: 'YQ==', encoding: 'base64' } },
      },
      403,
    ],
    ['an unknown action', {}, { action: 'exec' }, 422],
  ])('refuses %s with a JSON message', async (_, headers, body, status) => {
    // node:http, because fetch does not let a client set Host.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${site.base}/api/admin/local`)
      const request = http.request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        },
      )
      request.on('error', reject)
      request.end(JSON.stringify(body))
    })
    expect(answer.status).toBe(status)
    expect(JSON.parse(answer.body)).toMatchObject({ message: expect.any(String) })
  })
})

describe('editing a doc', () => {
  const LINE = 'Security in a Spring Boot Admin setup has two directions, and you normally need both:'

  it('saves one edited paragraph: one line changes on disk, one commit, and the page and search show it', async () => {
    const before = read('docs/server/02-security.md')
    const page = await openEntry('docs/entries/server/02-security')
    await appendToLine(page, LINE, ' Marker delta4412 added in the CMS.')
    await publish(page)
    const after = await eventually(
      () => read('docs/server/02-security.md'),
      (text) => text.includes('delta4412'),
    )
    expect(after).toBe(before.replace(LINE, `${LINE} Marker delta4412 added in the CMS.`))
    expect(
      await eventually(
        () => git('log', '-1', '--format=%s'),
        (subject) => subject !== 'Content as built',
      ),
    ).toBe('Update Doc “server/02-security”')
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('content/docs/server/02-security.md')
    const { html, hits } = await editShown(site.base, '/docs/server/security', 'delta4412')
    expect(html).toContain('Marker delta4412 added in the CMS.')
    expect(hits[0]?.url).toMatch(/^\/3\.5\.6\/docs\/server\/security/)
    await page.close()
  })

  it('refuses an invalid front-matter value in the form: nothing is saved or published', async () => {
    const before = read('docs/server/02-security.md')
    const commits = git('rev-list', '--count', 'HEAD')
    const page = await openEntry('docs/entries/server/02-security')
    await page.locator('input[id^="toc_min_heading_level"]').fill('9')
    await publish(page)
    // The form names the field and its range, and the entry stays unsaved.
    await page.getByText('Table of contents: first heading level must be between 2 and 6.').first().waitFor()
    await page.getByText('Unsaved changes', { exact: false }).first().waitFor()
    expect(read('docs/server/02-security.md')).toBe(before)
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits)
    await page.close()
  })

  it('refuses a body that MDX cannot parse, naming line and column, and writes nothing', async () => {
    const before = read('docs/server/02-security.md')
    const page = await openEntry('docs/entries/server/02-security')
    await appendToLine(page, 'The example uses three roles:', ' <Tabs>')
    await publish(page)
    await page
      .getByText(/02-security\.md:\d+:\d+: Expected a closing tag for `<Tabs>`/)
      .first()
      .waitFor()
    expect(read('docs/server/02-security.md')).toBe(before)
    await page.close()
  })

  it('creates a new doc in a folder, which the sidebar shows at its position', async () => {
    const page = await openEntry('docs/new')
    await page.locator('input[id^="path-field"]').fill('server')
    await page.locator('input[id^="title-field"]').fill('Zeta Runbook')
    await page.locator('input[id^="sidebar_position-field"]').fill('1.5')
    await bodyEditor(page).click()
    await page.keyboard.type('What to do when the server pages you. Marker zeta7781.')
    await publish(page)
    const created = await eventually(
      () => (fs.existsSync(file('docs/server/zeta-runbook.md')) ? read('docs/server/zeta-runbook.md') : ''),
      (text) => text !== '',
    )
    expect(created).toBe(
      '---\ntitle: Zeta Runbook\nsidebar_position: 1.5\n---\n\nWhat to do when the server pages you. Marker zeta7781.\n',
    )
    await eventually(
      () => fetch(`${site.base}/docs/server/zeta-runbook`).then((answer) => answer.text()),
      (text) => text.includes('zeta7781'),
    )
    const reader = await browser.context.newPage()
    await reader.goto(`${site.base}/docs/server/zeta-runbook`)
    const links = await reader
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link')
      .allTextContents()
    const order = ['Set up the Server', 'Zeta Runbook', 'Foster Security'].map((label) =>
      links.indexOf(label),
    )
    expect(order.every((index) => index >= 0)).toBe(true)
    expect(order[1]).toBe((order[0] as number) + 1)
    expect(order[2]).toBe((order[1] as number) + 1)
    await reader.close()
    await page.close()
  })
})

describe('editing other kinds of file', () => {
  it('renames a sidebar category: only the label changes in _category_.json, and every page shows it', async () => {
    const before = read('docs/server/_category_.json')
    const page = await openEntry('categories/entries/category-server', 'input[id^="label-field"]')
    const label = page.locator('input[id^="label-field"]')
    await label.fill('Admin Server theta2291')
    await publish(page)
    const after = await eventually(
      () => read('docs/server/_category_.json'),
      (text) => text.includes('theta2291'),
    )
    expect(after).toBe(before.replace('"Server"', '"Admin Server theta2291"'))
    const html = await eventually(
      () => fetch(`${site.base}/docs/server/security`).then((answer) => answer.text()),
      (text) => text.includes('Admin Server theta2291'),
    )
    expect(html).toMatch(/aria-label="Breadcrumbs"[\s\S]*Admin Server theta2291/)
    await page.close()
  })

  it('edits a blog post’s text and leaves its date, author and tags exactly as written', async () => {
    const post = 'blog/2025-09-15-spring-boot-admin-3-5-5.md'
    const before = read(post)
    const page = await openEntry('blog/entries/2025-09-15-spring-boot-admin-3-5-5')
    await appendToLine(page, 'With Gradle (Groovy DSL):', ' Marker iota6620.')
    await publish(page)
    const after = await eventually(
      () => read(post),
      (text) => text.includes('iota6620'),
    )
    expect(after).toBe(
      before.replace('With Gradle (Groovy DSL):', 'With Gradle (Groovy DSL): Marker iota6620.'),
    )
    await page.close()
  })
})

describe('previews', () => {
  it('renders the draft in the pane with the site’s pipeline: an admonition and a highlighted code block', async () => {
    const page = await openEntry('docs/entries/server/02-security')
    const frame = await previewFrame(page)
    await frame.waitForSelector('[data-preview-page] .admonition-warning')
    const admonition = await frame.textContent('[data-preview-page] .admonition-warning')
    expect(admonition).toContain('Remember-me key')
    const code = await frame.$eval(
      '[data-preview-page] figure[data-rehype-pretty-code-figure] code span[style]',
      (span) => span.getAttribute('style'),
    )
    expect(code).toMatch(/--shiki-light:#[0-9a-f]{6}/i)
    // The site's own stylesheet styles it: an admonition has its border colour.
    const border = await frame.$eval(
      '[data-preview-page] .admonition-warning',
      (element) => getComputedStyle(element).borderLeftWidth,
    )
    expect(border).not.toBe('0px')
    await page.close()
  })

  it('shows an unsaved change on the site in draft mode, to this browser only', async () => {
    const page = await openEntry('docs/entries/server/02-security')
    await previewFrame(page)
    await appendToLine(page, 'The example uses three roles:', ' Unsaved eps5530.')
    const frame = await previewFrame(page)
    await frame.waitForFunction(() => document.body.textContent?.includes('eps5530'), undefined, {
      timeout: 60_000,
    })
    const opened = browser.context.waitForEvent('page')
    await frame.getByRole('button', { name: 'Open preview on the site' }).click()
    const draft = await opened
    await draft.waitForURL(/\/docs\/server\/security$/)
    await draft.getByText('Unsaved eps5530.', { exact: false }).first().waitFor()
    const banner = draft.getByRole('region', { name: /Draft preview/ })
    await banner.waitFor()
    expect(await draft.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    // Anyone else, and the shared page cache, get the published page.
    const reader = await fetch(`${site.base}/docs/server/security`).then((answer) => answer.text())
    expect(reader).not.toContain('eps5530')
    const other = await openBrowser()
    try {
      const otherPage = await other.context.newPage()
      await otherPage.goto(`${site.base}/docs/server/security`)
      await expect(otherPage.getByText('eps5530').count()).resolves.toBe(0)
    } finally {
      await other.close()
    }
    // Leaving draft mode shows the published page again.
    await banner.getByRole('link', { name: 'Exit' }).click()
    await draft.waitForURL(/\/docs\/server\/security$/)
    await draft.getByRole('heading', { level: 1 }).waitFor()
    await expect(draft.getByText('eps5530').count()).resolves.toBe(0)
    await expect(draft.getByRole('region', { name: /Draft preview/ }).count()).resolves.toBe(0)
    expect(read('docs/server/02-security.md')).not.toContain('eps5530')
    await draft.close()
    await page.close()
  })
})

describe('the admin page on a production server', () => {
  it('says local editing is off and why, accessibly in both colour schemes, and refuses writes', async () => {
    const production = await startSite({ env: { CONTENT_WATCH: 'false' } })
    try {
      const page = await browser.context.newPage()
      await page.goto(`${production.base}/admin`)
      const alert = page.getByRole('alert')
      await alert.waitFor()
      expect(await alert.textContent()).toContain('Local editing is off on a production server')
      expect(await axeViolations(page)).toEqual([])
      await page.emulateMedia({ colorScheme: 'dark' })
      expect(await axeViolations(page)).toEqual([])
      const write = await fetch(`${production.base}/api/admin/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      })
      expect(write.status).toBe(403)
      await page.close()
    } finally {
      await production.stop()
    }
  })

  it('with an editing secret, asks for it, refuses a wrong one and opens the CMS for the right one', async () => {
    const secret = 'an-editing-secret-for-the-browser-test-0123'
    const production = await startSite({ env: { CONTENT_WATCH: 'false', CMS_LOCAL_SECRET: secret } })
    try {
      const page = await browser.context.newPage()
      await page.goto(`${production.base}/admin`)
      const field = page.getByLabel('Editing secret')
      await field.waitFor()
      expect(await axeViolations(page)).toEqual([])
      await field.fill(secret.replace(/e/g, 'x'))
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.getByRole('alert').waitFor()
      expect(await page.getByRole('alert').textContent()).toBe('That is not the editing secret.')
      await page.getByLabel('Editing secret').fill(secret)
      await page.getByRole('button', { name: 'Log in' }).click()
      // Decap's own login step for its proxy backend, then its collections.
      const login = page.getByRole('button', { name: 'Login' })
      await login.waitFor()
      await login.click()
      await page.getByText('Sidebar categories').first().waitFor()
      await page.close()
    } finally {
      await production.stop()
    }
  })
})
