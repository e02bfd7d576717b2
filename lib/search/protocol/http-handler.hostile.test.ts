/**
 * @jest-environment node
 *
 * Hostile input: a few hundred malformed or malicious requests, each of which must get a 4xx
 * answer with a JSON error body, after which the endpoint still answers a good search.
 */
import { siteConfig } from '../../../site.config'
import { IndexRegistry } from './index-registry'
import { makeRecord } from '../testing/make-record'
import { startSearchServer, type RunningSearchServer } from '../testing/http-test-server'

const { appId, searchKey, indexName } = siteConfig.search.embedded
const ADMIN_KEY = 'hostile-test-admin'
const searchHeaders = { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey }
const adminHeaders = { 'x-algolia-application-id': appId, 'x-algolia-api-key': ADMIN_KEY }

interface HostileRequest {
  label: string
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}

const nested = (depth: number, leaf = '"x"') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
const query = (request: Record<string, unknown> | string, headers = searchHeaders): HostileRequest => ({
  label: typeof request === 'string' ? request.slice(0, 60) : JSON.stringify(request).slice(0, 60),
  headers,
  body: typeof request === 'string' ? request : JSON.stringify({ requests: [{ indexName, ...request }] }),
})

/** Values each parameter must refuse. */
const INVALID_VALUES: Record<string, unknown[]> = {
  query: [1, true, null, [], {}, 'q'.repeat(513), ['a']],
  page: [-1, 1.5, '1', 1e300, 2 ** 53, null, [], {}, true],
  hitsPerPage: [-1, 1001, 1e6, 2.5, '20', null, [20], { n: 20 }, false],
  facetFilters: [
    1,
    true,
    {},
    [1],
    [[1]],
    [[['version:3.5.6']]],
    ['nocolon'],
    [['nocolon']],
    ['x'.repeat(1001)],
  ],
  facets: ['type', 1, [1], [{}], {}],
  attributesToRetrieve: ['*', 1, [null], [[]], {}],
  attributesToHighlight: [true, [1], {}],
  attributesToSnippet: [0, [false], {}],
  highlightPreTag: [1, null, [], '<'.repeat(257)],
  highlightPostTag: [{}, 2, '>'.repeat(257)],
  snippetEllipsisText: [false, ['…']],
  clickAnalytics: ['true', 1, null, []],
  distinct: [5, -1, 'yes', 1.5, null, []],
  typoTolerance: ['maybe', 2, null, []],
  minWordSizefor1Typo: [-1, 65, 'four'],
  queryType: ['prefixSome', 1],
  removeWordsIfNoResults: ['some', true],
  exactOnSingleWordQuery: ['always', 0],
  optionalWords: [1, [2], {}],
  maxValuesPerFacet: [-5, 1001],
  analytics: ['no'],
  analyticsTags: ['tag', [1]],
  personalizationImpact: [101, 'x'],
  optionalFilters: [JSON.parse(nested(50)) as unknown, { a: Array.from({ length: 2000 }, () => 1) }],
  filters: ['version:3.5.6'],
  numericFilters: ['weight.level>0'],
  tagFilters: [['tag']],
  offset: [10],
  length: [10],
  restrictSearchableAttributes: [['content']],
  similarQuery: ['mail'],
  ignorePlurals: ['yes', 5, null, {}, ['english'], [1], ['en', 'x'.repeat(20)]],
  removeStopWords: ['no', 0, {}, ['EN'], [['en']]],
  queryLanguages: [true, 'en', [1], ['english']],
  synonyms: ['yes', 1, null],
  alternativesAsExact: ['ignorePlurals', ['plurals'], [1], {}],
}

/** Texts each parameter must refuse in a params string. */
const INVALID_PARAM_STRINGS: Record<string, string[]> = {
  query: ['q'.repeat(513)],
  page: ['-1', '1.5', 'abc', '1e300', '99999999999999999', 'true', ''],
  hitsPerPage: ['1001', '-1', 'twenty', '2.5', '0x10'],
  facetFilters: ['nocolon', '[1]', '[[["a:b"]]]', '[broken', '{"a":1}', '[["x:y",2]]'],
  attributesToRetrieve: ['[1]', '[broken', '{"a":1}', '[[]]'],
  distinct: ['5', 'yes', '-1', ''],
  typoTolerance: ['maybe', '2', ''],
  clickAnalytics: ['yes', '2', ''],
  queryType: ['prefixSome'],
  minWordSizefor2Typos: ['100', 'eight'],
  optionalFilters: [nested(50)],
  filters: ['version:3.5.6'],
  offset: ['10'],
  ignorePlurals: ['maybe', '[1]', '[broken'],
  removeStopWords: ['english', '{"en":true}'],
  alternativesAsExact: ['everything'],
}

