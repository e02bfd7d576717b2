/**
 * The costliest search requests the public search key allows, sent beside ordinary readers'
 * traffic to the production server (`npm start`): every one is answered (200 within the limits,
 * a 400 naming the limit beyond them), and no ordinary request waits long behind them. The bound
 * here is generous (a loaded CI machine, two cores shared by the server and this client); the
 * figures themselves are measured by `npm run bench:abuse` (bench/abuse.ts). Before the limits,
 * one of these requests held the server for 7–9 s.
 */
import { siteConfig } from '../site.config'
import { abusiveRequests, ordinaryBesideAbuse } from './support/abuse'
import { searchHits } from './support/search'
import { startSite, type RunningSite } from './support/server'

/** No ordinary request may wait longer than this while the abuse runs. */
const ORDINARY_BOUND_MS = 500

jest.setTimeout(180_000)

let site: RunningSite

beforeAll(async () => {
  site = await startSite({ env: { CONTENT_WATCH: 'false' } })
  // The first search goes through Next.js and offers the fast route; later ones take it.
  await expect(searchHits(site.base, 'clustering')).resolves.not.toEqual([])
})

afterAll(async () => {
  await site?.stop()
})

it('answers the costliest requests within the limits and refuses the rest, each naming its limit', async () => {
  const searchUrl = `${site.base}/api/search/1/indexes/*/queries`
  const statuses: Record<string, { status: number; message?: string }> = {}
  for (const request of abusiveRequests(99_999)) {
    const response = await fetch(searchUrl, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': siteConfig.search.embedded.appId,
        'x-algolia-api-key': siteConfig.search.embedded.searchKey,
      },
      body: request.body,
    })
    const json = (await response.json()) as { message?: string }
    statuses[request.label] =
      response.status === 200
        ? { status: 200 }
        : { status: response.status, message: json.message?.replace(/\d+/g, 'N') }
  }
  expect(statuses).toEqual({
    '50 typo-heavy queries, 100 filter values each': { status: 200 },
    '1,000 hits with snippets and facets': { status: 200 },
    '1,000 hits, 100 attributes to retrieve and to highlight': { status: 200 },
    '125 × 1,000 filter values (refused)': {
      status: 400,
      message: '"facetFilters" holds N filter values: at most N in one query',
    },
    '50 × 250 one-letter words, 1,000 hits each (refused)': {
      status: 400,
      message: expect.stringMatching(/^The queries of this call ask for N hits in all/),
    },
    'a lone surrogate (refused)': {
      status: 400,
      message: '"query" is not well-formed Unicode: it holds an unpaired surrogate (U+DN)',
    },
  })
})

it(`keeps every ordinary request under ${ORDINARY_BOUND_MS} ms while two clients send them at once`, async () => {
  const run = await ordinaryBesideAbuse(site.base, { abusers: 2, rounds: 3 })
  console.log(`ordinary requests beside the abuse: ${JSON.stringify(run)}`)
  expect(run.abusiveRequests).toBe(2 * 3 * 6)
  expect(Object.keys(run.abusiveStatuses).sort()).toEqual(['200', '400'])
  expect(run.ordinary.count).toBeGreaterThan(10)
  expect(run.ordinary.maxMs).toBeLessThan(ORDINARY_BOUND_MS)
  expect(site.output()).not.toMatch(/\n\s+at /)
})
