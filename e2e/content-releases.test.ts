/**
 * Writers' edits reaching readers: content releases published by `content:publish` (directly, or
 * by `npm start`'s watcher) into the store a running server reads, and the revalidation webhook.
 * Every server here is a real production server on a copy of the built project.
 */
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { openBrowser, type Browser } from './support/browser'
import { eventually } from './support/eventually'
import { copyBuiltProject } from './support/project-copy'
import { publishContent } from './support/deployment'
import { editShown, searchHits } from './support/search'
import { startSite, type RunningSite } from './support/server'
import { siteConfig } from '../site.config'

const SECRET = 'e2e-revalidate-secret'

// Publishing runs contentlayer and renders every page on a 2-core machine: allow minutes.
jest.setTimeout(300_000)

const text = async (url: string) => (await fetch(url)).text()

interface Running {
  copy: { dir: string; remove: () => void }
  site: RunningSite
}

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

describe('npm start with the content watcher', () => {
  let running: Running
  let browser: Browser
  const snapshots = () => path.join(running.copy.dir, 'content', 'docs', 'snapshots.md')

  beforeAll(async () => {
    running = await serveCopy({ CONTENT_WATCH: 'true', REVALIDATE_SECONDS: '3600' })
    const output = await eventually(running.site.output, (log) => log.includes('(ready)'), 180_000)
    expect(output).toContain('watching content/, data/ and public/ (ready)')
    browser = await openBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await stop(running)
  })

  it('publishes a saved edit: the page, its table of contents and search show it', async () => {
    const { site } = running
    fs.appendFileSync(
      snapshots(),
      '\n\n## Freshly Added Section\n\nRegeneration marker alpha7319 in the text.\n',
    )
    const { html, hits } = await editShown(site.base, '/docs/snapshots', 'alpha7319')
    expect(html).toContain('alpha7319')
    expect(hits).toEqual([expect.objectContaining({ url: '/3.5.6/docs/snapshots#freshly-added-section' })])
    // The docs for AI assistants come from the same release.
    expect(await text(`${site.base}/docs/snapshots.md`)).toContain(
      '## Freshly Added Section\n\nRegeneration marker alpha7319 in the text.',
    )
    expect(await text(`${site.base}/llms-full.txt`)).toContain('Regeneration marker alpha7319')
    const page = await browser.context.newPage()
    await page.goto(`${site.base}/docs/snapshots`)
    await expect(page.getByText('Regeneration marker alpha7319 in the text.').isVisible()).resolves.toBe(true)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByRole('link', { name: 'Freshly Added Section' }).getAttribute('href')).resolves.toBe(
      '#freshly-added-section',
    )
    await page.close()
  })

  it('refuses a broken edit: readers keep the last good page and search keeps finding it', async () => {
    const { site } = running
    const good = fs.readFileSync(snapshots(), 'utf8')
    fs.writeFileSync(
      snapshots(),
      good.replace(/^title: .*$/m, 'title: [Snapshot builds') + '\n\nBroken marker beta5521.\n',
    )
    // The errors and the verdict are separate writes: wait for the verdict, which comes last.
    const log = await eventually(running.site.output, (output) => output.includes('not published'))
    expect(log).toMatch(/error: content\/docs\/snapshots\.md:\d+: invalid front matter/)
    expect(log).toContain('not published')
    const page = await fetch(`${site.base}/docs/snapshots`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('alpha7319')
    expect(html).not.toContain('beta5521')
    expect(await searchHits(site.base, 'alpha7319')).not.toEqual([])
    // Fixed, it is published again.
    fs.writeFileSync(snapshots(), `${good}\n\nRepaired marker gamma3310.\n`)
    expect(
      await eventually(
        () => text(`${site.base}/docs/snapshots`),
        (body) => body.includes('gamma3310'),
      ),
    ).toContain('gamma3310')
  })

  it("follows a renamed page into the sidebar and its neighbours' links, and a renamed category into every page", async () => {
    const { site } = running
    const docs = path.join(running.copy.dir, 'content', 'docs', 'server')
    const clustering = path.join(docs, '20-Clustering.mdx')
    fs.writeFileSync(
      clustering,
      fs.readFileSync(clustering, 'utf8').replace(/^title: Clustering$/m, 'title: Clustering zeta4411'),
    )
    // Events comes before Clustering: its "next" link carries the new title, as its sidebar does.
    const events = await eventually(
      () => text(`${site.base}/docs/server/Events`),
      (body) => /aria-label="Docs pages"[\s\S]*Clustering zeta4411/.test(body),
    )
    expect(events).toMatch(/<a[^>]*href="\/3\.5\.6\/docs\/server\/Clustering"[^>]*>Clustering zeta4411<\/a>/)

    fs.writeFileSync(path.join(docs, '_category_.json'), '{ "label": "Server eta2290", "position": 1 }\n')
    const security = await eventually(
      () => text(`${site.base}/docs/server/security`),
      (body) => body.includes('Server eta2290'),
    )
    // The breadcrumbs name the category too.
    expect(security).toMatch(/aria-label="Breadcrumbs"[\s\S]*Server eta2290/)
  })
})

