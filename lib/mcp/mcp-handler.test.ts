/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { ClientRateLimiter } from '@/lib/ask/rate-limit'
import { createDocsMcpServer, type DocsMcpDeps } from './docs-server'
import { createMcpHandler } from './mcp-handler'

const deps: DocsMcpDeps = {
  name: 'Spring Boot Admin',
  version: '3.5.6',
  search: async (query, limit) =>
    query === 'offline'
      ? undefined
      : [
          {
            title: 'Security',
            section: 'CSRF',
            url: 'https://docs.example.org/3.5.6/docs/server/security#csrf',
            snippet: 'Turn CSRF off for the instances endpoint.',
          },
          {
            title: 'Clustering',
            section: null,
            url: 'https://docs.example.org/3.5.6/docs/server/clustering',
            snippet: 'Share events.',
          },
        ].slice(0, limit),
  page: async (url) => (url.includes('/docs/server/security') ? '# Security\n\nLock it down.\n' : undefined),
}

const unlimited: ClientRateLimiter = {
  take: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
}

async function serve(limiter: ClientRateLimiter = unlimited, maxBodyBytes?: number) {
  const handler = createMcpHandler({ server: () => createDocsMcpServer(deps), limiter, maxBodyBytes })
  const server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.5.6/mcp`
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: 'test-assistant', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(url)))
  return client
}

describe('the docs MCP server over HTTP, through the SDK client', () => {
  it('lists its two read-only tools', async () => {
    const site = await serve()
    const client = await connect(site.url)
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'Spring Boot Admin', version: '3.5.6' })
      const { tools } = await client.listTools()
      expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
        ['search_docs', true],
        ['get_page', true],
      ])
    } finally {
      await client.close()
      await site.close()
    }
  })

  it('searches the docs: titles, URLs and snippets, as text and as structured content', async () => {
    const site = await serve()
    const client = await connect(site.url)
    try {
      const result = await client.callTool({ name: 'search_docs', arguments: { query: 'csrf', limit: 1 } })
      expect(result.isError).toBeFalsy()
      expect(result.structuredContent).toEqual({
        results: [
          {
            title: 'Security',
            section: 'CSRF',
            url: 'https://docs.example.org/3.5.6/docs/server/security#csrf',
            snippet: 'Turn CSRF off for the instances endpoint.',
          },
        ],
      })
      expect(result.content).toEqual([
        {
          type: 'text',
          text: '1. Security › CSRF\n   https://docs.example.org/3.5.6/docs/server/security#csrf\n   Turn CSRF off for the instances endpoint.',
        },
      ])
      const offline = await client.callTool({ name: 'search_docs', arguments: { query: 'offline' } })
      expect(offline.isError).toBe(true)
    } finally {
      await client.close()
      await site.close()
    }
  })

  it('reads a page as Markdown, and says so when there is no such page', async () => {
    const site = await serve()
    const client = await connect(site.url)
    try {
      const page = await client.callTool({ name: 'get_page', arguments: { url: '/docs/server/security' } })
      expect(page.content).toEqual([{ type: 'text', text: '# Security\n\nLock it down.\n' }])
      const missing = await client.callTool({ name: 'get_page', arguments: { url: '/docs/nope' } })
      expect(missing.isError).toBe(true)
      expect(JSON.stringify(missing.content)).toContain('No docs page at /docs/nope')
    } finally {
      await client.close()
      await site.close()
    }
  })

  it('refuses bad arguments as a tool error, not a server error', async () => {
    const site = await serve()
    const client = await connect(site.url)
    try {
      const empty = await client.callTool({ name: 'search_docs', arguments: { query: '   ' } })
      expect(empty.isError).toBe(true)
      const tooMany = await client.callTool({ name: 'search_docs', arguments: { query: 'x', limit: 500 } })
      expect(tooMany.isError).toBe(true)
    } finally {
      await client.close()
      await site.close()
    }
  })
})

describe('malformed requests to the MCP endpoint', () => {
  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body,
    })

  it('answers each with a 4xx and a JSON-RPC error, never a 5xx', async () => {
    const site = await serve(unlimited, 1024)
    try {
      const cases: Array<[string, Promise<Response>, number]> = [
        ['not JSON', post(site.url, '{"jsonrpc":'), 400],
        ['not JSON-RPC', post(site.url, '{"hello":"world"}'), 400],
        ['an array of nothing', post(site.url, '[]'), 400],
        [
          'too large',
          post(site.url, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x'.repeat(2000) })),
          413,
        ],
        ['GET', fetch(site.url), 405],
        ['DELETE', fetch(site.url, { method: 'DELETE' }), 405],
        [
          'no Accept for the stream',
          post(site.url, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { accept: 'application/json' }),
          406,
        ],
      ]
      for (const [name, request, status] of cases) {
        const response = await request
        const text = await response.text()
        if (!text) throw new Error(`${name}: ${response.status} empty`)
        const body = JSON.parse(text) as { jsonrpc: string; error: { code: number; message: string } }
        expect([name, response.status, body.jsonrpc, typeof body.error.message]).toEqual([
          name,
          status,
          '2.0',
          'string',
        ])
      }
    } finally {
      await site.close()
    }
  })

  it('limits each client like the ask endpoint: 429 with Retry-After', async () => {
    let calls = 0
    const limiter: ClientRateLimiter = {
      take: async () =>
        ++calls > 1
          ? { allowed: false, remaining: 0, retryAfterSeconds: 30 }
          : { allowed: true, remaining: 0, retryAfterSeconds: 0 },
    }
    const site = await serve(limiter)
    try {
      const body = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'
      expect((await post(site.url, body)).status).toBe(200)
      const refused = await post(site.url, body)
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '30'])
      expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('30 s')
    } finally {
      await site.close()
    }
  })
})
