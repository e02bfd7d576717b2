import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { FsReleaseStore } from '../lib/releases/fs-store'
import { axeViolations } from './support/axe'
import { openBrowser, type Browser } from './support/browser'
import { hydrated } from './support/chrome'
import { copyBuiltProject } from './support/project-copy'
import { searchHits } from './support/search'
import { siteConfig } from '../site.config'
import { startSite, type RunningSite } from './support/server'

/**
 * The Docusaurus content format, end to end: the fixture tree (e2e/fixtures/docusaurus-content) is
 * put into a copy of the built project, published by the real pipeline (`content:publish`: the
 * content check, contentlayer, the pages and the search records of a content release) and served
 * by the production server; the assertions read the rendered HTML.
 */

// A content build and a server on a 2-core machine: allow minutes.
jest.setTimeout(300_000)

const FIXTURE = path.join(__dirname, 'fixtures', 'docusaurus-content')

let copy: { dir: string; remove: () => void }
let site: RunningSite
let browser: Browser

/** `node scripts/run-step.mjs <step> [args]` (what `npm run check:content` and `content:publish` run) in `dir`. */
function run(dir: string, step: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(dir, 'scripts', 'run-step.mjs'), step, ...args], {
    cwd: dir,
    env: { ...process.env, PWD: dir, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  })
}

/** Copies the fixture tree over content/, appending its authors to the site's authors.yml. */
function addFixture(dir: string) {
  const content = path.join(dir, 'content')
  fs.cpSync(path.join(FIXTURE, 'docs'), path.join(content, 'docs'), { recursive: true })
  fs.copyFileSync(path.join(FIXTURE, 'component-stubs.yml'), path.join(content, 'component-stubs.yml'))
  for (const entry of fs.readdirSync(path.join(FIXTURE, 'blog'))) {
    const from = path.join(FIXTURE, 'blog', entry)
    if (entry === 'authors.yml') {
      fs.appendFileSync(path.join(content, 'blog', 'authors.yml'), `\n${fs.readFileSync(from, 'utf8')}`)
    } else {
      fs.cpSync(from, path.join(content, 'blog', entry), { recursive: true })
    }
  }
}

const SECRET = 'e2e-docusaurus-format-secret'

beforeAll(async () => {
  copy = copyBuiltProject()
  addFixture(copy.dir)
  const check = run(copy.dir, 'check-content')
  expect(`${check.stdout}${check.stderr}`).toMatch(/content check: \d+ files, 0 errors, 0 warnings/)
  site = await startSite({ cwd: copy.dir, env: { REVALIDATE_SECRET: SECRET } })
  // Publishing makes the fixture a content release; the server regenerates the pages it changed
  // (every doc page: the sidebar has the fixture's pages now) and says which.
  const publish = run(copy.dir, 'content-publish', [], {
    SITE_URL: site.origin,
    REVALIDATE_SECRET: SECRET,
  })
  expect(`${publish.stdout}${publish.stderr}`).toMatch(
    /content: site on \S+, regenerated: .*\/blog .*\/docs\/snapshots/,
  )
  browser = await openBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  copy?.remove()
})

const get = (route: string) => fetch(`${site.base}${route}`, { redirect: 'manual' })
const html = async (route: string) => {
  const response = await get(route)
  expect([route, response.status]).toEqual([route, 200])
  return response.text()
}
/** The content HTML of a page (what MdxContent renders) and what follows it. */
const content = (page: string) => page.slice(page.indexOf('data-page-html'))
/** The page's table of contents. */
const tableOfContents = (page: string) => /<nav aria-labelledby="toc-title".*?<\/nav>/s.exec(page)?.[0] ?? ''

