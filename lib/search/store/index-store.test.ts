/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { holdIndex, search } from '../engine/engine'
import { handleSearchHttp, responseText } from '../protocol/http-handler'
import {
  SearchIndexStore,
  createSearchHttpDeps,
  embeddedCredentials,
  type SearchIndexStoreOptions,
  type SiteRecords,
} from './index-store'
import { makeRecord } from '../testing/make-record'
import type { SearchRecord } from '../record'

let directory: string
let site: SiteRecords | null

function publish(version: string, records: SearchRecord[], updatedAt: number): void {
  site = { version, records, updatedAt }
}

const newStore = (options: Partial<SearchIndexStoreOptions> = {}) =>
  new SearchIndexStore({ directory, indexName: 'site', siteRecords: () => site, ...options })

const hitsFor = (store: SearchIndexStore, query: string) => {
  const index = store.current().searchIndex('site')
  return index ? search(index, { query }).hits.map((hit) => hit.objectID) : null
}

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-store-'))
  site = null
})

afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true })
})

describe('SearchIndexStore', () => {
  it('serves nothing until there are site records, then indexes them', () => {
    const store = newStore()
    expect(hitsFor(store, 'first')).toBeNull()
    publish('r1', [makeRecord({ objectID: 'a', content: 'first release' })], 1_000)
    expect(hitsFor(store, 'first')).toEqual(['a'])
  })

  it('switches to the records of a new version, and keeps the index while the version stays', () => {
    const store = newStore()
    publish('r1', [makeRecord({ objectID: 'a', content: 'first release' })], 1_000)
    const first = store.current().searchIndex('site')
    expect(store.current().searchIndex('site')).toBe(first)
    publish('r2', [makeRecord({ objectID: 'b', content: 'second release' })], 2_000)
    expect(hitsFor(store, 'release')).toEqual(['b'])
    // A search that started on the first index finishes on it.
    expect(first && search(first, { query: 'release' }).hits.map((hit) => hit.objectID)).toEqual(['a'])
  })

  it('indexes a new version that keeps most record objects as a fresh store indexes it', () => {
    const kept = Array.from({ length: 30 }, (_, i) =>
      makeRecord({ objectID: `kept-${i}`, content: `kept page ${i} about release notes` }),
    )
    const store = newStore()
    publish('r1', [...kept, makeRecord({ objectID: 'old', content: 'old release page' })], 1_000)
    store.current()
    publish('r2', [makeRecord({ objectID: 'new', content: 'new release page' }), ...kept.slice(1)], 2_000)
    const fresh = newStore({ persistUploads: false })
    for (const query of ['release', 'old', 'new', 'kept page 0', 'r', 'page'])
      expect(hitsFor(store, query)).toEqual(hitsFor(fresh, query))
    expect(hitsFor(store, 'new')).toEqual(['new'])
  })

  describe('memory of retired indices', () => {
    const pageRecords = (word: string) => [
      ...Array.from({ length: 40 }, (_, i) =>
        makeRecord({ objectID: `kept-${i}`, content: `kept page ${i} about release notes` }),
      ),
      makeRecord({ objectID: 'edited', content: `edited page saying ${word}` }),
    ]
    // Releases share unchanged record objects, as the release tracker's do.
    const kept = pageRecords('').slice(0, -1)
    const release = (version: string, word: string, at: number) =>
      publish(version, [...kept, pageRecords(word).at(-1) as SearchRecord], at)
    const siteIndex = (store: SearchIndexStore) => store.current().searchIndex('site')!

    it('gives a new index the memory of the index before the last one', () => {
      const store = newStore({ persistUploads: false })
      release('r1', 'alpha', 1_000)
      const first = siteIndex(store)
      release('r2', 'bravo', 2_000)
      siteIndex(store)
      release('r3', 'charlie', 3_000)
      const third = siteIndex(store)
      expect(store.lastSiteIndexMade).toBe('updated')
      expect(third.postingRecords.buffer).toBe(first.postingRecords.buffer)
      expect(hitsFor(store, 'charlie')).toEqual(['edited'])
      expect(hitsFor(store, 'alpha')).toEqual([])
    })

    it('never takes the memory of an index a search still holds, and takes it once released', async () => {
      const store = newStore({ persistUploads: false })
      release('r1', 'alpha', 1_000)
      const first = siteIndex(store)
      const before = search(first, { query: 'alpha' }).hits.map((hit) => hit.objectID)
      const letGo = holdIndex(first)
      release('r2', 'bravo', 2_000)
      const second = siteIndex(store)
      release('r3', 'charlie', 3_000)
      const third = siteIndex(store)
      expect(third.postingRecords.buffer).not.toBe(first.postingRecords.buffer)
      // The search holding the first index still finds what it found.
      expect(search(first, { query: 'alpha' }).hits.map((hit) => hit.objectID)).toEqual(before)
      letGo()
      release('r4', 'delta', 4_000)
      expect(siteIndex(store).postingRecords.buffer).toBe(second.postingRecords.buffer)
      expect(hitsFor(store, 'delta')).toEqual(['edited'])
    })

    it('keeps the index a search call started on while releases switch between its queries', async () => {
      const store = newStore({ persistUploads: false })
      release('r1', 'alpha', 1_000)
      const first = siteIndex(store)
      const queries = ['kept', 'release notes', 'page 3', 'alpha']
      const expected = queries.map((query) => search(first, { query }).hits.map((hit) => hit.objectID))
      const deps = { ...createSearchHttpDeps(store), yieldAfterMs: 0 }
      const { appId, searchKey } = deps.credentials
      const call = handleSearchHttp(
        {
          method: 'POST',
          path: '/1/indexes/*/queries',
          query: new URLSearchParams(),
          headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
          body: JSON.stringify({ requests: queries.map((query) => ({ indexName: 'site', query })) }),
        },
        deps,
      )
      // Two switches while the call waits between its queries; the second one would take the
      // first index's memory for postings of other records.
      release('r2', 'bravo', 2_000)
      siteIndex(store)
      publish('r3', [...kept.slice(15), makeRecord({ objectID: 'other', content: 'other words' })], 3_000)
      siteIndex(store)
      const response = await call
      const { results } = JSON.parse(responseText(response)) as {
        results: Array<{ hits: Array<{ objectID: string }> }>
      }
      expect(results.map((result) => result.hits.map((hit) => hit.objectID))).toEqual(expected)
    })
  })

  it("serves the site's records with the content's synonyms", () => {
    const store = newStore()
    site = {
      version: 'r1',
      updatedAt: 1_000,
      records: [makeRecord({ objectID: 'k', content: 'Deploy to kubernetes with a manifest' })],
      synonyms: [{ objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] }],
    }
    expect(hitsFor(store, 'k8s')).toEqual(['k'])
  })

  it('keeps serving the previous records when new ones cannot be indexed', () => {
    const warn = jest.fn()
    const store = newStore({ warn })
    publish('r1', [makeRecord({ objectID: 'a', content: 'good' })], 1_000)
    expect(hitsFor(store, 'good')).toEqual(['a'])
    publish('r2', [{ objectID: 'broken' } as unknown as SearchRecord], 2_000)
    expect(hitsFor(store, 'good')).toEqual(['a'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('still serving the previous index'))
  })

  it('serves whichever is newer: an upload to the same name, or the site records', () => {
    let now = 5_000_000
    const store = newStore({ now: () => now, persistUploads: false })
    publish('r1', [makeRecord({ objectID: 'release', content: 'from release' })], 1_000)
    expect(hitsFor(store, 'from')).toEqual(['release'])
    store.registry.batch('site', {
      requests: [
        { action: 'clear' },
        { action: 'addObject', body: makeRecord({ objectID: 'up', content: 'from upload' }) },
      ],
    })
    expect(hitsFor(store, 'from')).toEqual(['up'])
    now = 9_000_000
    publish('r2', [makeRecord({ objectID: 'republished', content: 'from republish' })], 8_000_000)
    expect(hitsFor(store, 'from')).toEqual(['republished'])
  })

  it('keeps uploads it cannot save in memory, says so once, and saves all of them once it can', async () => {
    // A file where the directory should be: the writes fail for root too (a read-only mount would
    // not stop root).
    const uploads = path.join(directory, 'indices')
    fs.writeFileSync(uploads, 'not a directory')
    const warnings: string[] = []
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const store = newStore({ warn: (message) => warnings.push(message) })
      const add = (objectID: string) =>
        store.registry.batch('notes', {
          requests: [{ action: 'addObject', body: makeRecord({ objectID, content: `note ${objectID}` }) }],
        })
      add('one')
      await store.flush()
      add('two')
      await store.flush()
      expect(store.persistFailing).toBe(true)
      expect(warnings).toEqual([
        expect.stringMatching(/^Could not save uploaded indices to .*served from memory/),
      ])
      expect(
        store
          .current()
          .searchIndex('notes')
          ?.records.map((record) => record.objectID)
          .sort(),
      ).toEqual(['one', 'two'])

      fs.rmSync(uploads)
      add('three')
      await store.flush()
      expect(store.persistFailing).toBe(false)
      expect(warnings).toHaveLength(2)
      const saved = JSON.parse(fs.readFileSync(path.join(uploads, 'notes.json'), 'utf8')) as {
        records: Array<{ objectID: string }>
      }
      expect(saved.records.map((record) => record.objectID).sort()).toEqual(['one', 'three', 'two'])
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it("answers the site's endpoint from the new records, never from answers of the old ones", async () => {
    const store = newStore()
    const deps = createSearchHttpDeps(store)
    const { appId, searchKey } = deps.credentials
    const ask = async () => {
      const response = await handleSearchHttp(
        {
          method: 'POST',
          path: '/1/indexes/*/queries',
          query: new URLSearchParams(),
          headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
          body: JSON.stringify({ requests: [{ indexName: 'site', query: 'release' }] }),
        },
        deps,
      )
      const { results } = JSON.parse(responseText(response)) as {
        results: Array<{ hits: Array<{ objectID: string }> }>
      }
      return results[0]?.hits.map((hit) => hit.objectID)
    }
    publish('r1', [makeRecord({ objectID: 'a', content: 'first release' })], 1_000)
    expect(await ask()).toEqual(['a'])
    expect(await ask()).toEqual(['a'])
    publish('r2', [makeRecord({ objectID: 'b', content: 'second release' })], 2_000)
    expect(await ask()).toEqual(['b'])
  })

  it('reads the admin key from SEARCH_ADMIN_KEY, and refuses writes without it', () => {
    expect(embeddedCredentials({ SEARCH_ADMIN_KEY: ' secret ' }).adminKey).toBe('secret')
    expect(embeddedCredentials({}).adminKey).toBeNull()
    expect(embeddedCredentials({ SEARCH_ADMIN_KEY: '' }).adminKey).toBeNull()
  })
})
