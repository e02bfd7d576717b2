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

it('reads the query of every request form', () => {
  expect(queryOf({ query: 'a' })).toBe('a')
  expect(queryOf({ params: { query: 'b' } })).toBe('b')
  expect(queryOf({ params: 'query=c%20d&hitsPerPage=2' })).toBe('c d')
  expect(queryOf({})).toBe('')
  expect(requestsOf({ requests: [{ indexName: 'x' }] } as never)).toHaveLength(1)
})
