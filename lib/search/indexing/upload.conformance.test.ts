/**
 * @jest-environment node
 *
 * The upload path end to end: the official client's `replaceAllObjects` (and our upload function
 * built on it) against the embedded endpoint, a real protocol peer.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { siteConfig } from '../../../site.config'
import type { SearchHttpDeps } from '../protocol/http-handler'
import { IndexRegistry } from '../protocol/index-registry'
import { SearchIndexStore } from '../store/index-store'
import { makeRecord } from '../testing/make-record'
import { startSearchServer, type RunningSearchServer } from '../testing/http-test-server'
import { UploadConfigurationError, resolveUploadTarget, uploadSearchRecords } from './upload'

const { appId, searchKey } = siteConfig.search.embedded
const ADMIN_KEY = 'test-admin-key'
const credentials: SearchHttpDeps['credentials'] = { appId, searchKey, adminKey: ADMIN_KEY }

const records = Array.from({ length: 12 }, (_, i) =>
  makeRecord({
    objectID: `record-${i}`,
    content: `uploaded paragraph number${i}`,
    position: i,
    url: `/3.5.6/docs/up#p${i}`,
  }),
)

let server: RunningSearchServer
let registry: IndexRegistry
const calls: string[] = []

beforeAll(async () => {
  registry = new IndexRegistry()
  server = await startSearchServer(
    { indices: () => registry, credentials },
    {
      onRequest: (method, requestPath) =>
        calls.push(`${method} ${requestPath.replace(/_tmp_\d+/, '_tmp_N').replace(/task\/\d+/, 'task/N')}`),
    },
  )
})

afterAll(async () => {
  await server.close()
})

const hosts = () => [{ url: server.host, accept: 'readWrite' as const, protocol: 'http' as const }]
const searchHits = async (indexName: string, query: string) => {
  const { results } = await liteClient(appId, searchKey, { hosts: hosts() }).search({
    requests: [{ indexName, query, distinct: false, hitsPerPage: 100, typoTolerance: false }],
  })
  return (results[0] as { hits: Array<{ objectID: string }> }).hits.map((hit) => hit.objectID).sort()
}

describe('replaceAllObjects against the embedded backend', () => {
  it('replaces an index with the admin key, through the calls the client makes', async () => {
    calls.length = 0
    const admin = algoliasearch(appId, ADMIN_KEY, { hosts: hosts() })
    await admin.replaceAllObjects({
      indexName: 'docs-upload',
      objects: records.map((record) => ({ ...record })),
      batchSize: 5,
    })
    expect(calls).toEqual([
      'POST /1/indexes/docs-upload/operation',
      'POST /1/indexes/docs-upload_tmp_N/batch',
      'POST /1/indexes/docs-upload_tmp_N/batch',
      'POST /1/indexes/docs-upload_tmp_N/batch',
      'GET /1/indexes/docs-upload_tmp_N/task/N',
      'GET /1/indexes/docs-upload_tmp_N/task/N',
      'GET /1/indexes/docs-upload_tmp_N/task/N',
      'GET /1/indexes/docs-upload_tmp_N/task/N',
      'POST /1/indexes/docs-upload/operation',
      'GET /1/indexes/docs-upload_tmp_N/task/N',
      'POST /1/indexes/docs-upload_tmp_N/operation',
      'GET /1/indexes/docs-upload_tmp_N/task/N',
    ])
    expect(registry.names()).toEqual(['docs-upload'])
    expect(await searchHits('docs-upload', 'uploaded')).toHaveLength(12)
    expect(await searchHits('docs-upload', 'number7 ')).toEqual(['record-7'])
  })

  it('replaces every record on the next upload', async () => {
    const admin = algoliasearch(appId, ADMIN_KEY, { hosts: hosts() })
    const fewer = records.slice(0, 3).map((record) => ({ ...record, content: `replaced ${record.content}` }))
    await admin.replaceAllObjects({ indexName: 'docs-upload', objects: fewer })
    expect(await searchHits('docs-upload', 'uploaded')).toEqual(['record-0', 'record-1', 'record-2'])
    expect(await searchHits('docs-upload', 'replaced')).toHaveLength(3)
  })

  it('refuses every write with the search key', async () => {
    const withSearchKey = algoliasearch(appId, searchKey, { hosts: hosts() })
    await expect(
      withSearchKey.replaceAllObjects({ indexName: 'docs-upload', objects: [{ ...records[0] }] }),
    ).rejects.toMatchObject({ status: 403, message: 'Method not allowed with this API key' })
    await expect(withSearchKey.deleteIndex({ indexName: 'docs-upload' })).rejects.toMatchObject({
      status: 403,
    })
    expect(await searchHits('docs-upload', 'replaced')).toHaveLength(3)
  })

  it('refuses records that do not fit the schema, naming the field', async () => {
    const admin = algoliasearch(appId, ADMIN_KEY, { hosts: hosts() })
    await expect(
      admin.batch({
        indexName: 'docs-upload',
        batchWriteParams: { requests: [{ action: 'addObject', body: { objectID: 'x', url: 7 } }] },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Record 0: "url" must be a string of at most 2048 characters',
    })
    await expect(
      admin.batch({
        indexName: 'docs-upload',
        batchWriteParams: {
          requests: [{ action: 'addObject', body: { ...records[0], code_identifiers: 'HttpSecurity' } }],
        },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Record 0: "code_identifiers" must be a list of at most 200 strings of at most 256 characters',
    })
  })

  it('keeps the code identifiers of uploaded records searchable', async () => {
    const admin = algoliasearch(appId, ADMIN_KEY, { hosts: hosts() })
    const heading = {
      ...records[0],
      objectID: 'with-code',
      content: null,
      code_identifiers: ['HttpSecurity'],
    }
    await admin.replaceAllObjects({ indexName: 'docs-code', objects: [heading] })
    expect(await searchHits('docs-code', 'HttpSecurity')).toEqual(['with-code'])
    await admin.deleteIndex({ indexName: 'docs-code' })
  })

  it('refuses writes when the server has no admin key', async () => {
    const noAdmin = await startSearchServer({
      indices: () => registry,
      credentials: { ...credentials, adminKey: null },
    })
    try {
      const admin = algoliasearch(appId, ADMIN_KEY, {
        hosts: [{ url: noAdmin.host, accept: 'readWrite', protocol: 'http' }],
      })
      await expect(admin.deleteIndex({ indexName: 'docs-upload' })).rejects.toMatchObject({ status: 403 })
    } finally {
      await noAdmin.close()
    }
  })
})

describe('uploadSearchRecords', () => {
  it('sets the documentation settings and synonyms and uploads through the site mount path', async () => {
    const target = resolveUploadTarget({
      SEARCH_ADMIN_KEY: ADMIN_KEY,
      SEARCH_UPLOAD_URL: `http://${server.host}`,
    })
    expect(target).toEqual({
      appId,
      adminKey: ADMIN_KEY,
      indexName: siteConfig.search.embedded.indexName,
      origin: `http://${server.host}`,
    })
    calls.length = 0
    const synonyms = [{ objectID: 'passage', type: 'synonym' as const, synonyms: ['paragraph', 'passage'] }]
    const result = await uploadSearchRecords(records, target, synonyms)
    expect(result).toEqual({
      indexName: siteConfig.search.embedded.indexName,
      records: 12,
      batches: 1,
      synonyms: 1,
    })
    expect(calls[0]).toBe(`PUT /1/indexes/${siteConfig.search.embedded.indexName}/settings`)
    expect(calls).toContain(`POST /1/indexes/${siteConfig.search.embedded.indexName}/synonyms/batch`)
    expect(registry.synonyms.get(siteConfig.search.embedded.indexName, 'passage')).toEqual(synonyms[0])
    expect(await searchHits(siteConfig.search.embedded.indexName, 'passage')).toHaveLength(12)
    expect(registry.settings(siteConfig.search.embedded.indexName)).toMatchObject({
      attributeForDistinct: 'url',
      distinct: true,
    })
    expect(await searchHits(siteConfig.search.embedded.indexName, 'uploaded')).toHaveLength(12)
  })

  it('names what is missing in the environment', () => {
    expect(() => resolveUploadTarget({})).toThrow(UploadConfigurationError)
    expect(() => resolveUploadTarget({})).toThrow(/SEARCH_ADMIN_KEY is not set/)
    expect(() => resolveUploadTarget({ SEARCH_ADMIN_KEY: 'k', NEXT_PUBLIC_SEARCH_APP_ID: 'APP' })).toThrow(
      /^NEXT_PUBLIC_SEARCH_INDEX_NAME is not set/,
    )
    expect(
      resolveUploadTarget({
        SEARCH_ADMIN_KEY: 'k',
        NEXT_PUBLIC_SEARCH_APP_ID: 'APP',
        NEXT_PUBLIC_SEARCH_INDEX_NAME: 'docs',
      }),
    ).toEqual({
      appId: 'APP',
      adminKey: 'k',
      indexName: 'docs',
    })
  })

  it('makes `npm run search:upload` exit 1 with a clear message without the admin key', () => {
    const root = path.join(__dirname, '..', '..', '..')
    const env = { ...process.env, SEARCH_ADMIN_KEY: '' }
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/search-upload.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('SEARCH_ADMIN_KEY is not set')
  })
})

describe('uploads survive a restart', () => {
  it('persists an uploaded index and serves it from a new store', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'search-store-'))
    try {
      const store = new SearchIndexStore({ directory, indexName: 'site', siteRecords: () => null })
      const storeServer = await startSearchServer({ indices: () => store.current(), credentials })
      try {
        const admin = algoliasearch(appId, ADMIN_KEY, {
          hosts: [{ url: storeServer.host, accept: 'readWrite', protocol: 'http' }],
        })
        await admin.replaceAllObjects({
          indexName: 'kept',
          objects: records.map((record) => ({ ...record })),
        })
        await store.flush()
      } finally {
        await storeServer.close()
      }
      expect(fs.readdirSync(path.join(directory, 'indices'))).toEqual(['kept.json'])
      const restarted = new SearchIndexStore({ directory, indexName: 'site', siteRecords: () => null })
      expect(restarted.current().stored('kept')?.records.size).toBe(12)
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })
})
