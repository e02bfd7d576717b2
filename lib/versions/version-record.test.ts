/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { docPage, makeRelease } from '../releases/__fixtures__/make-release'
import type { ContentRelease, ReleasePage, ReleasePageKind } from '../releases/release'
import { FsVersionRegistry } from './fs-registry'
import type { VersionEntry } from './version-entry'
import { entryFor, recordVersion } from './version-record'
import { makeEntry } from './__fixtures__/version-entries'

const entry = (name: string, overrides: Partial<VersionEntry> = {}) =>
  makeEntry(name, { routes: ['/docs'], ...overrides })

/** A page of another kind than doc (its props do not matter here). */
const pageOf = (kind: ReleasePageKind, route: string): ReleasePage => ({ ...docPage(route, route), kind })

/** A release with doc pages at `docs` and pages of the other kinds beside them. */
function release(docs: string[]): Pick<ContentRelease, 'pages'> {
  const made = makeRelease(Object.fromEntries(docs.map((route) => [route, `text of ${route}`])))
  return {
    pages: {
      ...made.pages,
      '/faq': pageOf('page', '/faq'),
      '/blog': pageOf('blog', '/blog'),
      '/blog/2026/01/01/news': pageOf('post', '/blog/2026/01/01/news'),
      '/docs/not-a-doc': pageOf('page', '/docs/not-a-doc'),
    },
  }
}

const now = new Date('2026-03-04T05:06:07.000Z')
const options = { name: '3.5.6', basePath: '/3.5.6' }

describe('entryFor', () => {
  it('lists the doc routes only, with /docs, sorted', () => {
    const made = entryFor(release(['/docs/z', '/docs/b/c', '/docs/a']), options, [], now)
    expect(made.routes).toEqual(['/docs', '/docs/a', '/docs/b/c', '/docs/z'])
  })

  it('lists /docs once when the release has a doc page there', () => {
    const made = entryFor(release(['/docs/a', '/docs']), options, [], now)
    expect(made.routes).toEqual(['/docs', '/docs/a'])
  })

  it('lists /docs for a release without doc pages', () => {
    expect(entryFor(release([]), options, [], now).routes).toEqual(['/docs'])
  })

  it('makes a first publish of the newest version current, labelled by its name', () => {
    expect(entryFor(release(['/docs/a']), options, [entry('3.4.0', { status: 'current' })], now)).toEqual({
      name: '3.5.6',
      label: '3.5.6',
      basePath: '/3.5.6',
      status: 'current',
      routes: ['/docs', '/docs/a'],
      updatedAt: '2026-03-04T05:06:07.000Z',
    })
  })

  it('makes a first publish of an older version maintained', () => {
    const made = entryFor(release([]), options, [entry('3.6.0', { status: 'current' })], now)
    expect(made.status).toBe('maintained')
  })

  it('keeps the label and status the version had', () => {
    const entries = [entry('3.5.6', { label: 'Three Five', status: 'unmaintained', basePath: '/old' })]
    const made = entryFor(release([]), options, entries, now)
    expect(made.label).toBe('Three Five')
    expect(made.status).toBe('unmaintained')
    expect(made.basePath).toBe('/3.5.6')
  })

  it('takes the label and status the options give', () => {
    const entries = [entry('3.5.6', { label: 'Three Five', status: 'unmaintained' })]
    const made = entryFor(release([]), { ...options, label: 'Latest', status: 'next' }, entries, now)
    expect(made.label).toBe('Latest')
    expect(made.status).toBe('next')
  })

  it('takes another version’s label for no one but that version', () => {
    const entries = [entry('3.4.0', { label: 'Old one' })]
    expect(entryFor(release([]), options, entries, now).label).toBe('3.5.6')
  })

  it('stamps the time it is given', () => {
    expect(entryFor(release([]), options, [], now).updatedAt).toBe(now.toISOString())
  })
})

describe('recordVersion', () => {
  let root: string
  let warnings: string[]
  let registry: FsVersionRegistry
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-record-'))
    warnings = []
    registry = new FsVersionRegistry(root, (message) => warnings.push(message))
  })
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true })
  })

  const entryFile = () => path.join(root, 'versions', '3.5.6.json')

  it('writes the entry of a first publish', async () => {
    const result = await recordVersion(registry, release(['/docs/a']), options)
    expect(result.written).toBe(true)
    expect(result.entry).toMatchObject({ name: '3.5.6', status: 'current', routes: ['/docs', '/docs/a'] })
    await expect(registry.list()).resolves.toEqual([result.entry])
    expect(warnings).toEqual([])
  })

  it('writes nothing when nothing changed', async () => {
    const first = await recordVersion(registry, release(['/docs/a']), options)
    const written = fs.readFileSync(entryFile(), 'utf8')
    fs.utimesSync(entryFile(), new Date(0), new Date(0))

    const again = await recordVersion(registry, release(['/docs/a']), options)
    expect(again).toEqual({ entry: first.entry, written: false })
    expect(fs.readFileSync(entryFile(), 'utf8')).toBe(written)
    expect(fs.statSync(entryFile()).mtimeMs).toBe(0)
  })

  it.each<[string, Pick<ContentRelease, 'pages'>, { label?: string }]>([
    ['a page was added', release(['/docs/a', '/docs/b']), {}],
    ['a page was removed', release([]), {}],
    ['the label changed', release(['/docs/a']), { label: 'Three Five' }],
  ])('writes the entry again when %s', async (_what, next, overrides) => {
    await recordVersion(registry, release(['/docs/a']), options)
    const result = await recordVersion(registry, next, { ...options, ...overrides })
    expect(result.written).toBe(true)
    await expect(registry.list()).resolves.toEqual([result.entry])
  })

  it('writes the entry again when the status changed, and keeps it after', async () => {
    await recordVersion(registry, release(['/docs/a']), options)
    const changed = await recordVersion(registry, release(['/docs/a']), {
      ...options,
      status: 'unmaintained',
    })
    expect(changed.written).toBe(true)
    expect(changed.entry.status).toBe('unmaintained')

    const kept = await recordVersion(registry, release(['/docs/a']), options)
    expect(kept.written).toBe(false)
    expect(kept.entry.status).toBe('unmaintained')
  })

  it('leaves the other versions’ entries as they were', async () => {
    const other = entry('3.6.0', { status: 'current', routes: ['/docs', '/docs/x'] })
    await registry.put(other)
    const result = await recordVersion(registry, release(['/docs/a']), options)
    expect(result.entry.status).toBe('maintained')
    await expect(registry.list()).resolves.toEqual([result.entry, other])
  })
})
