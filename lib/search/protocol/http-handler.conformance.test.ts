/**
 * @jest-environment node
 *
 * Conformance: the official client, unchanged, against the embedded endpoint over real HTTP.
 */
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { siteConfig } from '../../../site.config'
import { buildSearchRequest, defaultSearchContext } from '../../search-dialog/request'
import { IndexRegistry } from './index-registry'
import { securityPageRecords } from '../testing/security-page-records'
import { startSearchServer, type RunningSearchServer } from '../testing/http-test-server'

const { appId, searchKey, indexName } = siteConfig.search.embedded
const records = securityPageRecords()
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

/** What the search dialog sends for each keystroke (lib/search-dialog/request.ts), written out. */
const specRequest = {
  query: 'csrf',
  indexName,
  attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
  attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:10`), 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
}

let server: RunningSearchServer
let baseUrl: string

beforeAll(async () => {
  const registry = new IndexRegistry()
  registry.load(indexName, records, Date.now())
  server = await startSearchServer({
    indices: () => registry,
    credentials: { appId, searchKey, adminKey: null },
  })
  baseUrl = `http://${server.host}`
})

afterAll(async () => {
  await server.close()
})

const client = () =>
  liteClient(appId, searchKey, { hosts: [{ url: server.host, accept: 'readWrite', protocol: 'http' }] })
const none = (value: string) => ({ value, matchLevel: 'none' })
const noneHighlighted = (value: string) => ({ value, matchLevel: 'none', matchedWords: [] })
const objectIdOf = (anchor: string, content: string | null) =>
  records.find((record) => record.anchor === anchor && record.content === content)?.objectID