describe('publishing with content:publish and the webhook', () => {
  let running: Running
  beforeAll(async () => {
    running = await serveCopy({ CONTENT_WATCH: 'false', REVALIDATE_SECONDS: '3600' })
  })
  afterAll(async () => {
    await stop(running)
  })

  const webhook = (headers: Record<string, string>, body = '') =>
    fetch(`${running.site.base}/api/revalidate`, { method: 'POST', headers, body })

  it('refuses a missing secret, a wrong one of the same length, a wrong signature and a bad body', async () => {
    const missing = await webhook({})
    expect(missing.status).toBe(401)
    const wrong = await webhook({ 'x-revalidate-secret': SECRET.replace(/.$/, 'X') })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ message: 'Wrong secret.', status: 401 })
    const push = '{"ref":"refs/heads/main"}'
    const badSignature = `sha256=${createHmac('sha256', 'another-secret-value!').update(push).digest('hex')}`
    expect((await webhook({ 'x-hub-signature-256': badSignature }, push)).status).toBe(401)
    const bad = await webhook(
      { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      '{not json',
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: expect.stringContaining('JSON') })
    expect((await fetch(`${running.site.base}/api/revalidate`)).headers.get('allow')).toBe('POST')
  })

  it('publishes an added page at once, lists it in the sidebar of other pages, and answers with what it regenerated', async () => {
    const { copy, site } = running
    fs.writeFileSync(
      path.join(copy.dir, 'content', 'docs', 'zz-added-by-test.md'),
      '---\ntitle: Added By Test\n---\n\nThis page was added while the server was running: delta8812.\n',
    )
    const published = await publishContent(copy.dir, { SITE_URL: site.origin, REVALIDATE_SECRET: SECRET })
    expect(published.output).toContain('changed: ')
    expect(published.code).toBe(0)
    expect(published.output).toMatch(/content: site on \S+, regenerated: .*\/docs\/zz-added-by-test/)
    const page = await fetch(`${site.base}/docs/zz-added-by-test`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('delta8812')
    expect(await text(`${site.base}/docs/index`)).toContain('Added By Test')
    expect(await searchHits(site.base, 'delta8812')).not.toEqual([])
    expect(await text(`${site.base}/llms.txt`)).toContain(
      `[Added By Test](${siteConfig.url}/3.5.6/docs/zz-added-by-test.md)`,
    )
  })

  it('checks a publish with nothing cached (every page compiled in worker threads) as fully: a page that does not parse or shows a missing image is refused, named with its line', async () => {
    const { copy, site } = running
    fs.rmSync(path.join(copy.dir, '.contentlayer', '.publish-cache'), { recursive: true, force: true })
    const snapshots = path.join(copy.dir, 'content', 'docs', 'snapshots.md')
    const overview = path.join(copy.dir, 'content', 'docs', '80-actuator-endpoints-overview.mdx')
    const originals = [snapshots, overview].map((file) => [file, fs.readFileSync(file, 'utf8')] as const)
    try {
      fs.appendFileSync(snapshots, '\n\nAn unclosed element epsilon4417: <div>\n')
      fs.appendFileSync(overview, '\n\n![A diagram](./missing-diagram-zeta.png)\n')
      const refused = await publishContent(copy.dir, {}, ['--no-notify'])
      expect(refused.code).not.toBe(0)
      expect(refused.output).toMatch(/error: content\/docs\/snapshots\.md:\d+: cannot parse markdown/)
      expect(refused.output).toMatch(
        /error: content\/docs\/80-actuator-endpoints-overview\.mdx:\d+: image \.\/missing-diagram-zeta\.png not found/,
      )
      expect(refused.output).toContain('not published')
      expect(await text(`${site.base}/docs/snapshots`)).not.toContain('epsilon4417')
    } finally {
      for (const [file, text] of originals) fs.writeFileSync(file, text)
    }
  })

  it('takes a signed Git host event as "bring the pages up to the current release", and never answers with server paths', async () => {
    const push = JSON.stringify({ ref: 'refs/heads/main', commits: [{ id: 'abc' }] })
    const signature = `sha256=${createHmac('sha256', SECRET).update(push).digest('hex')}`
    const response = await webhook(
      { 'x-hub-signature-256': signature, 'content-type': 'application/json' },
      push,
    )
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { release: string; revalidated: string[]; failed: string[] }
    expect(answer).toEqual({
      release: expect.stringMatching(/^\d{8}T\d{9}Z-/),
      revalidated: expect.any(Array),
      failed: [],
    })
    expect(JSON.stringify(answer)).not.toContain(running.copy.dir)
  })

  it('answers a deleted page with 404, and rolls back to bring it back', async () => {
    const { copy, site } = running
    fs.rmSync(path.join(copy.dir, 'content', 'docs', 'zz-added-by-test.md'))
    const env = { SITE_URL: site.origin, REVALIDATE_SECRET: SECRET }
    expect((await publishContent(copy.dir, env)).code).toBe(0)
    expect((await fetch(`${site.base}/docs/zz-added-by-test`)).status).toBe(404)
    const rolledBack = await publishContent(copy.dir, env, ['--rollback'])
    expect(rolledBack.output).toContain('rolled back from')
    expect(rolledBack.code).toBe(0)
    const status = await eventually(
      async () => (await fetch(`${site.base}/docs/zz-added-by-test`)).status,
      (code) => code === 200,
    )
    expect(status).toBe(200)
  })
})
