import { createFixtureClient } from '@/lib/search/testing/fixture-client'
import { createDialogSearchClient, queryOf, requestsOf } from './dialog-client'

describe('createDialogSearchClient', () => {
  it('answers an empty query locally, in the service shape, without a request', async () => {
    const fixture = createFixtureClient()
    const client = createDialogSearchClient(fixture.client)
    const answer = await client.search([{ indexName: 'docs', params: { query: '', hitsPerPage: 20 } }])
    expect(fixture.requests).toHaveLength(0)
    expect(answer.results[0]).toMatchObject({
      hits: [],
      nbHits: 0,
      query: '',
      hitsPerPage: 20,
      index: 'docs',
    })
  })

  it('treats a blank query as empty', async () => {
    const fixture = createFixtureClient()
    await createDialogSearchClient(fixture.client).search({ requests: [{ indexName: 'docs', query: '   ' }] })
    expect(fixture.requests).toHaveLength(0)
  })

  it('passes other searches through unchanged, in both call forms', async () => {
    const fixture = createFixtureClient()
    const client = createDialogSearchClient(fixture.client)
    await client.search([{ indexName: 'docs', params: { query: 'server' } }])
    await client.search({ requests: [{ indexName: 'docs', query: 'installation' }] })
    expect(fixture.calls).toEqual(['array', 'object'])
    expect(fixture.requests.map((request) => request.query)).toEqual(['server', 'installation'])
  })
})

describe('prefetch', () => {
  const request = { indexName: 'docs', query: 'clus', hitsPerPage: 20, facetFilters: [['version:3.5.6']] }

  it('starts a search that InstantSearch then gets instead of sending it again', async () => {
    const fixture = createFixtureClient()
    const client = createDialogSearchClient(fixture.client)
    client.prefetch(request)
    expect(fixture.calls).toEqual(['object'])
    // The legacy form, its parameters in another order: the same search.
    const asInstantSearchSends = [
      { indexName: 'docs', params: { facetFilters: [['version:3.5.6']], hitsPerPage: 20, query: 'clus' } },
    ]
    const answer = await client.search(asInstantSearchSends)
    expect(fixture.calls).toEqual(['object'])
    expect(answer.results[0]).toMatchObject({ index: 'docs' })
    // Used once: the next identical search is sent.
    await client.search(asInstantSearchSends)
    expect(fixture.calls).toEqual(['object', 'array'])
  })

  it('leaves other searches alone and sends nothing for an empty query', async () => {
    const fixture = createFixtureClient()
    const client = createDialogSearchClient(fixture.client)
    client.prefetch({ ...request, query: '  ' })
    expect(fixture.calls).toEqual([])
    client.prefetch(request)
    await client.search([{ indexName: 'docs', params: { ...request, query: 'clust' } }])
    expect(fixture.requests.map((sent) => sent.query)).toEqual(['clus', 'clust'])
  })

  it('hands a failed prefetch to the search that asks for it', async () => {
    const fixture = createFixtureClient({ fail: () => true })
    const client = createDialogSearchClient(fixture.client)
    client.prefetch(request)
    await expect(client.search({ requests: [request] })).rejects.toThrow(/Unreachable hosts/)
    expect(fixture.calls).toEqual(['object'])
  })
})

it('reads the query of every request form', () => {
  expect(queryOf({ query: 'a' })).toBe('a')
  expect(queryOf({ params: { query: 'b' } })).toBe('b')
  expect(queryOf({ params: 'query=c%20d&hitsPerPage=2' })).toBe('c d')
  expect(queryOf({})).toBe('')
  expect(requestsOf({ requests: [{ indexName: 'x' }] } as never)).toHaveLength(1)
})
