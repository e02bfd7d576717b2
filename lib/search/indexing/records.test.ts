/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { createSearchIndex, search } from '../engine/engine'
import { MAX_CODE_IDENTIFIERS } from './code-identifiers'
import { recordObjectId, MAX_CONTENT_LENGTH, buildRecords } from './records'
import type { PageForIndexing, SearchRecord } from '../record'

const fixtures = path.join(__dirname, '__fixtures__')
const page: PageForIndexing = {
  url: '/3.5.6/docs/server/security',
  title: 'Security',
  section: 'Server',
  html: fs.readFileSync(path.join(fixtures, 'page.html'), 'utf8'),
  pageRank: 1,
  version: '3.5.6',
  language: 'en',
}
const expected = JSON.parse(
  fs.readFileSync(path.join(fixtures, 'page.records.json'), 'utf8'),
) as SearchRecord[]

describe('buildRecords on the fixture page', () => {
  const records = buildRecords(page)

  it('produces exactly the expected records', () => {
    expect(records).toEqual(expected)
  })

  it('gives the page one lvl1 record and one record per heading', () => {
    expect(
      records.filter((record) => record.type !== 'content').map((record) => [record.type, record.anchor]),
    ).toEqual([
      ['lvl1', null],
      ['lvl2', 'securing-the-server'],
      ['lvl3', 'csrf-on-actuator-endpoints'],
      ['lvl2', 'heading-without-id'],
      ['lvl2', 'properties'],
      ['lvl4', 'deep'],
      ['lvl3', 'after-deep'],
      ['lvl2', 'common-settings'],
    ])
  })

  it('leaves out code blocks, their titles, admonition labels, ignored elements and header rows', () => {
    const texts = records.map((record) => record.content ?? '').join('\n')
    for (const absent of [
      'SecurityFilterChain filterChain',
      'SecurityConfig.java',
      'Copy',
      'hidden from search',
      'Note\n',
      'Property Type',
    ]) {
      expect(texts).not.toContain(absent)
    }
    expect(records.some((record) => record.content === 'Note')).toBe(false)
  })

  it('keeps nested list items apart from their parent item', () => {
    expect(records.map((record) => record.content)).toEqual(
      expect.arrayContaining([
        'Enable CSRF protection with the cookie repository:',
        'ignore the /instances endpoint,',
        'Require authentication for everything else.',
      ]),
    )
  })

  it('makes each property row an entry anchored to its own id, named in the hierarchy', () => {
    const row = records.find((record) => record.anchor === 'spring.boot.admin.ui.title')
    expect(row).toMatchObject({
      type: 'content',
      url: '/3.5.6/docs/server/security#spring.boot.admin.ui.title',
      content: 'String Spring Boot Admin Text of the browser tab title.',
      hierarchy: { lvl2: 'Properties', lvl3: 'spring.boot.admin.ui.title', lvl4: null },
    })
  })

  it('keeps a deprecation note with the entry, out of its name', () => {
    expect(records.find((record) => record.anchor === 'spring.boot.admin.ui.old-title')).toMatchObject({
      hierarchy: { lvl3: 'spring.boot.admin.ui.old-title' },
      content: 'Deprecated: use spring.boot.admin.ui.title String none Former name of the tab title.',
    })
  })

  it('makes a row named by a setting key alone an entry of its section; a plain word stays a row', () => {
    expect(records.filter((record) => record.anchor === 'common-settings')).toMatchObject([
      { type: 'lvl2' },
      {
        type: 'content',
        url: '/3.5.6/docs/server/security#common-settings',
        hierarchy: { lvl2: 'Common settings', lvl3: 'ignore-changes' },
        content: 'UNKNOWN:UP Status transitions that send nothing.',
      },
      {
        type: 'content',
        hierarchy: { lvl2: 'Common settings', lvl3: null },
        content: 'enabled true Whether the notifier runs.',
      },
    ])
  })

  it("keeps the class and annotation names of a section's code with its heading record", () => {
    const section = records.find(
      (record) => record.type === 'lvl2' && record.anchor === 'securing-the-server',
    )
    expect(section?.code_identifiers).toEqual(['SecurityConfig', 'SecurityFilterChain', 'HttpSecurity'])
    expect(section?.content).toBeNull()
    expect(records.filter((record) => record.code_identifiers)).toHaveLength(1)
  })

  it('finds a name used only in code: the section showing the code', () => {
    const index = createSearchIndex(records)
    expect(search(index, { query: 'HttpSecurity' }).hits.map((hit) => hit.url)).toEqual([
      '/3.5.6/docs/server/security#securing-the-server',
    ])
  })

  it('derives stable objectIDs from url, anchor and position', () => {
    expect(buildRecords(page).map((record) => record.objectID)).toEqual(
      records.map((record) => record.objectID),
    )
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length)
    expect(records[3]?.objectID).toBe(recordObjectId(page.url, 'securing-the-server', 3))
  })

  it('makes property names findable by their whole name and their parts', () => {
    const index = createSearchIndex(records)
    for (const query of ['spring.boot.admin.ui.title', 'ui title', 'admin.ui.title', 'ui.tit']) {
      const [first] = search(index, { query }).hits
      expect({ query, url: first?.url }).toEqual({
        query,
        url: '/3.5.6/docs/server/security#spring.boot.admin.ui.title',
      })
    }
  })
})

describe('buildRecords edge cases', () => {
  const base = { ...page, html: '' }

  it('indexes a page without text as its title only', () => {
    expect(buildRecords(base)).toHaveLength(1)
  })

  it('cuts very long paragraphs at a word boundary', () => {
    const [, paragraph] = buildRecords({ ...base, html: `<p>${'word '.repeat(2000)}</p>` })
    expect(paragraph?.content?.length).toBeLessThanOrEqual(MAX_CONTENT_LENGTH + 2)
    expect(paragraph?.content?.endsWith('word …')).toBe(true)
  })

  it('keeps names of classes and annotations from code, not keywords, variables or colours', () => {
    const [lvl1] = buildRecords({
      ...base,
      html:
        '<pre><code>@EnableAdminServer\n@Bean public InstanceExchangeFilterFunction auditLog(String name) {}\n' +
        'color: #F43F5E; return new MyView(); @EnableAdminServer</code></pre>',
    })
    expect(lvl1?.code_identifiers).toEqual(['EnableAdminServer', 'InstanceExchangeFilterFunction', 'MyView'])
  })

  it(`keeps at most ${MAX_CODE_IDENTIFIERS} names per section`, () => {
    const names = Array.from({ length: MAX_CODE_IDENTIFIERS + 5 }, (_, i) => `Name${i}Holder`).join(' ')
    const [lvl1] = buildRecords({ ...base, html: `<pre><code>${names}</code></pre>` })
    expect(lvl1?.code_identifiers).toHaveLength(MAX_CODE_IDENTIFIERS)
  })

  it('gives headings without id the slug rehype-slug would give, made unique', () => {
    const records = buildRecords({ ...base, html: '<h2>Setup</h2><h2>Setup</h2>' })
    expect(records.map((record) => record.anchor)).toEqual([null, 'setup', 'setup-1'])
  })
})