function hostileRequests(): HostileRequest[] {
  const requests: HostileRequest[] = []
  // Bodies that are not JSON, or not the expected JSON.
  for (const body of [
    '',
    ' ',
    '{',
    '[',
    '{"requests":',
    '{"requests":[}',
    "{'requests':[]}",
    '{"requests":[],}',
    'NaN',
    'Infinity',
    '{"requests": NaN}',
    '/* comment */ {}',
    '\u0000',
    '\ufeff{"requests":[]}',
    'null',
    'true',
    '"requests"',
    '42',
    '[]',
    '[{"indexName":"x"}]',
    '{"requests":null}',
    '{"requests":{}}',
    '{"requests":"all"}',
    '{"requests":[1]}',
    '{"requests":[null]}',
    '{"requests":[[]]}',
    '{"requests":[{}]}',
    '{"requests":[{"indexName":1}]}',
    '{"requests":[{"indexName":""}]}',
    '{"requests":[{"indexName":"*"}]}',
    '{"requests":[{"indexName":"a/b"}]}',
    '{"requests":[{"indexName":"\\u0000"}]}',
    `{"requests":[{"indexName":"${'i'.repeat(300)}"}]}`,
    '{"requests":[],"extra":1}',
    '{"requests":[],"strategy":"all"}',
    nested(100000),
    nestedObject(100000),
    `{"requests":${nested(50000, '{}')}}`,
  ]) {
    requests.push(query(body))
  }
  // Wrong types and out-of-range values for every parameter, as JSON values and inside a params object.
  for (const [name, values] of Object.entries(INVALID_VALUES)) {
    for (const value of values) {
      requests.push(query({ [name]: value }))
      requests.push(query({ params: { [name]: value } }))
    }
  }
  // The same inside a URL-encoded params string, where every value is text.
  for (const [name, texts] of Object.entries(INVALID_PARAM_STRINGS)) {
    for (const text of texts) requests.push(query({ params: `${name}=${encodeURIComponent(text)}` }))
  }
  // Parameters that do not exist, including prototype keys and injection attempts.
  for (const name of [
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'queryy',
    '<script>',
    "'; DROP TABLE--",
    '${process.env}',
    '{{7*7}}',
    'hitsPerPage ',
    'HITSPERPAGE',
    '💥',
    'a'.repeat(5000),
    'facet',
    'facetQuery',
  ]) {
    requests.push(query({ [name]: 1 }))
    requests.push(query({ params: `${encodeURIComponent(name)}=1` }))
  }
  requests.push(query(`{"requests":[{"indexName":"${indexName}","__proto__":{"hitsPerPage":1000}}]}`))
  requests.push(query(`{"requests":[{"indexName":"${indexName}","params":{"__proto__":{"query":"x"}}}]}`))
  requests.push(query({ type: 'facet', facet: 'type', facetQuery: 'lv' }))
  requests.push(query({ type: 'rubbish' }))
  requests.push(query({ params: 7 }))
  requests.push(query({ params: ['query=x'] }))
  requests.push(query({ params: 'hitsPerPage=%ZZ' }))
  requests.push(query({ params: Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`p${i}`, i])) }))
  requests.push(query(JSON.stringify({ requests: Array.from({ length: 51 }, () => ({ indexName })) })))
  // Bounded cost (request-limits.ts): the probe's ~1 MB request of 125 groups of 1,000 filter values,
  // more filter values than one query may hold, and more hits than one call may ask for.
  const filterGroups = (groups: number, values: number) =>
    Array.from({ length: groups }, (_, group) =>
      Array.from({ length: values }, (_, value) => `version:v${group}-${value}`),
    )
  requests.push(query({ facetFilters: filterGroups(125, 1000) }))
  requests.push(query({ facetFilters: filterGroups(1, 101) }))
  const attributes = (count: number) => Array.from({ length: count }, (_, i) => `content:${i}`)
  for (const name of [
    'attributesToRetrieve',
    'attributesToHighlight',
    'attributesToSnippet',
    'optionalWords',
  ]) {
    requests.push(query({ [name]: attributes(101) }))
    requests.push(query({ params: `${name}=${encodeURIComponent(JSON.stringify(attributes(1000)))}` }))
  }
  requests.push(query({ facetFilters: filterGroups(101, 1) }))
  requests.push(query({ params: `facetFilters=${encodeURIComponent(JSON.stringify(filterGroups(11, 10)))}` }))
  requests.push(
    query(JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName, hitsPerPage: 1000 })) })),
  )
  requests.push(
    query(
      JSON.stringify({
        requests: [
          { indexName, hitsPerPage: 600 },
          { indexName, hitsPerPage: 401 },
        ],
      }),
    ),
  )
  // A lone UTF-16 surrogate (it cannot be written as UTF-8) in every kind of string parameter.
  for (const [name, value] of [
    ['query', '\ud800'],
    ['query', 'ok \udfff'],
    ['highlightPreTag', '<\udbff>'],
    ['userToken', '\ud800'],
    ['facetFilters', ['type:\ud800']],
    ['attributesToRetrieve', ['\ud800']],
    ['optionalWords', '\udc00'],
  ] as const) {
    requests.push(query({ [name]: value }))
    requests.push(query({ params: { [name]: value } }))
  }
  // Unknown indices, including names that look like paths or queries.
  for (const name of [
    'missing',
    '../records',
    "x' OR '1'='1",
    '%2e%2e',
    'spring-boot-admin ',
    'SPRING-BOOT-ADMIN',
  ]) {
    requests.push({
      label: `index ${name}`,
      headers: searchHeaders,
      body: JSON.stringify({ requests: [{ indexName: name }] }),
    })
  }
  // Credentials.
  const body = JSON.stringify({ requests: [{ indexName, query: 'x' }] })
  const credentialHeaders: Array<Record<string, string>> = [
    {},
    { 'x-algolia-application-id': appId },
    { 'x-algolia-api-key': searchKey },
    { ...searchHeaders, 'x-algolia-api-key': 'wrong' },
    { ...searchHeaders, 'x-algolia-application-id': 'OTHER' },
    { ...searchHeaders, 'x-algolia-api-key': ADMIN_KEY.slice(0, -1) },
    // A wrong admin key of the right length: refused like any other.
    {
      ...searchHeaders,
      'x-algolia-api-key': `${ADMIN_KEY.slice(0, -1)}${ADMIN_KEY.endsWith('x') ? 'y' : 'x'}`,
    },
    { ...searchHeaders, 'x-algolia-api-key': searchKey.toUpperCase() },
  ]
  for (const headers of credentialHeaders) {
    requests.push({ label: `credentials ${JSON.stringify(headers)}`, headers, body })
  }
  for (const credentials of [
    `x-algolia-application-id=${appId}&x-algolia-api-key=${searchKey}%20`,
    `x-algolia-application-id=${appId}`,
    `x-algolia-api-key=${searchKey}&x-algolia-application-id=%00`,
  ]) {
    requests.push({ label: `credentials ?${credentials}`, path: `/1/indexes/*/queries?${credentials}`, body })
  }
  // Paths and methods.
  for (const [method, path] of [
    ['POST', '/'],
    ['POST', '/1'],
    ['POST', '/1/indexes'],
    ['POST', '/1/indexes/*'],
    ['POST', '/1/indexes/*/queries/x'],
    ['POST', '/1/indexes/*/browse'],
    ['POST', '/2/indexes/*/queries'],
    ['GET', '/1/indexes/*/queries'],
    ['PUT', '/1/indexes/*/queries'],
    ['DELETE', '/1/indexes/*/queries'],
    ['PATCH', '/1/indexes/spring-boot-admin/query'],
    ['POST', '/1/indexes/%ZZ/query'],
    ['POST', '/1/indexes/..%2F..%2Fetc%2Fpasswd/query'],
    ['POST', '/../../etc/passwd'],
    ['POST', `/1/indexes/${'x'.repeat(5000)}/query`],
    ['GET', '/1/indexes/spring-boot-admin/task/abc'],
    ['GET', '/1/indexes/spring-boot-admin/task/99999999'],
    ['POST', '/1/indexes/spring-boot-admin/batch'],
    ['POST', '/1/indexes/spring-boot-admin/operation'],
    ['DELETE', '/1/indexes/spring-boot-admin'],
  ] as const) {
    requests.push({ label: `${method} ${path.slice(0, 60)}`, method, path, headers: searchHeaders, body })
  }
  // Writes with the admin key but malformed bodies.
  for (const [path, writeBody] of [
    ['/1/indexes/x/batch', '{}'],
    ['/1/indexes/x/batch', '{"requests":[{"action":"nuke"}]}'],
    ['/1/indexes/x/batch', '{"requests":[{"action":"addObject","body":{"url":"/a","type":"lvl9"}}]}'],
    ['/1/indexes/x/batch', '{"requests":[{"action":"addObject","body":[]}]}'],
    ['/1/indexes/x/batch', `{"requests":[{"action":"addObject","body":${nestedObject(5000)}}]}`],
    ['/1/indexes/x/batch', '{"requests":[{"action":"deleteObject","body":{}}]}'],
    ['/1/indexes/x/operation', '{"operation":"drop"}'],
    ['/1/indexes/x/operation', '{"operation":"move","destination":""}'],
    ['/1/indexes/missing/operation', '{"operation":"move","destination":"y"}'],
    ['/1/indexes/x/operation', '{"operation":"copy","destination":"y","scope":["records"]}'],
  ] as const) {
    requests.push({
      label: `admin ${path} ${writeBody.slice(0, 40)}`,
      path,
      headers: adminHeaders,
      body: writeBody,
    })
  }
  // Synonyms: malformed bodies and parameters with the admin key, missing ones, and the search key.
  const synonymsPath = `/1/indexes/${indexName}/synonyms`
  const oneSynonym = (fields: Record<string, unknown>) =>
    JSON.stringify([{ objectID: 'a', type: 'synonym', synonyms: ['a', 'b'], ...fields }])
  for (const [method, path, synonymBody] of [
    ['PUT', `${synonymsPath}/batch`, '{}'],
    ['PUT', `${synonymsPath}/batch`, '[1]'],
    ['POST', `${synonymsPath}/batch`, '[{}]'],
    ['PUT', `${synonymsPath}/batch`, '[null]'],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ synonyms: undefined })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ synonyms: 'a,b' })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ synonyms: ['a'] })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ synonyms: ['', 'b'] })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ synonyms: ['...', '!!'] })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ synonyms: ['a', 'b'.repeat(201)] })],
    [
      'PUT',
      `${synonymsPath}/batch`,
      oneSynonym({ synonyms: Array.from({ length: 101 }, (_, i) => `w${i}`) }),
    ],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ synonyms: [['a'], 'b'] })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ type: 'nope' })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ type: 'placeholder', placeholder: '<p>' })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ type: 'altCorrection1', word: 'a', corrections: ['b'] })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ type: 'oneWaySynonym' })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ type: 'oneWaySynonym', input: 7 })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ objectID: '' })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ objectID: 'o'.repeat(513) })],
    ['PUT', `${synonymsPath}/batch`, oneSynonym({ objectID: 7 })],
    ['PUT', `${synonymsPath}/batch`, `[${nestedObject(5000)}]`],
    ['PUT', `${synonymsPath}/batch`, nested(50000)],
    ['PUT', `${synonymsPath}/batch?replaceExistingSynonyms=maybe`, oneSynonym({})],
    ['PUT', `${synonymsPath}/batch?forwardToReplicas=1`, oneSynonym({})],
    ['PUT', `${synonymsPath}/a`, JSON.stringify({ objectID: 'b', type: 'synonym', synonyms: ['a', 'b'] })],
    ['PUT', `${synonymsPath}/a`, '[]'],
    ['PUT', `${synonymsPath}/${'x'.repeat(600)}`, '{}'],
    ['GET', `${synonymsPath}/missing`, ''],
    ['GET', '/1/indexes/missing/synonyms/a', ''],
    ['DELETE', `${synonymsPath}/missing`, ''],
    ['POST', '/1/indexes/missing/synonyms/clear', ''],
    ['POST', `${synonymsPath}/search`, '[]'],
    ['POST', `${synonymsPath}/search`, '{"query":1}'],
    ['POST', `${synonymsPath}/search`, `{"query":"${'q'.repeat(600)}"}`],
    ['POST', `${synonymsPath}/search`, '{"type":"placeholder"}'],
    ['POST', `${synonymsPath}/search`, '{"page":-1}'],
    ['POST', `${synonymsPath}/search`, '{"hitsPerPage":0}'],
    ['POST', `${synonymsPath}/search`, '{"hitsPerPage":1001}'],
    ['POST', `${synonymsPath}/search`, '{"__proto__":{"query":"x"}}'],
    ['POST', '/1/indexes/missing/synonyms/search', '{}'],
    ['PATCH', `${synonymsPath}/batch`, oneSynonym({})],
    ['POST', `${synonymsPath}/a`, oneSynonym({})],
    ['PUT', `/1/indexes/${indexName}/settings`, '{"ignorePlurals":"yes"}'],
    ['PUT', `/1/indexes/${indexName}/settings`, '{"englishStemming":"no"}'],
    ['PUT', `/1/indexes/${indexName}/settings`, '{"spellingVariants":1}'],
    ['PUT', `/1/indexes/${indexName}/settings`, '{"alternativesAsExact":["x"]}'],
    ['PUT', `/1/indexes/${indexName}/settings`, '{"removeWordsIfNoResults":"some"}'],
  ] as const) {
    requests.push({
      label: `synonyms ${method} ${path.slice(0, 60)} ${synonymBody.slice(0, 40)}`,
      method,
      path,
      headers: adminHeaders,
      body: synonymBody,
    })
  }
  for (const [method, path] of [
    ['GET', `${synonymsPath}/a`],
    ['POST', `${synonymsPath}/search`],
    ['PUT', `${synonymsPath}/batch`],
    ['DELETE', `${synonymsPath}/a`],
    ['POST', `${synonymsPath}/clear`],
  ] as const) {
    requests.push({
      label: `synonyms with the search key ${method} ${path}`,
      method,
      path,
      headers: searchHeaders,
      body: '[]',
    })
  }
  // Bodies over the limit and encodings we do not read.
  requests.push(query(`{"requests":[{"indexName":"${indexName}","query":"${'a'.repeat(1024 * 1024)}"}]}`))
  requests.push(query(' '.repeat(1024 * 1024 + 1)))
  requests.push({ ...query({ query: 'x' }), headers: { ...searchHeaders, 'content-encoding': 'gzip' } })
  return requests
}