describe('the content check on Docusaurus-format content', () => {
  it('fails an unknown import with file, line, the component and how to register one, naming no library', () => {
    const bad = path.join(copy.dir, 'content', 'docs', 'fixture', 'zz-unknown-import.mdx')
    fs.writeFileSync(
      bad,
      "---\ntitle: Bad\n---\n\nimport Fancy from '@site/src/components/Fancy';\n\n<Fancy />\n",
    )
    try {
      const check = run(copy.dir, 'check-content')
      const output = `${check.stdout}${check.stderr}`
      expect(check.status).toBe(1)
      expect(output).toContain('error: content/docs/fixture/zz-unknown-import.mdx:5: unknown component Fancy')
      expect(output).toContain('content/README.md')
      expect(output).not.toMatch(/contentlayer|esbuild|possibly a bug/i)
    } finally {
      fs.rmSync(bad)
    }
  })

  it('fails a Mermaid diagram that does not draw with file, line of its fence and the reason', () => {
    const bad = path.join(copy.dir, 'content', 'docs', 'fixture', 'zz-broken-diagram.md')
    fs.writeFileSync(bad, '---\ntitle: Bad\n---\n\nText\n\n```mermaid\nflowchart XY\n  A --> B\n```\n')
    try {
      const check = run(copy.dir, 'check-content')
      const output = `${check.stdout}${check.stderr}`
      expect(check.status).toBe(1)
      expect(output).toContain(
        'error: content/docs/fixture/zz-broken-diagram.md:7: mermaid diagram does not draw: line 1 of the diagram: flowchart: Invalid mermaid header: "flowchart XY"',
      )
    } finally {
      fs.rmSync(bad)
    }
  })

  it("fails a diagram that Mermaid's grammar refuses, drawn at publish or in the browser, with the line in the diagram", () => {
    const bad = path.join(copy.dir, 'content', 'docs', 'fixture', 'zz-unparsable-diagram.md')
    fs.writeFileSync(
      bad,
      '---\ntitle: Bad\n---\n\n```mermaid\nsequenceDiagram\n  A->>B: hi\n  A->>>B hi\n```\n\n```mermaid\npie title Health\n  "UP" 7\n```\n',
    )
    try {
      const check = run(copy.dir, 'check-content')
      const output = `${check.stdout}${check.stderr}`
      expect(check.status).toBe(1)
      expect(output).toMatch(
        /error: content\/docs\/fixture\/zz-unparsable-diagram\.md:5: mermaid diagram does not parse: line 3 of the diagram: Mermaid cannot parse "A->>>B hi"/,
      )
      expect(output).toMatch(
        /error: content\/docs\/fixture\/zz-unparsable-diagram\.md:11: mermaid diagram does not parse: line 2 of the diagram: Mermaid cannot parse ""UP" 7"/,
      )
    } finally {
      fs.rmSync(bad)
    }
  })
})

describe('theme imports', () => {
  let page: string
  beforeAll(async () => {
    page = content(await html('/docs/fixture/theme-components'))
  })

  it('renders Tabs as an ARIA tablist with the default tab selected and the other panels hidden', () => {
    expect(page).toMatch(/<div role="tablist"/)
    expect(page).toMatch(/aria-selected="true" tabindex="0" data-tab-value="gradle"/)
    expect(page).toMatch(/<div role="tabpanel"[^>]*hidden=""[^>]*data-tab-panel="maven"/)
    expect(page).toContain('data-group-id="build-tool" data-query-key="build-tool"')
  })

  it('renders Admonition, CodeBlock, Details, Link, useBaseUrl, a partial and DocCardList', () => {
    expect(page).toContain('<p class="admonition-title">Component title</p>')
    expect(page).toMatch(/<figcaption data-rehype-pretty-code-title=""[^>]*>Hello\.java<\/figcaption>/)
    expect(page).toMatch(/<code data-line-numbers=""[^>]*data-language="java"/)
    expect(page).toContain('<summary>More about details</summary>')
    expect(page).toContain('<a href="/3.5.6/docs/fixture/markdown">Go to the markdown page</a>')
    expect(page).toContain('src="/3.5.6/img/logo.svg" alt="Logo through useBaseUrl"')
    expect(page).toContain('This sentence comes from a partial file.')
    // The cards of the page's own category (the fixture folder), not of the whole sidebar.
    const cards = /<ul class="doc-cards[^"]*">.*?<\/ul>/s.exec(page)?.[0] ?? ''
    expect(cards).toContain('Markdown Features')
    expect(cards).not.toContain('Installation and Setup')
  })
})

