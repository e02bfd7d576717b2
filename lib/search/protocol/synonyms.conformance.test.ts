/**
 * @jest-environment node
 *
 * Conformance: the synonyms endpoints driven by the official client (algoliasearch v5), unchanged,
 * over real HTTP, and the searches that then use the synonyms.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { siteConfig } from '../../../site.config'
import { SearchIndexStore } from '../store/index-store'
import { makeRecord } from '../testing/make-record'
import { startSearchServer, type RunningSearchServer } from '../testing/http-test-server'
import { IndexRegistry } from './index-registry'

const { appId, searchKey } = siteConfig.search.embedded
const ADMIN_KEY = 'synonyms-test-admin'
const INDEX = 'docs-synonyms'
const credentials = { appId, searchKey, adminKey: ADMIN_KEY }

const records = [
  makeRecord({ objectID: 'kubernetes', content: 'Running the server on Kubernetes' }),
  makeRecord({ objectID: 'mail', content: 'The mail notifier sends one mail per change' }),
  makeRecord({ objectID: 'ui', content: 'Colours of the user interface' }),
]

let server: RunningSearchServer
let registry: IndexRegistry

beforeEach(async () => {
  registry = new IndexRegistry()
  registry.load(INDEX, records, Date.now())
  server = await startSearchServer({ indices: () => registry, credentials })
})

afterEach(async () => {
  await server.close()
})

const hosts = () => [{ url: server.host, accept: 'readWrite' as const, protocol: 'http' as const }]
const admin = () => algoliasearch(appId, ADMIN_KEY, { hosts: hosts() })
const hitsFor = async (query: string) => {
  const { results } = await liteClient(appId, searchKey, { hosts: hosts() }).search({
    requests: [{ indexName: INDEX, query }],
  })
  return (results[0] as { hits: Array<{ objectID: string }> }).hits.map((hit) => hit.objectID).sort()
}

describe('synonyms through the official client', () => {
  it('saves synonyms in a batch, and searches use them at once', async () => {
    expect(await hitsFor('k8s ')).toEqual([])
    expect(await hitsFor('letter ')).toEqual([])
    const saved = await admin().saveSynonyms({
      indexName: INDEX,
      synonymHit: [
        { objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] },
        { objectID: 'letter', type: 'oneWaySynonym', input: 'letter', synonyms: ['mail'] },
        { objectID: 'ui', type: 'synonym', synonyms: ['ui', 'user interface'] },
      ],
      forwardToReplicas: true,
      replaceExistingSynonyms: true,
    })
    expect(saved).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) })
    await admin().waitForTask({ indexName: INDEX, taskID: saved.taskID })
    expect(await hitsFor('k8s ')).toEqual(['kubernetes'])
    expect(await hitsFor('letter ')).toEqual(['mail'])
    expect(await hitsFor('ui ')).toEqual(['ui'])
  })

  it('gets, saves, searches, deletes and clears synonyms with the hosted service’s answers', async () => {
    const client = admin()
    await client.saveSynonyms({
      indexName: INDEX,
      synonymHit: [{ objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] }],
    })
    expect(await client.getSynonym({ indexName: INDEX, objectID: 'k8s' })).toEqual({
      objectID: 'k8s',
      type: 'synonym',
      synonyms: ['k8s', 'kubernetes'],
    })
    const one = await client.saveSynonym({
      indexName: INDEX,
      objectID: 'letter',
      synonymHit: { objectID: 'letter', type: 'onewaysynonym', input: 'letter', synonyms: ['mail'] },
    })
    expect(one).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String), id: 'letter' })
    expect(
      await client.searchSynonyms({ indexName: INDEX, searchSynonymsParams: { query: 'kube' } }),
    ).toEqual({
      hits: [{ objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] }],
      nbHits: 1,
    })
    const oneWay = await client.searchSynonyms({
      indexName: INDEX,
      searchSynonymsParams: { type: 'oneWaySynonym', hitsPerPage: 10, page: 0 },
    })
    expect(oneWay.hits.map((hit) => hit.objectID)).toEqual(['letter'])
    expect(await client.deleteSynonym({ indexName: INDEX, objectID: 'letter' })).toEqual({
      taskID: expect.any(Number),
      deletedAt: expect.any(String),
    })
    expect(await hitsFor('letter ')).toEqual([])
    await expect(client.getSynonym({ indexName: INDEX, objectID: 'letter' })).rejects.toMatchObject({
      status: 404,
      message: 'Synonym set does not exist',
    })
    await client.clearSynonyms({ indexName: INDEX })
    expect((await client.searchSynonyms({ indexName: INDEX })).nbHits).toBe(0)
    expect(await hitsFor('k8s ')).toEqual([])
  })

  it('keeps earlier synonyms unless asked to replace them', async () => {
    const client = admin()
    await client.saveSynonyms({
      indexName: INDEX,
      synonymHit: [{ objectID: 'a', type: 'synonym', synonyms: ['k8s', 'kubernetes'] }],
    })
    await client.saveSynonyms({
      indexName: INDEX,
      synonymHit: [{ objectID: 'b', type: 'synonym', synonyms: ['letter', 'mail'] }],
    })
    expect((await client.searchSynonyms({ indexName: INDEX })).nbHits).toBe(2)
    await client.saveSynonyms({
      indexName: INDEX,
      synonymHit: [{ objectID: 'c', type: 'synonym', synonyms: ['ui', 'user interface'] }],
      replaceExistingSynonyms: true,
    })
    expect((await client.searchSynonyms({ indexName: INDEX })).hits.map((hit) => hit.objectID)).toEqual(['c'])
  })

  it('refuses reads and writes with the search key, as the hosted service does without the settings right', async () => {
    const withSearchKey = algoliasearch(appId, searchKey, { hosts: hosts() })
    await expect(withSearchKey.searchSynonyms({ indexName: INDEX })).rejects.toMatchObject({ status: 403 })
    await expect(withSearchKey.getSynonym({ indexName: INDEX, objectID: 'k8s' })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      withSearchKey.saveSynonyms({
        indexName: INDEX,
        synonymHit: [{ objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] }],
      }),
    ).rejects.toMatchObject({ status: 403, message: 'Method not allowed with this API key' })
  })

  it('answers bad synonyms with a 400 naming the entry and the field', async () => {
    await expect(
      admin().saveSynonyms({
        indexName: INDEX,
        synonymHit: [
          { objectID: 'ok', type: 'synonym', synonyms: ['a', 'b'] },
          { objectID: 'bad', type: 'synonym', synonyms: ['lonely'] },
        ],
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Synonym 1: "synonyms" must be a list of 2 to 100 words or phrases',
    })
    await expect(
      admin().saveSynonym({
        indexName: INDEX,
        objectID: 'x',
        synonymHit: { objectID: 'x', type: 'altCorrection1', word: 'a', corrections: ['b'] },
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(admin().getSynonym({ indexName: 'missing', objectID: 'x' })).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    })
  })
})

describe('synonyms survive a restart', () => {
  it('persists saved synonyms with the uploaded index', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'search-synonyms-'))
    try {
      const store = new SearchIndexStore({ directory, indexName: 'site', siteRecords: () => null })
      const storeServer = await startSearchServer({ indices: () => store.current(), credentials })
      try {
        const client = algoliasearch(appId, ADMIN_KEY, {
          hosts: [{ url: storeServer.host, accept: 'readWrite', protocol: 'http' }],
        })
        await client.replaceAllObjects({
          indexName: 'kept',
          objects: records.map((record) => ({ ...record })),
        })
        await client.saveSynonyms({
          indexName: 'kept',
          synonymHit: [{ objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] }],
        })
        await store.flush()
      } finally {
        await storeServer.close()
      }
      const restarted = new SearchIndexStore({ directory, indexName: 'site', siteRecords: () => null })
      expect(restarted.current().synonyms.get('kept', 'k8s')).toMatchObject({
        synonyms: ['k8s', 'kubernetes'],
      })
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })
})
