import fs from 'node:fs'
import path from 'node:path'
import { openBrowser, type Browser } from './support/browser'
import { eventually as waitFor } from './support/eventually'
import { copyBuiltProject } from './support/project-copy'
import { startSite, type RunningSite } from './support/server'

const SECRET = 'e2e-revalidate-secret'

// Regeneration runs real builds (contentlayer, search records) on a 2-core machine: allow minutes.
jest.setTimeout(300_000)

/** Rebuilds on this machine take a while: wait up to two minutes, looking twice a second. */
const eventually = <T>(read: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs = 120_000) =>
  waitFor(read, ok, timeoutMs, 500)

const text = async (url: string) => (await fetch(url)).text()

interface Running {
  copy: { dir: string; remove: () => void }
  site: RunningSite
}

/** A copy of the built project served by `npm start`'s launcher (watcher on or off). */
async function serveCopy(env: Record<string, string>): Promise<Running> {
  const copy = copyBuiltProject()
  try {
    const site = await startSite({ cwd: copy.dir, env: { REVALIDATE_SECRET: SECRET, ...env } })
    return { copy, site }
  } catch (error) {
    copy.remove()
    throw error
  }
}

async function stop(running: Running | undefined) {
  await running?.site.stop()
  running?.copy.remove()
}

describe('time-based regeneration with the content watcher', () => {
  let running: Running
  let browser: Browser

  beforeAll(async () => {
    running = await serveCopy({ CONTENT_WATCH: 'true', REVALIDATE_SECONDS: '1' })
    const output = await eventually(
      running.site.output,
      (log) => log.includes('content watcher: ready'),
      180_000,
    )
    expect(output).toContain('content watcher: ready')
    browser = await openBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await stop(running)
  })

  it('shows an edited page after the revalidate period, with its new heading in the table of contents', async () => {
    const { copy, site } = running
    fs.appendFileSync(
      path.join(copy.dir, 'content', 'docs', 'snapshots.md'),
      '\n\n## Freshly Added Section\n\nRegeneration marker alpha-7319.\n',
    )
    const html = await eventually(
      () => text(`${site.base}/docs/snapshots`),
      (body) => body.includes('alpha-7319'),
    )
    expect(html).toContain('alpha-7319')
    const page = await browser.context.newPage()
    await page.goto(`${site.base}/docs/snapshots`)
    await expect(page.getByText('Regeneration marker alpha-7319.').isVisible()).resolves.toBe(true)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByRole('link', { name: 'Freshly Added Section' }).getAttribute('href')).resolves.toBe(
      '#freshly-added-section',
    )
    await page.close()
  })
})

describe('on-demand regeneration through the webhook', () => {
  let running: Running
  // Long revalidate period: only the webhook can make these changes visible.
  beforeAll(async () => {
    running = await serveCopy({ CONTENT_WATCH: 'false', REVALIDATE_SECONDS: '3600' })
  })
  afterAll(async () => {
    await stop(running)
  })

  const webhook = (headers: Record<string, string>, body = '') =>
    fetch(`${running.site.base}/api/revalidate`, { method: 'POST', headers, body })

  it('refuses the webhook without the right secret and with a body it cannot parse', async () => {
    expect((await webhook({})).status).toBe(401)
    const wrong = await webhook({ 'x-revalidate-secret': 'nope' })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ message: expect.any(String) })
    const bad = await webhook(
      { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      '{not json',
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: expect.stringContaining('JSON') })
  })

  it('publishes an added page at once, and lists it in the sidebar of other pages', async () => {
    const { copy, site } = running
    fs.writeFileSync(
      path.join(copy.dir, 'content', 'docs', 'zz-added-by-test.md'),
      '---\ntitle: Added By Test\n---\n\nThis page was added while the server was running.\n',
    )
    const response = await webhook({ 'x-revalidate-secret': SECRET })
    expect(response.status).toBe(200)
    const page = await fetch(`${site.base}/docs/zz-added-by-test`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('added while the server was running')
    expect(await text(`${site.base}/docs/index`)).toContain('Added By Test')
  })

  it('answers a deleted page with 404', async () => {
    const { copy, site } = running
    fs.rmSync(path.join(copy.dir, 'content', 'docs', 'zz-added-by-test.md'))
    expect((await webhook({ 'x-revalidate-secret': SECRET })).status).toBe(200)
    const status = await eventually(
      async () => (await fetch(`${site.base}/docs/zz-added-by-test`)).status,
      (code) => code === 404,
      10_000,
    )
    expect(status).toBe(404)
  })
})