let server: RunningSearchServer

beforeAll(async () => {
  const registry = new IndexRegistry()
  registry.load(indexName, [makeRecord({ objectID: 'ok', content: 'still answering' })], Date.now())
  server = await startSearchServer({
    indices: () => registry,
    credentials: { appId, searchKey, adminKey: ADMIN_KEY },
  })
})

afterAll(async () => {
  await server.close()
})

it('answers every hostile request with a 4xx JSON error and keeps answering', async () => {
  const requests = hostileRequests()
  expect(requests.length).toBeGreaterThan(300)
  const failures: string[] = []
  for (const request of requests) {
    const response = await fetch(`http://${server.host}${request.path ?? '/1/indexes/*/queries'}`, {
      method: request.method ?? 'POST',
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'DELETE' ? undefined : (request.body ?? ''),
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // reported below
    }
    const body = json as { message?: unknown; status?: unknown } | null
    const wellFormed =
      response.status >= 400 &&
      response.status < 500 &&
      (response.headers.get('content-type') ?? '').startsWith('application/json') &&
      typeof body?.message === 'string' &&
      body.status === response.status &&
      !/\n\s+at /.test(text)
    if (!wellFormed) failures.push(`${request.label} → ${response.status} ${text.slice(0, 120)}`)
  }
  expect(failures).toEqual([])

  const good = await fetch(`http://${server.host}/1/indexes/*/queries`, {
    method: 'POST',
    headers: searchHeaders,
    body: JSON.stringify({ requests: [{ indexName, query: 'still' }] }),
  })
  expect(good.status).toBe(200)
  expect(((await good.json()) as { results: Array<{ nbHits: number }> }).results[0]?.nbHits).toBe(1)
  // Several hundred requests in a row: more than Jest's default 5 s on a busy machine.
}, 60_000)

describe('the admin key', () => {
  const sameLength = (key: string, at: number) =>
    `${key.slice(0, at)}${key[at] === 'x' ? 'y' : 'x'}${key.slice(at + 1)}`
  const wrongKeys = [
    ['its first character', sameLength(ADMIN_KEY, 0)],
    ['its last character', sameLength(ADMIN_KEY, ADMIN_KEY.length - 1)],
    ['every character', 'x'.repeat(ADMIN_KEY.length)],
  ] as const
  const writes = [
    ['POST', `/1/indexes/${indexName}/batch`, '{"requests":[{"action":"clear"}]}'],
    ['POST', `/1/indexes/${indexName}/operation`, '{"operation":"move","destination":"stolen"}'],
    ['PUT', `/1/indexes/${indexName}/settings`, '{"searchableAttributes":["url"]}'],
    ['DELETE', `/1/indexes/${indexName}`, ''],
  ] as const

  async function hitsFor(text: string): Promise<number | undefined> {
    const response = await fetch(`http://${server.host}/1/indexes/*/queries`, {
      method: 'POST',
      headers: searchHeaders,
      body: JSON.stringify({ requests: [{ indexName, query: text }] }),
    })
    return ((await response.json()) as { results: Array<{ nbHits: number }> }).results[0]?.nbHits
  }

  it.each(wrongKeys)(
    'refuses every write with a key of the right length that differs in %s',
    async (_, wrongKey) => {
      expect(wrongKey).toHaveLength(ADMIN_KEY.length)
      expect(wrongKey).not.toBe(ADMIN_KEY)
      for (const [method, path, body] of writes) {
        const response = await fetch(`http://${server.host}${path}`, {
          method,
          headers: { ...adminHeaders, 'x-algolia-api-key': wrongKey },
          body: method === 'DELETE' ? undefined : body,
        })
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 })
        expect(await response.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 })
      }
      // Nothing was written: the record is still found in the same index.
      await expect(hitsFor('still')).resolves.toBe(1)
    },
  )

  it('lets the right key in (the requests above are refused for their key alone)', async () => {
    const response = await fetch(`http://${server.host}/1/indexes/${indexName}/settings`, {
      headers: adminHeaders,
    })
    expect(response.status).toBe(200)
  })
})

