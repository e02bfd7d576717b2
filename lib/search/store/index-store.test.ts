/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { search } from '../engine/engine'
import { handleSearchHttp } from '../protocol/http-handler'
import { SearchIndexStore, createSearchHttpDeps, embeddedCredentials } from './index-store'
import { makeRecord } from '../testing/make-record'
import type { SearchRecord } from '../record'

let directory: string
const recordsFile = () => path.join(directory, 'records.json')

function writeRecords(records: SearchRecord[], mtimeSeconds: number): void {
  fs.writeFileSync(recordsFile(), JSON.stringify(records))
  fs.utimesSync(recordsFile(), mtimeSeconds, mtimeSeconds)
}

const hitsFor = (store: SearchIndexStore, query: string) => {
  const index = store.current().searchIndex('site')
  return index ? search(index, { query }).hits.map((hit) => hit.objectID) : null
}

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-store-'))
})

afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true })
})

describe('SearchIndexStore', () => {
  it('serves nothing until the build has written records.json, then loads it', () => {
    const store = new SearchIndexStore({ directory, indexName: 'site', recheckIntervalMs: 0 })
    expect(hitsFor(store, 'first')).toBeNull()
    writeRecords([makeRecord({ objectID: 'a', content: 'first build' })], 1_000)
    expect(hitsFor(store, 'first')).toEqual(['a'])
  })

  it('reloads the file when it changes, and not before the recheck interval', () => {
    let now = 0
    const store = new SearchIndexStore({
      directory,
      indexName: 'site',
      recheckIntervalMs: 1000,
      now: () => now,
    })
    writeRecords([makeRecord({ objectID: 'a', content: 'first build' })], 1_000)
    expect(hitsFor(store, 'build')).toEqual(['a'])
    writeRecords([makeRecord({ objectID: 'b', content: 'second build' })], 2_000)
    now = 500
    expect(hitsFor(store, 'build')).toEqual(['a'])
    now = 1_000
    expect(hitsFor(store, 'build')).toEqual(['b'])
  })

  it('keeps serving the previous records when the file is broken', () => {
    const warn = jest.fn()
    const store = new SearchIndexStore({ directory, indexName: 'site', recheckIntervalMs: 0, warn })
    writeRecords([makeRecord({ objectID: 'a', content: 'good' })], 1_000)
    expect(hitsFor(store, 'good')).toEqual(['a'])
    fs.writeFileSync(recordsFile(), '[{"objectID": 1}]')
    fs.utimesSync(recordsFile(), 2_000, 2_000)
    expect(hitsFor(store, 'good')).toEqual(['a'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('still serving the previous index'))
  })

  it('serves whichever is newer: an upload to the same name, or the records file', () => {
    let now = 5_000_000
    const store = new SearchIndexStore({
      directory,
      indexName: 'site',
      recheckIntervalMs: 0,
      now: () => now,
      persistUploads: false,
    })
    writeRecords([makeRecord({ objectID: 'file', content: 'from file' })], 1_000)
    expect(hitsFor(store, 'from')).toEqual(['file'])
    store.registry.batch('site', {
      requests: [
        { action: 'clear' },
        { action: 'addObject', body: makeRecord({ objectID: 'up', content: 'from upload' }) },
      ],
    })
    expect(hitsFor(store, 'from')).toEqual(['up'])
    now = 9_000_000
    writeRecords([makeRecord({ objectID: 'rebuilt', content: 'from rebuild' })], 8_000)
    expect(hitsFor(store, 'from')).toEqual(['rebuilt'])
  })

  it("answers the site's endpoint from the rebuilt records, never from answers of the old ones", async () => {
    const store = new SearchIndexStore({ directory, indexName: 'site', recheckIntervalMs: 0 })
    const deps = createSearchHttpDeps(store)
    const { appId, searchKey } = deps.credentials
    const ask = async () => {
      const response = await handleSearchHttp(
        {
          method: 'POST',
          path: '/1/indexes/*/queries',
          query: new URLSearchParams(),
          headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
          body: JSON.stringify({ requests: [{ indexName: 'site', query: 'build' }] }),
        },
        deps,
      )
      const { results } = JSON.parse(response.body) as {
        results: Array<{ hits: Array<{ objectID: string }> }>
      }
      return results[0]?.hits.map((hit) => hit.objectID)
    }
    writeRecords([makeRecord({ objectID: 'a', content: 'first build' })], 1_000)
    expect(await ask()).toEqual(['a'])
    expect(await ask()).toEqual(['a'])
    writeRecords([makeRecord({ objectID: 'b', content: 'second build' })], 2_000)
    expect(await ask()).toEqual(['b'])
  })

  it('reads the admin key from SEARCH_ADMIN_KEY, and refuses writes without it', () => {
    expect(embeddedCredentials({ SEARCH_ADMIN_KEY: ' secret ' }).adminKey).toBe('secret')
    expect(embeddedCredentials({}).adminKey).toBeNull()
    expect(embeddedCredentials({ SEARCH_ADMIN_KEY: '' }).adminKey).toBeNull()
  })
})