describe('POST /1/indexes/*/queries with the request of the search dialog', () => {
  it('answers every field the way the hosted service does', async () => {
    const { results } = await client().search({ requests: [specRequest] })
    expect(results).toHaveLength(1)
    const [result] = results
    expect(result).toEqual({
      hits: [
        {
          objectID: objectIdOf('csrf-on-actuator-endpoints', null),
          hierarchy: {
            lvl0: 'Server',
            lvl1: 'Security',
            lvl2: 'Securing the server',
            lvl3: 'CSRF on actuator endpoints',
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          content: null,
          type: 'lvl3',
          url: '/3.5.6/docs/server/security#csrf-on-actuator-endpoints',
          _snippetResult: {
            hierarchy: {
              lvl1: none('Security'),
              lvl2: none('Securing the server'),
              lvl3: { value: '<mark>CSRF</mark> on actuator endpoints', matchLevel: 'full' },
            },
          },
          _highlightResult: {
            hierarchy: {
              lvl0: noneHighlighted('Server'),
              lvl1: noneHighlighted('Security'),
              lvl2: noneHighlighted('Securing the server'),
              lvl3: {
                value: '<mark>CSRF</mark> on actuator endpoints',
                matchLevel: 'full',
                matchedWords: ['csrf'],
                fullyHighlighted: false,
              },
            },
          },
        },
        {
          objectID: objectIdOf('securing-the-server', 'Enable CSRF protection with the cookie repository:'),
          hierarchy: {
            lvl0: 'Server',
            lvl1: 'Security',
            lvl2: 'Securing the server',
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          content: 'Enable CSRF protection with the cookie repository:',
          type: 'content',
          url: '/3.5.6/docs/server/security#securing-the-server',
          _snippetResult: {
            hierarchy: { lvl1: none('Security'), lvl2: none('Securing the server') },
            content: {
              value: 'Enable <mark>CSRF</mark> protection with the cookie repository:',
              matchLevel: 'full',
            },
          },
          _highlightResult: {
            hierarchy: {
              lvl0: noneHighlighted('Server'),
              lvl1: noneHighlighted('Security'),
              lvl2: noneHighlighted('Securing the server'),
            },
            content: {
              value: 'Enable <mark>CSRF</mark> protection with the cookie repository:',
              matchLevel: 'full',
              matchedWords: ['csrf'],
              fullyHighlighted: false,
            },
          },
        },
      ],
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: expect.any(Number),
      query: 'csrf',
      params: expect.any(String),
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
      renderingContent: {},
      index: indexName,
    })
  })

  it('answers the request the search dialog actually builds', async () => {
    const request = buildSearchRequest(
      'actuator',
      defaultSearchContext(indexName, siteConfig.search.snippetWords),
    )
    const { results } = await client().search({ requests: [request] })
    const [result] = results as Array<{
      hits: Array<Record<string, unknown>>
      nbHits: number
      queryID?: string
    }>
    expect(result?.nbHits).toBeGreaterThan(0)
    expect(result?.queryID).toMatch(/^[0-9a-f]{32}$/)
    for (const hit of result?.hits ?? []) {
      expect(Object.keys(hit).sort()).toEqual(
        expect.arrayContaining(['_highlightResult', 'content', 'hierarchy', 'objectID', 'type', 'url']),
      )
    }
  })

  it('echoes the parameters URL-encoded in params', async () => {
    const { results } = await client().search({ requests: [specRequest] })
    const echoed = new URLSearchParams((results[0] as { params: string }).params)
    expect(echoed.get('query')).toBe('csrf')
    expect(echoed.get('hitsPerPage')).toBe('20')
    expect(echoed.get('clickAnalytics')).toBe('true')
    expect(echoed.get('highlightPreTag')).toBe('<mark>')
    expect(echoed.get('snippetEllipsisText')).toBe('…')
    expect(JSON.parse(echoed.get('attributesToRetrieve') ?? '')).toEqual(specRequest.attributesToRetrieve)
    expect(JSON.parse(echoed.get('attributesToSnippet') ?? '')).toEqual(specRequest.attributesToSnippet)
  })

  it('gives a new queryID to every search', async () => {
    const first = await client().search({ requests: [specRequest] })
    const second = await client().search({ requests: [specRequest] })
    expect((first.results[0] as { queryID: string }).queryID).not.toBe(
      (second.results[0] as { queryID: string }).queryID,
    )
  })

  it('accepts the array form InstantSearch uses and several queries in one call', async () => {
    const { results } = await client().search([
      { indexName, params: { query: 'remember', hitsPerPage: 1 } },
      { indexName, params: { query: 'zzzz' } },
    ])
    expect(results.map((result) => ('nbHits' in result ? result.nbHits : -1))).toEqual([1, 0])
  })

  it('filters by version and language as the contextual search does', async () => {
    const search = (facetFilters: Array<string | string[]>) =>
      client()
        .search({ requests: [{ ...specRequest, facetFilters }] })
        .then(({ results }) => (results[0] as { nbHits: number }).nbHits)
    expect(await search(['language:en', ['version:3.5.6']])).toBe(2)
    expect(await search(['language:en', ['version:3.4.7']])).toBe(0)
    expect(await search(['type:-lvl3'])).toBe(2)
  })

  it('pages with page and hitsPerPage', async () => {
    const { results } = await client().search({
      requests: [{ indexName, query: '', hitsPerPage: 3, page: 1 }],
    })
    expect(results[0]).toMatchObject({ page: 1, hitsPerPage: 3, nbHits: 11, nbPages: 4 })
    expect((results[0] as { hits: unknown[] }).hits).toHaveLength(3)
  })
})

describe('other forms of the same search', () => {
  const post = (pathAndQuery: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${pathAndQuery}`, { method: 'POST', body, headers })

  it('takes credentials as query parameters with a text/plain body, as browsers send them', async () => {
    const credentials = `x-algolia-application-id=${appId}&x-algolia-api-key=${searchKey}&x-algolia-agent=Browser`
    const response = await post(
      `/1/indexes/*/queries?${credentials}`,
      JSON.stringify({ requests: [specRequest] }),
      {
        'content-type': 'text/plain',
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { results: Array<{ nbHits: number }> }
    expect(body.results[0]?.nbHits).toBe(2)
  })

  it('takes the parameters as a URL-encoded params string (older clients)', async () => {
    const params =
      'query=csrf&hitsPerPage=1&facetFilters=%5B%22type%3Alvl3%22%5D&attributesToRetrieve=type,url'
    const response = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName, params }] }),
      {
        'x-algolia-application-id': appId,
        'x-algolia-api-key': searchKey,
      },
    )
    const body = (await response.json()) as { results: Array<{ hits: unknown[]; params: string }> }
    expect(body.results[0]?.hits).toEqual([
      expect.objectContaining({
        type: 'lvl3',
        url: '/3.5.6/docs/server/security#csrf-on-actuator-endpoints',
      }),
    ])
    expect(body.results[0]?.params).toBe(params)
  })

  it('answers POST /1/indexes/{index}/query', async () => {
    const full = algoliasearch(appId, searchKey, {
      hosts: [{ url: server.host, accept: 'readWrite', protocol: 'http' }],
    })
    const answer = await full.searchSingleIndex({
      indexName,
      searchParams: { query: 'brand', hitsPerPage: 5 },
    })
    expect(answer).toMatchObject({ nbHits: 1, query: 'brand', hitsPerPage: 5 })
    expect(answer).not.toHaveProperty('index')
    expect((answer.hits[0] as { url?: string } | undefined)?.url).toBe(
      '/3.5.6/docs/server/security#spring.boot.admin.ui.brand',
    )
  })

  it('answers a generic custom POST to the queries path', async () => {
    const answer = await client().customPost({
      path: '1/indexes/*/queries',
      body: { requests: [specRequest] },
    })
    expect((answer as { results: Array<{ nbHits: number }> }).results[0]?.nbHits).toBe(2)
  })

  it('answers recommendations with a well-formed empty result', async () => {
    const { results } = await client().getRecommendations({
      requests: [
        { indexName, model: 'related-products', objectID: records[0]?.objectID ?? '', threshold: 0 },
      ],
    })
    expect(results).toEqual([
      {
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 0,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        query: '',
        params: '',
      },
    ])
  })
})

describe('CORS and errors', () => {
  it('answers a preflight request', async () => {
    const response = await fetch(`${baseUrl}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key')
  })

  it('reports unknown credentials, unknown indices and bad input as the hosted service does', async () => {
    const wrongKey = liteClient(appId, 'nope', {
      hosts: [{ url: server.host, accept: 'readWrite', protocol: 'http' }],
    })
    await expect(wrongKey.search({ requests: [specRequest] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    })
    await expect(
      client().search({ requests: [{ ...specRequest, indexName: 'missing' }] }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    })
    await expect(
      client().search({ requests: [{ ...specRequest, query: 'q'.repeat(513) }] }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Query is too long: at most 512 characters',
    })
  })

  it('answers errors with a JSON body {message, status}', async () => {
    const headers = { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey }
    const cases: Array<[string, string, number]> = [
      ['/1/indexes/*/queries', '{"requests": [', 400],
      ['/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName, hitsPerPage: 'many' }] }), 400],
      [
        '/1/indexes/*/queries',
        `{"requests":[{"indexName":"${indexName}","query":"${'x'.repeat(1024 * 1024)}"}]}`,
        413,
      ],
      ['/1/nothing/here', '{}', 404],
    ]
    for (const [pathname, body, status] of cases) {
      const response = await fetch(`${baseUrl}${pathname}`, { method: 'POST', body, headers })
      expect({ pathname, status: response.status }).toEqual({ pathname, status })
      const json = (await response.json()) as { message: unknown; status: unknown }
      expect(json).toEqual({ message: expect.any(String), status })
    }
  })
})