describe('tabs in the browser', () => {
  let page: Page
  beforeEach(async () => {
    page = await browser.context.newPage()
  })
  afterEach(async () => {
    await page.close()
  })
  const tab = (group: number, name: string) => page.getByRole('tablist').nth(group).getByRole('tab', { name })
  const panelText = (text: string) => page.getByText(text)

  it('switches its panel and the other tabs of the same group, remembers the choice and puts it in the URL', async () => {
    await page.goto(`${site.base}/docs/fixture/theme-components`)
    await hydrated(page)
    await expect(panelText('Gradle text in the first group.').isVisible()).resolves.toBe(true)
    await tab(0, 'Maven').click()
    await expect(panelText('Maven text in the first group.').isVisible()).resolves.toBe(true)
    await expect(panelText('Gradle text in the first group.').isVisible()).resolves.toBe(false)
    await expect(tab(1, 'Maven').getAttribute('aria-selected')).resolves.toBe('true')
    await expect(panelText('Maven text in the second group.').isVisible()).resolves.toBe(true)
    expect(new URL(page.url()).searchParams.get('build-tool')).toBe('maven')

    await page.goto(`${site.base}/docs/fixture/theme-components`)
    await hydrated(page)
    await page.waitForFunction(
      () => document.querySelector('[data-tab-value="maven"]')?.getAttribute('aria-selected') === 'true',
    )
    await expect(panelText('Maven text in the second group.').isVisible()).resolves.toBe(true)
  })

  it('selects the tab named in the URL and follows the keyboard (arrows, Home, End)', async () => {
    await page.goto(`${site.base}/docs/fixture/theme-components?build-tool=gradle`)
    await hydrated(page)
    await page.waitForFunction(
      () => document.querySelector('[data-tab-value="gradle"]')?.getAttribute('aria-selected') === 'true',
    )
    await tab(0, 'Gradle').focus()
    await page.keyboard.press('ArrowLeft')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Maven')
    await expect(tab(0, 'Maven').getAttribute('aria-selected')).resolves.toBe('true')
    await page.keyboard.press('End')
    await expect(tab(0, 'Gradle').getAttribute('aria-selected')).resolves.toBe('true')
    await page.keyboard.press('ArrowRight')
    await expect(tab(0, 'Maven').getAttribute('aria-selected')).resolves.toBe('true')
    await expect(tab(0, 'Gradle').getAttribute('tabindex')).resolves.toBe('-1')
  })
})

describe('markdown features', () => {
  let full: string
  let page: string
  beforeAll(async () => {
    full = await html('/docs/fixture/markdown')
    page = content(full)
  })

  it('takes heading ids from {#custom-id}, also in the table of contents', () => {
    expect(page).toMatch(/<h2 id="custom-id"[^>]*>Explicit Id</)
    expect(page).not.toContain('{#custom-id}')
    expect(tableOfContents(full)).toContain('href="#custom-id"')
  })

  it('renders admonition titles in both forms and nested admonitions', () => {
    expect(page).toContain('<p class="admonition-title">Bracket title</p>')
    expect(page).toContain('<p class="admonition-title">Space title</p>')
    expect(page).toMatch(
      /admonition-warning.*<p class="admonition-title">Outer<\/p><div class="admonition-content">\s*<p>Outer admonition\.<\/p>\s*<div class="admonition admonition-note"/s,
    )
    expect(page).toContain('<p class="admonition-title">JSX in md</p>')
  })

  it('highlights lines from {1,3-4} and the magic comments, which it removes', () => {
    const blocks = page.split('<figure data-rehype-pretty-code-figure').slice(1)
    const highlighted = blocks.map((block) => block.match(/data-highlighted-line/g)?.length ?? 0)
    expect(highlighted).toEqual([3, 3])
    expect(blocks[0]).toMatch(/<code data-line-numbers=""/)
    expect(page).not.toContain('highlight-next-line')
    expect(page).not.toContain('highlight-start')
  })

  it('keeps <details>, drops HTML comments, and limits the table of contents to toc_max_heading_level', () => {
    expect(page).toContain('<details><summary>Native details</summary>')
    expect(page).not.toContain('an HTML comment')
    expect(tableOfContents(full)).toContain('href="#third-level"')
    expect(tableOfContents(full)).not.toContain('href="#fourth-level-not-in-toc"')
  })
})

