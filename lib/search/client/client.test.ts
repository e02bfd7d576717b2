/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { liteClient } from 'algoliasearch/lite'
import { siteConfig } from '../../../site.config'
import { createSearchClient, embeddedHosts, validateSearchEnv, createHostCooldownCache } from './client'
import { handleSearchHttp, responseText } from '../protocol/http-handler'
import { IndexRegistry } from '../protocol/index-registry'
import { makeRecord } from '../testing/make-record'

const { appId, searchKey, indexName, apiPath } = siteConfig.search.embedded
const hosted = {
  NEXT_PUBLIC_SEARCH_APP_ID: 'APP123',
  NEXT_PUBLIC_SEARCH_API_KEY: 'public-key',
  NEXT_PUBLIC_SEARCH_INDEX_NAME: 'docs',
}

describe('validateSearchEnv', () => {
  it('uses the embedded backend when nothing is set', () => {
    expect(validateSearchEnv({})).toEqual({ mode: 'embedded', appId, apiKey: searchKey, indexName })
    expect(validateSearchEnv({ NEXT_PUBLIC_SEARCH_APP_ID: '  ' })).toMatchObject({ mode: 'embedded' })
  })

  it('uses the hosted service when id, key and index name are set', () => {
    expect(validateSearchEnv(hosted)).toEqual({
      mode: 'hosted',
      appId: 'APP123',
      apiKey: 'public-key',
      indexName: 'docs',
    })
  })

  it('names the missing variable when only some are set', () => {
    expect(() => validateSearchEnv({ NEXT_PUBLIC_SEARCH_APP_ID: 'APP123' })).toThrow(
      'Search configuration: NEXT_PUBLIC_SEARCH_APP_ID is set but NEXT_PUBLIC_SEARCH_API_KEY and NEXT_PUBLIC_SEARCH_INDEX_NAME are missing.',
    )
    expect(() => validateSearchEnv({ ...hosted, NEXT_PUBLIC_SEARCH_APP_ID: undefined })).toThrow(
      /NEXT_PUBLIC_SEARCH_API_KEY and NEXT_PUBLIC_SEARCH_INDEX_NAME are set but NEXT_PUBLIC_SEARCH_APP_ID is missing/,
    )
    expect(() => validateSearchEnv({ ...hosted, NEXT_PUBLIC_SEARCH_INDEX_NAME: '' })).toThrow(
      /NEXT_PUBLIC_SEARCH_INDEX_NAME is missing/,
    )
  })
})

describe('createSearchClient', () => {
  it('talks to the site itself by default: the API route, then the root', () => {
    const client = createSearchClient({ origin: 'https://docs.example.org', env: {} })
    expect(client.appId).toBe(appId)
    expect(client.transporter.hosts).toEqual([
      { url: `docs.example.org${siteConfig.basePath}${apiPath}`, accept: 'readWrite', protocol: 'https' },
      { url: `docs.example.org${siteConfig.basePath}`, accept: 'readWrite', protocol: 'https' },
    ])
    expect(embeddedHosts('http://127.0.0.1:3000')[0]).toEqual({
      url: `127.0.0.1:3000${siteConfig.basePath}${apiPath}`,
      accept: 'readWrite',
      protocol: 'http',
    })
  })

  it('uses the timeouts of the site config', () => {
    expect(createSearchClient({ origin: 'http://localhost:3000', env: {} }).transporter.timeouts).toEqual({
      connect: 1000,
      read: 2000,
      write: 30000,
    })
  })

  it('talks to the hosted service when configured', () => {
    const client = createSearchClient({ env: hosted })
    expect(client.appId).toBe('APP123')
    expect(client.transporter.hosts.map((host) => host.url)).toContain('APP123-dsn.algolia.net')
  })

  it('needs an origin outside the browser', () => {
    expect(() => createSearchClient({ env: {} })).toThrow(/origin/)
  })
})

describe('retrying on other hosts, with a cool-down for the failed one', () => {
  const mountPath = `${siteConfig.basePath}${apiPath}`
  let server: http.Server
  let origin: string
  let failedCalls = 0

  beforeAll(async () => {
    const registry = new IndexRegistry()
    registry.load(indexName, [makeRecord({ objectID: 'one', content: 'cool-down' })], Date.now())
    const deps = { indices: () => registry, credentials: { appId, searchKey, adminKey: null } }
    // The API route is broken (503); the base path, as mapped by proxy.ts, works.
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      if (url.pathname.startsWith(mountPath)) {
        failedCalls++
        res.writeHead(503, { 'content-type': 'application/json' })
        res.end('{"message":"down","status":503}')
        return
      }
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([key, value]) => [key, String(value)]),
        )
        void handleSearchHttp(
          {
            method: req.method ?? 'GET',
            // What proxy.ts does: `${basePath}/1/…` is answered by the API route's handler.
            path: url.pathname.slice(siteConfig.basePath.length),
            query: url.searchParams,
            headers,
            body,
          },
          deps,
        ).then((answer) => {
          res.writeHead(answer.status, answer.headers)
          res.end(responseText(answer))
        })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const oneSearch = (client: ReturnType<typeof liteClient>) =>
    client
      .search({ requests: [{ indexName, query: 'cool' }] })
      .then(({ results }) => (results[0] as { nbHits: number }).nbHits)

  it('answers from the second host and keeps the failed one out for the cool-down', async () => {
    let now = 1_000_000
    const hostsCache = createHostCooldownCache(siteConfig.search.hostCooldownMs, () => now)
    const client = createSearchClient({ origin, env: {}, hostsCache })
    failedCalls = 0
    expect(await oneSearch(client)).toBe(1)
    expect(failedCalls).toBe(1)
    now += siteConfig.search.hostCooldownMs - 1
    expect(await oneSearch(client)).toBe(1)
    expect(failedCalls).toBe(1)
    now += 2
    expect(await oneSearch(client)).toBe(1)
    expect(failedCalls).toBe(2)
  })

  it('documents why the site has its own host cache: the library default retries the failed host every time', async () => {
    const client = liteClient(appId, searchKey, { hosts: embeddedHosts(origin) })
    failedCalls = 0
    await oneSearch(client)
    await oneSearch(client)
    // If this starts failing, algoliasearch remembers failed hosts itself; the custom cache can then go.
    expect(failedCalls).toBe(2)
  })
})