describe('405 answers', () => {
  it.each([
    ['GET', '/1/indexes/*/queries', 'POST, OPTIONS'],
    ['PUT', `/1/indexes/${indexName}/query`, 'POST, OPTIONS'],
    ['GET', `/1/indexes/${indexName}/batch`, 'POST, OPTIONS'],
    ['POST', `/1/indexes/${indexName}/settings`, 'GET, PUT, OPTIONS'],
    ['POST', `/1/indexes/${indexName}`, 'DELETE, OPTIONS'],
    ['DELETE', `/1/indexes/${indexName}/task/1`, 'GET, OPTIONS'],
  ])('%s %s names the methods the path accepts in Allow', async (method, path, allow) => {
    const response = await fetch(`http://${server.host}${path}`, { method, headers: adminHeaders })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    expect(await response.json()).toEqual({ message: expect.any(String), status: 405 })
  })
})

describe('answers larger than a query or a call may return', () => {
  let big: RunningSearchServer

  beforeAll(async () => {
    // 1,000 records of about 12 kB each: a page of all of them carries ~12 MB of record text.
    const registry = new IndexRegistry()
    const records = Array.from({ length: 1000 }, (_, i) =>
      makeRecord({ objectID: `r${i}`, content: `record ${i} ${'lorem ipsum dolor '.repeat(700)}` }),
    )
    registry.load(indexName, records, Date.now())
    big = await startSearchServer({
      indices: () => registry,
      credentials: { appId, searchKey, adminKey: null },
    })
  })

  afterAll(async () => {
    await big.close()
  })

  const search = (body: unknown, path = '/1/indexes/*/queries') =>
    fetch(`http://${big.host}${path}`, { method: 'POST', headers: searchHeaders, body: JSON.stringify(body) })

  it.each([
    ['a call', '/1/indexes/*/queries', { requests: [{ indexName, query: 'lorem', hitsPerPage: 1000 }] }],
    ['a single query', `/1/indexes/${indexName}/query`, { query: 'lorem', hitsPerPage: 1000 }],
  ])('refuses a query whose hits carry too much text, naming the limit (%s)', async (_, path, body) => {
    const response = await search(body, path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: expect.stringMatching(
        /^The 1000 hits asked for carry 1\d\.\d MiB of record text: at most 2\.0 MiB per query; ask for fewer hits \(hitsPerPage\)$/,
      ),
      status: 400,
    })
  })

  it('refuses a call whose answer would pass 8 MiB, naming the limit', async () => {
    // Each query alone is allowed (150 hits, 1.8 MB of text); five of them answer ~18 MB.
    const requests = Array.from({ length: 5 }, (_, i) => ({
      indexName,
      query: `lorem ${i}`,
      hitsPerPage: 150,
    }))
    const response = await search({ requests })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: expect.stringMatching(
        /^The answer to this call would be larger than 8 MiB: ask for fewer hits/,
      ),
      status: 400,
    })
  })

  it('answers the same searches when they ask for fewer hits', async () => {
    const response = await search({ requests: [{ indexName, query: 'lorem', hitsPerPage: 100 }] })
    expect(response.status).toBe(200)
    const { results } = (await response.json()) as { results: Array<{ hits: unknown[]; nbHits: number }> }
    expect(results[0]?.hits).toHaveLength(100)
    expect(results[0]?.nbHits).toBe(1000)
  })
})
