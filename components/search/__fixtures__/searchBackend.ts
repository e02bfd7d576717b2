/**
 * The real search backend for the dialog's tests: the embedded engine's HTTP handler on a loopback
 * server (lib/search/testing/http-test-server.ts) with the records of dialogRecords.ts, and the
 * site's one client factory pointed at it, so the answers the dialog shows are what the engine
 * makes of each search. Under Jest the factory's client is algoliasearch's Node build (Node's HTTP,
 * credentials as headers); the browser's form of the same request is exercised by the browser
 * tests and by lib/search/protocol/answer-cache.test.ts.
 */
import type { LiteClient } from 'algoliasearch/lite'
import { createHostCooldownCache, createSearchClient } from '@/lib/search/client/client'
import { IndexRegistry } from '@/lib/search/protocol/index-registry'
import { SearchAnswerCache } from '@/lib/search/protocol/answer-cache'
import { startSearchServer, type RunningSearchServer } from '@/lib/search/testing/http-test-server'
import { siteConfig } from '@/site.config'
import { DIALOG_RECORDS } from './dialogRecords'

const { appId, searchKey, indexName } = siteConfig.search.embedded

/** What the dialog's `target` prop needs: the embedded backend's id, key and index. */
export const embeddedTarget = { appId, apiKey: searchKey, indexName }

/** One search of a request body as it arrived at the server. */
export interface ReceivedSearch {
  indexName: string
  query?: string
  [parameter: string]: unknown
}

export interface SearchBackend {
  /** A new client of the site's factory for this server (its own memory of failed hosts). */
  client: () => LiteClient
  /** Every search the server received, in order. */
  searches: ReceivedSearch[]
  /**
   * While true, every search fails on the server (500), on every path the client tries. Turning it
   * on waits until every search of this backend's clients has been answered, so that a search a
   * previous test left on its way (typed just before it ended) is never the one that fails.
   */
  setUnavailable: (unavailable: boolean) => Promise<void>
  close: () => Promise<void>
}

async function startSearchBackend(): Promise<SearchBackend> {
  const registry = new IndexRegistry()
  registry.load(indexName, [...DIALOG_RECORDS], Date.now())
  const searches: ReceivedSearch[] = []
  let unavailable = false
  const pending = new Set<Promise<unknown>>()
  const server: RunningSearchServer = await startSearchServer(
    {
      indices: () => {
        // The handler answers a failure of its own as a 500, which the client retries elsewhere.
        if (unavailable) throw new Error('the index is not available')
        return registry
      },
      credentials: { appId, searchKey, adminKey: null },
      answers: new SearchAnswerCache(),
    },
    {
      onRequest: (method, path, body) => {
        if (method !== 'POST' || !path.endsWith('/queries') || !body) return
        searches.push(...(JSON.parse(body) as { requests: ReceivedSearch[] }).requests)
      },
    },
  )
  const track = (client: LiteClient): LiteClient => ({
    ...client,
    search: ((...args: Parameters<LiteClient['search']>) => {
      const answer = client.search(...args)
      const settled: Promise<unknown> = answer.then(
        () => pending.delete(settled),
        () => pending.delete(settled),
      )
      pending.add(settled)
      return answer
    }) as LiteClient['search'],
  })
  return {
    client: () =>
      track(
        createSearchClient({
          origin: `http://${server.host}`,
          env: {},
          hostsCache: createHostCooldownCache(siteConfig.search.hostCooldownMs),
        }),
      ),
    searches,
    setUnavailable: async (value) => {
      if (value) while (pending.size > 0) await Promise.all(pending)
      unavailable = value
    },
    close: server.close,
  }
}

/**
 * One backend for all the tests of the calling test file: started before the first, closed after
 * the last. What it returns can be kept at the top of the file and used from inside the tests.
 */
export function startSearchBackendForFile(): SearchBackend {
  let running: SearchBackend | null = null
  beforeAll(async () => {
    running = await startSearchBackend()
  })
  afterAll(() => running?.close())
  const current = (): SearchBackend => {
    if (!running) throw new Error('The search backend starts before the first test: use it inside a test.')
    return running
  }
  return {
    client: () => current().client(),
    get searches() {
      return current().searches
    },
    setUnavailable: (unavailable) => current().setUnavailable(unavailable),
    close: () => current().close(),
  }
}
