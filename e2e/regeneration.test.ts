import fs from 'node:fs'
import path from 'node:path'
import { openBrowser, type Browser } from './support/browser'
import { copyBuiltProject } from './support/project-copy'
import { startSite, type RunningSite } from './support/server'

const SECRET = 'e2e-revalidate-secret'
let copy: { dir: string; remove: () => void }
let site: RunningSite
let browser: Browser

async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (!ok(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    last = await read()
  }
  return last
}

const text = async (url: string) => (await fetch(url)).text()
const webhook = (headers: Record<string, string>, body = '') =>
  fetch(`${site.base}/api/revalidate`, { method: 'POST', headers, body })

// Regeneration runs real builds (contentlayer, search records) on a 2-core machine: allow minutes.
jest.setTimeout(300_000)

beforeAll(async () => {
  copy = copyBuiltProject()
  site = await startSite({
    cwd: copy.dir,
    env: { CONTENT_WATCH: 'true', REVALIDATE_SECRET: SECRET, REVALIDATE_SECONDS: '1' },
  })
  browser = await openBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  copy?.remove()
})

describe('incremental regeneration on a running production server', () => {
  it('shows an edited page after the revalidate period, with its new heading in the table of contents', async () => {
    const file = path.join(copy.dir, 'content', 'docs', 'snapshots.md')
    fs.appendFileSync(file, '\n\n## Freshly Added Section\n\nRegeneration marker alpha-7319.\n')
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

  it('publishes an added page at once through the webhook, and lists it in the sidebar', async () => {
    fs.writeFileSync(
      path.join(copy.dir, 'content', 'docs', 'zz-added-by-test.md'),
      '---\ntitle: Added By Test\n---\n\nThis page was added while the server was running.\n',
    )
    const response = await webhook({ 'x-revalidate-secret': SECRET })
    expect(response.status).toBe(200)
    const page = await fetch(`${site.base}/docs/zz-added-by-test`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('added while the server was running')
    const other = await eventually(
      () => text(`${site.base}/docs/index`),
      (body) => body.includes('Added By Test'),
    )
    expect(other).toContain('Added By Test')
  })

  it('answers a deleted page with 404 after the webhook', async () => {
    fs.rmSync(path.join(copy.dir, 'content', 'docs', 'zz-added-by-test.md'))
    expect((await webhook({ 'x-revalidate-secret': SECRET })).status).toBe(200)
    const status = await eventually(
      async () => (await fetch(`${site.base}/docs/zz-added-by-test`)).status,
      (code) => code === 404,
    )
    expect(status).toBe(404)
  })
})