describe('front matter and folders', () => {
  it('applies id, sidebar label and class, hide_title, hide_table_of_contents, head metadata, last update and pagination', async () => {
    const page = await html('/docs/fixture/renamed-by-id')
    expect(page).toMatch(/<h1 class="[^"]*sr-only[^"]*">Front Matter Title<\/h1>/)
    expect(page).not.toContain('aria-labelledby="toc-title"')
    expect(page).toMatch(/<li class="fixture-special-item"><a[^>]*>Sidebar Label From Front Matter<\/a>/)
    expect(page).toContain('<meta name="keywords" content="fixture, front matter"')
    expect(page).toContain('<meta name="description" content="A page that uses the Docusaurus front matter."')
    expect(page).toMatch(/<meta property="og:image" content="[^"]+\/3\.5\.6\/img\/logo\.svg"/)
    expect(page).toMatch(
      /Last updated<!-- --> on <time dateTime="2025-01-15">15 January 2025<\/time> by Fixture Writer/,
    )
    const pagination = page.slice(page.indexOf('aria-label="Docs pages"'))
    expect(pagination).toMatch(/rel="prev"/)
    expect(pagination).toContain('Markdown Features')
    expect(pagination).not.toMatch(/rel="next"/)
  })

  it('serves absolute and relative slugs', async () => {
    expect(await html('/docs/fixture-absolute')).toContain('Served at an absolute slug.')
    expect(await html('/docs/fixture/relative-slug-page')).toContain(
      'Served at a slug relative to its folder.',
    )
  })

  it('leaves drafts out of the production build', async () => {
    expect((await get('/docs/fixture/draft')).status).toBe(404)
    expect((await get('/blog/2025/01/05/draft-post')).status).toBe(404)
  })

  it('builds unlisted pages with noindex but lists them nowhere: sidebar, sitemap, search', async () => {
    const unlisted = await html('/docs/fixture/unlisted')
    expect(unlisted).toContain('<meta name="robots" content="noindex, nofollow"')
    const other = await html('/docs/fixture/markdown')
    expect(other).not.toContain('Unlisted Page')
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain('/3.5.6/docs/fixture/markdown</loc>')
    expect(sitemap).not.toContain('unlisted')
    // The search records of the release the server serves (the copy's release store).
    const store = new FsReleaseStore(path.join(copy.dir, '.content-releases', siteConfig.version))
    const current = await store.read((await store.currentId()) ?? '')
    const records = JSON.stringify(current?.search.records)
    expect(records).toContain('Markdown Features')
    expect(records).not.toContain('zebra-5521')
    expect(records).not.toContain('Unlisted Post')
  })

  it('reads _category_.yml and _category_.json: generated index, doc link, collapsed, collapsible, className', async () => {
    const index = await html('/docs/category/fixture-overview')
    expect(index).toMatch(/<h1[^>]*>Fixture overview<\/h1>/)
    expect(index).toContain('Every page of the Docusaurus format fixture.')
    expect(index).toMatch(/class="doc-card".*Markdown Features/s)
    expect(index).toContain('/3.5.6/docs/fixture/linked/landing')

    // `collapsed: true`, but a page inside the category shows it expanded.
    const inside = await html('/docs/fixture-absolute')
    expect(inside).toContain('<li class="fixture-category">')
    expect(inside).toContain(
      `aria-expanded="true" aria-label="Collapse sidebar category &#x27;Docusaurus Fixture&#x27;"`,
    )
    const elsewhere = await html('/docs/fixture/linked/other')
    expect(elsewhere).toMatch(
      /<a[^>]*href="\/3\.5\.6\/docs\/fixture\/linked\/landing"[^>]*>Linked Category<\/a>/,
    )
    // collapsible: false: no toggle for the linked category.
    expect(elsewhere).not.toContain('sidebar category &#x27;Linked Category&#x27;')
    // The linked doc is the category's label, not one of its items.
    expect(elsewhere).not.toMatch(/>Linked Landing<\/a>/)
  })

  it("sends links to docs files to those docs' routes (slug, category doc), as Docusaurus does", async () => {
    const page = content(await html('/docs/fixture/linked/other'))
    expect(page).toMatch(/<a href="\/3\.5\.6\/docs\/fixture-absolute">the slug page<\/a>/)
    expect(page).toMatch(/<a href="\/3\.5\.6\/docs\/fixture\/linked\/landing">the category&#x27;s doc<\/a>/)
    expect(page).toMatch(/<a href="\/3\.5\.6\/docs\/fixture\/linked\/landing">the section landing<\/a>/)
  })

  it('starts a collapsed category collapsed on a page outside it', async () => {
    const page = await browser.context.newPage()
    try {
      await page.goto(`${site.base}/docs/snapshots`)
      await hydrated(page)
      const toggle = page.getByRole('button', { name: "Expand sidebar category 'Docusaurus Fixture'" })
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    } finally {
      await page.close()
    }
  })
})

describe('a page moved from a Docusaurus site', () => {
  let page: string
  beforeAll(async () => {
    page = content(await html('/docs/fixture/migrated'))
  })

  it("lists the page's headings where <TOCInline toc={toc} /> stands, each h3 under its h2", () => {
    expect(page).toMatch(
      /<div class="toc-inline"><ul><li><a href="#first-section">First Section<\/a><ul><li><a href="#a-subsection">A Subsection<\/a><\/li><\/ul><\/li><li><a href="#second-section">Second Section<\/a><\/li><\/ul><\/div>/,
    )
    expect(page).toMatch(/<h3 id="a-subsection"/)
  })

  it("shows a stubbed wrapper's children, and nothing of a stubbed childless component", () => {
    expect(page).toContain('<p>Text inside a stubbed wrapper.</p>')
    expect(page).not.toMatch(/BrowserWindow|ColorGenerator|localhost:3000/)
  })

  it('serves a pathname:// link as the site path under the version', () => {
    expect(page).toContain('<a href="/3.5.6/sitemap.xml">sitemap</a>')
  })

  it('serves files beside the page that a link or a require() names, as Docusaurus copies them as assets', async () => {
    const docx = '/3.5.6/api/content-assets/docs/fixture/files/checklist.docx'
    expect(page).toContain(`<a href="${docx}">the release checklist</a>`)
    expect(page).toContain(`<a target="_blank" href="${docx}">download the checklist</a>`)
    expect(page).toMatch(
      /<img src="\/3\.5\.6\/api\/content-assets\/docs\/fixture\/files\/dot\.svg" alt="Fixture dot"/,
    )
    const response = await fetch(`${site.origin}${docx}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(await response.text()).toContain('fixture stand-in for a Word document')
    const markdown = await (await fetch(`${site.base}/docs/fixture/migrated.md`)).text()
    expect(markdown).toMatch(
      /\[the release checklist\]\(https?:\/\/[^/)]+\/3\.5\.6\/api\/content-assets\/docs\/fixture\/files\/checklist\.docx\)/,
    )
  })
})

describe('blog', () => {
  it('serves a folder post at its dated URL with the image beside it, authors and tags', async () => {
    const page = await html('/blog/2025/01/02/folder-post')
    const image = /<img src="([^"]+)" alt="Diagram beside the post" width="120" height="60"/.exec(page)?.[1]
    expect(image).toBe('/3.5.6/api/content-assets/blog/2025-01-02-folder-post/diagram.svg')
    const response = await fetch(`${site.origin}${image}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(page).toContain('<a href="https://example.org/fixture-author"')
    expect(page).toContain('Fixture Author')
    expect(page).toContain('Inline Person')
    expect(page).toContain('href="/3.5.6/blog/tags/release-notes"')
    expect(page).not.toContain('data-truncate')
    expect(page).toContain('After the truncate marker.')
  })

  it('refuses content assets of types it does not serve or outside content/', async () => {
    expect((await fetch(`${site.base}/api/content-assets/blog/2025-01-03-file-post.mdx`)).status).toBe(404)
    expect((await fetch(`${site.base}/api/content-assets/..%2Fpackage.json`)).status).toBe(404)
    expect((await fetch(`${site.base}/api/content-assets/blog/missing.png`)).status).toBe(404)
    // The content's own data files are not assets.
    expect((await fetch(`${site.base}/api/content-assets/docs/fixture/linked/_category_.json`)).status).toBe(
      404,
    )
    expect((await fetch(`${site.base}/api/content-assets/blog/authors.yml`)).status).toBe(404)
  })

  it('redirects the earlier /blog/<name> URLs permanently', async () => {
    for (const [from, to] of [
      ['/blog/folder-post', '/3.5.6/blog/2025/01/02/folder-post'],
      ['/blog/spring-boot-admin-3-5-6', '/3.5.6/blog/2025/11/03/spring-boot-admin-3-5-6'],
    ]) {
      const response = await get(from ?? '')
      expect([from, response.status]).toEqual([from, 308])
      expect(response.headers.get('location')).toBe(to)
    }
  })

  it('lists posts with their excerpt up to <!-- truncate -->, without unlisted and draft posts', async () => {
    const list = await html('/blog')
    expect(list).toContain('The excerpt of the folder post.')
    expect(list).not.toContain('After the truncate marker.')
    expect(list).toContain('Excerpt of the file post.')
    expect(list).not.toContain('Rest of the file post.')
    expect(list).toMatch(/Read more<span class="sr-only"> of “(<!-- -->)?Folder Post/)
    expect(list).not.toContain('Unlisted Post')
    expect(list).not.toContain('Draft Post')
    expect(await html('/blog/2025/01/04/unlisted-post')).toContain(
      '<meta name="robots" content="noindex, nofollow"',
    )
  })

  it('has tag pages', async () => {
    const tags = await html('/blog/tags')
    expect(tags).toMatch(/href="\/3\.5\.6\/blog\/tags\/fixture"[^>]*>fixture<!-- --> \(<!-- -->2<!-- -->\)/)
    const tag = await html('/blog/tags/fixture')
    expect(tag).toContain('Posts tagged “fixture”')
    expect(tag).toContain('Folder Post')
    expect(tag).toContain('File Post')
    expect(tag).not.toContain('Spring Boot Admin 3.5.6 released')
  })

  it('keeps the feeds in shape, with the dated URLs and the authors from authors.yml', async () => {
    const rss = await (await get('/blog/rss.xml')).text()
    expect(rss).toMatch(
      /<item>\s*<title>Folder Post<\/title>\s*<link>[^<]+\/3\.5\.6\/blog\/2025\/01\/02\/folder-post<\/link>\s*<guid isPermaLink="true">[^<]+<\/guid>\s*<pubDate>Thu, 02 Jan 2025 00:00:00 GMT<\/pubDate>\s*<dc:creator>Fixture Author<\/dc:creator>\s*<dc:creator>Inline Person<\/dc:creator>\s*<\/item>/,
    )
    expect(rss).not.toContain('Unlisted Post')
    const atom = await (await get('/blog/atom.xml')).text()
    expect(atom).toMatch(
      /<entry>\s*<title>File Post<\/title>\s*<id>[^<]+\/blog\/2025\/01\/03\/file-post<\/id>/,
    )
  })
})

describe('Mermaid diagrams', () => {
  const route = '/docs/fixture/diagrams'
  let page: Page
  /** The scripts a page downloaded, by URL. */
  let scripts: string[]
  beforeAll(async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin })
  })
  beforeEach(async () => {
    page = await browser.context.newPage()
    scripts = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
  })
  afterEach(async () => {
    await page.close()
  })

  /** The contrast ratio of a text colour on a background colour (WCAG), computed by the browser's own colour parser. */
  const contrastOf = (text: string, background: string) =>
    page.evaluate(
      ([foreground, back]) => {
        const canvas = document.createElement('canvas')
        canvas.width = canvas.height = 1
        const context = canvas.getContext('2d', { willReadFrequently: true })
        const luminance = (color: string) => {
          if (!context) return 0
          context.clearRect(0, 0, 1, 1)
          context.fillStyle = color
          context.fillRect(0, 0, 1, 1)
          const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
          const channel = (value: number) => {
            const c = value / 255
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
          }
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
        }
        const [light, dark] = [luminance(foreground ?? ''), luminance(back ?? '')].sort((a, b) => b - a)
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
      },
      [text, background] as const,
    )
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  /** The fill of every text of the visible drawing in `selector`. */
  const textFills = (selector: string) =>
    page.evaluate(
      (within) =>
        Array.from(document.querySelectorAll<SVGTextElement>(`${within} text`))
          .filter((text) => text.getClientRects().length > 0 && (text.textContent ?? '').trim() !== '')
          .map((text) => getComputedStyle(text).fill),
      selector,
    )

  it('serves the flowchart as an SVG image with its name in the HTML, and keeps its text out of search', async () => {
    const body = content(await html(route))
    expect(body).toMatch(
      /<figure class="mermaid-diagram" data-mermaid-diagram="svg"><svg [^>]*role="img" aria-label="Fixture flowchart of a registration"/,
    )
    expect(body).toContain('<title id="mermaid-')
    expect(body).not.toContain('fonts.googleapis.com')
    // The gantt chart is left to the browser: no SVG, its source in an open disclosure.
    expect(body).toMatch(
      /data-mermaid-diagram="browser" data-mermaid-label="Fixture release plan"><div class="mermaid-canvas"/,
    )
    expect(await searchHits(site.base, 'Xylocarp')).toEqual([])
    // The disclosure's summary is no record of its own (the page title and headings still match the words).
    const { appId, searchKey, indexName, apiPath } = siteConfig.search.embedded
    const answer = await fetch(`${site.base}${apiPath}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
      body: JSON.stringify({ requests: [{ indexName, query: 'Diagram source', hitsPerPage: 100 }] }),
    })
    const { results } = (await answer.json()) as {
      results: Array<{ hits: Array<{ content: string | null }> }>
    }
    expect(
      results[0]?.hits.map((hit) => hit.content).filter((text) => text?.includes('Diagram source')),
    ).toEqual([])
    const filler = await searchHits(site.base, 'Filler paragraph gantt')
    expect(filler.some((hit) => hit.url.includes('/docs/fixture/diagrams'))).toBe(true)
  })

  it('loads no Mermaid code on a page without a diagram, even scrolled to its end', async () => {
    await page.goto(`${site.base}/docs/fixture/markdown`)
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
    const bodies = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())))
    expect(scripts.length).toBeGreaterThan(0)
    // Mermaid's own chunk and the module that draws with it (lib/chrome/mermaid-diagrams.ts).
    expect(
      bodies.filter((body) => body.includes('sequenceDiagram') || body.includes('mermaid-drawn')),
    ).toEqual([])
  })

  it('draws the gantt chart once it is scrolled to, with its name, and shows its source until then', async () => {
    await page.goto(`${site.base}${route}`)
    await hydrated(page)
    const gantt = page.locator('[data-mermaid-diagram="browser"]')
    const source = gantt.locator('details.mermaid-source')
    expect(await source.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
    expect(await gantt.locator('svg').count()).toBe(0)
    const before = scripts.length
    await gantt.scrollIntoViewIfNeeded()
    const drawn = gantt.locator('svg[data-mermaid-theme="light"]')
    await drawn.waitFor()
    expect(scripts.length).toBeGreaterThan(before)
    expect(await drawn.getAttribute('role')).toBe('img')
    expect(await drawn.getAttribute('aria-label')).toBe('Fixture release plan')
    expect(await drawn.textContent()).toContain('Write the pages')
    expect(await source.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
    const background = await pageBackground()
    for (const fill of await textFills('[data-mermaid-diagram="browser"]')) {
      expect([fill, await contrastOf(fill, background)]).toEqual([fill, expect.any(Number)])
      expect(await contrastOf(fill, background)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('shows readable variants in dark mode', async () => {
    await page.goto(`${site.base}${route}`)
    await hydrated(page)
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    const background = await pageBackground()
    expect(await contrastOf(background, '#000')).toBeLessThan(1.2)
    const flowchart = await textFills('[data-mermaid-diagram="svg"] > svg')
    expect(flowchart.length).toBeGreaterThan(2)
    for (const fill of flowchart) expect(await contrastOf(fill, background)).toBeGreaterThanOrEqual(4.5)
    const gantt = page.locator('[data-mermaid-diagram="browser"]')
    await gantt.scrollIntoViewIfNeeded()
    await gantt.locator('svg[data-mermaid-theme="dark"]').waitFor()
    expect(await gantt.locator('svg[data-mermaid-theme="light"]').isVisible()).toBe(false)
    const ganttFills = await textFills('[data-mermaid-diagram="browser"]')
    expect(ganttFills.length).toBeGreaterThan(2)
    for (const fill of ganttFills) expect(await contrastOf(fill, background)).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['a phone', { width: 412, height: 823 }, '--section-narrow'],
    ['a desktop', { width: 1350, height: 940 }, '--section-wide'],
  ])(
    "reserves about the height of a diagram's section on %s until it is drawn",
    async (_, viewport, estimate) => {
      await page.setViewportSize(viewport)
      await page.goto(`${site.base}${route}`)
      await hydrated(page)
      const { reserved, real } = await page.evaluate((property) => {
        const section = document.querySelector<HTMLElement>('.section-body:has([data-mermaid-diagram="svg"])')
        if (!section) return { reserved: 0, real: 1 }
        const rem = parseFloat(section.style.getPropertyValue(property)) * 16
        section.style.contentVisibility = 'visible'
        return { reserved: rem, real: section.getBoundingClientRect().height }
      }, estimate)
      expect(reserved / real).toBeGreaterThan(0.85)
      expect(reserved / real).toBeLessThan(1.8)
    },
  )

  it.each(['light', 'dark'])(
    'passes an accessibility scan of the diagrams, drawn, in %s mode',
    async (mode) => {
      await page.goto(`${site.base}${route}`)
      await hydrated(page)
      if (mode === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'))
      const gantt = page.locator('[data-mermaid-diagram="browser"]')
      await gantt.scrollIntoViewIfNeeded()
      await gantt.locator(`svg[data-mermaid-theme="${mode}"]`).waitFor()
      expect(await axeViolations(page, '.mermaid-diagram')).toEqual([])
    },
  )

  it("copies the diagram's source from its disclosure", async () => {
    await page.goto(`${site.base}${route}`)
    await hydrated(page)
    const figure = page.locator('[data-mermaid-diagram="svg"]')
    await figure.getByText('Diagram source').click()
    const copy = figure.getByRole('button', { name: 'Copy code to clipboard' })
    await copy.click()
    await copy.filter({ hasText: /^Copied$/ }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^---\ntitle: Fixture flowchart of a registration\n---\nflowchart LR\n/)
    expect(copied).toContain('Server --> Store[(Xylocarp store)]')
  })
})

describe('the docs for AI assistants of a Docusaurus tree', () => {
  it('lists the listed docs in llms.txt, never an unlisted or draft page', async () => {
    const llms = await (await get('/llms.txt')).text()
    expect(llms).toContain('[Theme Components](')
    expect(llms).not.toMatch(/Unlisted Page|Draft Page/)
    const full = await (await get('/llms-full.txt')).text()
    expect(full).not.toMatch(/Unlisted Page|Draft Page/)
    expect((await get('/docs/fixture/unlisted.md')).status).toBe(404)
    expect((await get('/docs/fixture/draft.md')).status).toBe(404)
  })

  it('writes theme components as plain Markdown: tabs labelled, admonition quoted, partial inlined, diagram as source', async () => {
    const markdown = await (await get('/docs/fixture/theme-components.md')).text()
    expect(markdown).toContain(
      '**Maven**\n\nMaven text in the first group.\n\n**Gradle**\n\nGradle text in the first group.',
    )
    expect(markdown).toContain('> **Warning: Component title**\n>\n> Admonition written as a component.')
    expect(markdown).toContain('```java title="Hello.java"\nclass Hello {')
    expect(markdown).toContain('**More about details**\n\nHidden until opened.')
    expect(markdown).toContain('This sentence comes from a partial file.')
    expect(markdown).not.toMatch(/^import |<(Tabs|TabItem|Admonition|Details|Partial)\b/m)
    const diagrams = await (await get('/docs/fixture/diagrams.md')).text()
    expect(diagrams).toMatch(
      /```mermaid\n---\ntitle: Fixture flowchart of a registration\n---\nflowchart LR\n/,
    )
    expect(diagrams).not.toContain('<svg')
  })
})
