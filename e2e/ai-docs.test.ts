/**
 * The docs for AI assistants on the production server (`npm start` of the built project): llms.txt
 * and llms-full.txt, each doc's Markdown by `.md` and by `Accept`, the "Copy page" button in
 * Chromium, and the MCP endpoint through the official SDK's own client. Malformed requests get a
 * 4xx with a JSON (or JSON-RPC) error, never a 5xx, a path or a stack.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { siteConfig } from '../site.config'
import { hydrated } from './support/chrome'
import { siteAndBrowserForFile } from './support/suite'

jest.setTimeout(120_000)

const suite = siteAndBrowserForFile()
const absolute = (route: string) => `${siteConfig.url}${siteConfig.basePath}${route}`

/** Nothing in an error answer that tells an attacker about the server. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\/work\/|node_modules|\bat [\w.<>]+ \(|\.ts:\d+|\.js:\d+/)
}

describe('llms.txt and llms-full.txt', () => {
  it('lists every doc by sidebar section, each linking its Markdown, and the Markdown URLs answer', async () => {
    const response = await fetch(`${suite.site.base}/llms.txt`)
    expect([response.status, response.headers.get('content-type')]).toEqual([
      200,
      'text/plain; charset=utf-8',
    ])
    const text = await response.text()
    expect(text.startsWith(`# ${siteConfig.title} ${siteConfig.version}\n\n> `)).toBe(true)
    for (const section of ['## Installation and Setup', '## Server', '## Customizing'])
      expect(text).toContain(`\n${section}\n`)
    expect(text).toContain(`- [Foster Security](${absolute('/docs/server/security')}.md)`)
    // Every listed Markdown URL answers with Markdown from this server.
    const links = [...text.matchAll(/\]\((\S+?\.md)\)/g)].map((match) =>
      (match[1] as string).replace(siteConfig.url, suite.site.origin),
    )
    expect(links.length).toBeGreaterThan(30)
    for (const link of links.slice(0, 12)) {
      const page = await fetch(link)
      expect([link, page.status, page.headers.get('content-type')]).toEqual([
        link,
        200,
        'text/markdown; charset=utf-8',
      ])
    }
  })

  it('holds every listed doc in one file, property tables as Markdown tables', async () => {
    const text = await (await fetch(`${suite.site.base}/llms-full.txt`)).text()
    expect(text).toContain(
      `Source: ${absolute('/docs/server/notifications/notifier-slack')}\n\n# Slack Notifications`,
    )
    expect(text).toMatch(/\n\| `spring\.boot\.admin\.notify\.slack\.webhook-url` \| `URI` \|/)
    expect(text).not.toContain('<PropertyTable')
    expect(text.indexOf('# Foster Security')).toBeGreaterThan(text.indexOf('# Installation and Setup'))
  })
})

describe('a doc page as Markdown', () => {
  it('answers <route>.md without front matter, components or imports', async () => {
    const response = await fetch(`${suite.site.base}/docs/server/notifications/notifier-slack.md`)
    expect(response.status).toBe(200)
    expect(response.headers.get('link')).toBe(
      `<${absolute('/docs/server/notifications/notifier-slack')}>; rel="canonical"`,
    )
    const text = await response.text()
    expect(text.startsWith('# Slack Notifications\n')).toBe(true)
    expect(text).not.toMatch(/^---$|^import |<[A-Z][A-Za-z]+[ />]/m)
    expect(text).toContain('| Property | Type | Default | Description |')
  })

  it("answers a doc's own URL with Markdown to a client that asks for it, and HTML to a browser", async () => {
    const markdown = await fetch(`${suite.site.base}/docs/server/security`, {
      headers: { Accept: 'text/markdown' },
    })
    expect([markdown.status, markdown.headers.get('content-type'), markdown.headers.get('vary')]).toEqual([
      200,
      'text/markdown; charset=utf-8',
      'Accept',
    ])
    expect(await markdown.text()).toMatch(/^# Foster Security\n/)
    const browser = await fetch(`${suite.site.base}/docs/server/security`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    })
    expect(browser.headers.get('content-type')).toContain('text/html')
    expect(await fetch(`${suite.site.base}/docs.md`).then((r) => r.status)).toBe(200)
  })

  it.each([
    ['a page that does not exist', 'GET', '/docs/no-such-page.md', 404],
    ['broken percent-encoding', 'GET', '/docs/%E0%A4%A.md', 400],
    ['an encoded parent folder', 'GET', '/docs/%2e%2e%2f%2e%2e%2fpackage.json.md', 400],
    ['another method', 'POST', '/docs/server/security.md', 405],
  ])('refuses %s with a 4xx and a JSON message', async (_name, method, route, status) => {
    const response = await fetch(`${suite.site.base}${route}`, { method })
    const body = await response.text()
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(JSON.parse(body)).toMatchObject({ status, message: expect.any(String) })
    expectNoInternals(body)
  })

  it('copies the page as Markdown with the "Copy page" button, by keyboard, and announces it', async () => {
    const page = await suite.newPage()
    await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.site.origin,
    })
    await page.goto(`${suite.site.base}/docs/server/security`)
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Copy page' })
    await button.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const expected = await (await fetch(`${suite.site.base}/docs/server/security.md`)).text()
    expect(copied).toBe(expected)
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
  })
})

describe('the MCP server, through the official SDK client', () => {
  let client: Client

  beforeAll(async () => {
    client = new Client({ name: 'e2e-assistant', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${suite.site.base}/mcp`)))
  })

  afterAll(async () => {
    await client?.close()
  })

  it('searches the docs with the site engine and reads the page it found as Markdown', async () => {
    const found = await client.callTool({
      name: 'search_docs',
      arguments: { query: 'slack webhook', limit: 3 },
    })
    const { results } = found.structuredContent as {
      results: Array<{ title: string; url: string; snippet: string }>
    }
    expect(results.length).toBe(3)
    expect(results[0]?.url).toContain(`${siteConfig.basePath}/docs/server/notifications/notifier-slack`)
    expect(results[0]?.title).toBe('Slack Notifications')
    const read = await client.callTool({ name: 'get_page', arguments: { url: results[0]?.url ?? '' } })
    const text = (read.content as Array<{ type: string; text: string }>)[0]?.text ?? ''
    expect(text).toMatch(/^# Slack Notifications\n/)
    const missing = await client.callTool({ name: 'get_page', arguments: { url: '/docs/no-such-page' } })
    expect(missing.isError).toBe(true)
  })

  it('answers malformed requests with a 4xx and a JSON-RPC error', async () => {
    const url = `${suite.site.base}/mcp`
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
    const answers = await Promise.all([
      fetch(url, { method: 'POST', headers, body: '{"jsonrpc": "2.0", "id": ' }),
      fetch(url, { method: 'POST', headers, body: '{"method":42}' }),
      fetch(url),
      fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x'.repeat(100_000) }),
      }),
    ])
    const statuses = []
    for (const answer of answers) {
      const body = await answer.text()
      statuses.push(answer.status)
      expect(JSON.parse(body)).toMatchObject({ jsonrpc: '2.0', error: { message: expect.any(String) } })
      expectNoInternals(body)
    }
    expect(statuses).toEqual([400, 400, 405, 413])
  })
})
