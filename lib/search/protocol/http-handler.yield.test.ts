/**
 * @jest-environment jsdom
 *
 * The dialog's component tests run the real handler in a browser-like environment, where Node's
 * global `setImmediate` does not exist. A call that lets other requests run between its queries
 * (here after every query) must still answer there.
 */
import { siteConfig } from '../../../site.config'
import { handleSearchHttp, responseText } from './http-handler'
import { IndexRegistry } from './index-registry'
import { SearchAnswerCache } from './answer-cache'
import { makeRecord } from '../testing/make-record'

const { appId, searchKey, indexName } = siteConfig.search.embedded

it('answers a call that yields after every query and every slice of hits', async () => {
  expect(typeof (globalThis as { setImmediate?: unknown }).setImmediate).toBe('undefined')
  const registry = new IndexRegistry()
  const records = Array.from({ length: 120 }, (_, i) =>
    makeRecord({ objectID: `r${i}`, content: `notifier ${i}` }),
  )
  registry.load(indexName, records, Date.now())
  const response = await handleSearchHttp(
    {
      method: 'POST',
      path: '/1/indexes/*/queries',
      query: new URLSearchParams(),
      headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
      body: JSON.stringify({
        requests: [
          { indexName, query: 'notifier', hitsPerPage: 120 },
          { indexName, query: 'notif', hitsPerPage: 5 },
        ],
      }),
    },
    {
      indices: () => registry,
      credentials: { appId, searchKey, adminKey: null },
      answers: new SearchAnswerCache(),
      yieldAfterMs: 0,
    },
  )
  expect(response.status).toBe(200)
  const { results } = JSON.parse(responseText(response)) as { results: Array<{ hits: unknown[] }> }
  expect(results.map((result) => result.hits.length)).toEqual([120, 5])
})
