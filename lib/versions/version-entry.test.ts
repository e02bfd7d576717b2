import {
  compareVersionNames,
  defaultStatus,
  effectiveStatus,
  latestVersion,
  orderVersions,
  sameEntry,
  type VersionEntry,
} from './version-entry'
import { makeEntry } from './__fixtures__/version-entries'

const entry = makeEntry

const names = (entries: readonly VersionEntry[]) => entries.map((candidate) => candidate.name)

describe('compareVersionNames', () => {
  it('compares numbers as numbers: 3.10.0 is newer than 3.9.2', () => {
    expect(compareVersionNames('3.10.0', '3.9.2')).toBeLessThan(0)
    expect(compareVersionNames('3.9.2', '3.10.0')).toBeGreaterThan(0)
    expect(compareVersionNames('10.0.0', '9.99.99')).toBeLessThan(0)
  })

  it('puts a release before its pre-releases: 3.6.0 is newer than 3.6.0-M1', () => {
    expect(compareVersionNames('3.6.0', '3.6.0-M1')).toBeLessThan(0)
    expect(compareVersionNames('3.6.0-M1', '3.6.0')).toBeGreaterThan(0)
    expect(compareVersionNames('3.6.0-M1', '3.5.9')).toBeLessThan(0)
  })

  it('orders pre-releases by their text', () => {
    expect(compareVersionNames('3.6.0-M2', '3.6.0-M1')).toBeLessThan(0)
    expect(compareVersionNames('3.6.0-RC1', '3.6.0-M2')).toBeLessThan(0)
  })

  it('puts numbers before words', () => {
    expect(compareVersionNames('3.6.0', '3.6.x')).toBeLessThan(0)
    expect(compareVersionNames('3.x', '3.6')).toBeGreaterThan(0)
    expect(compareVersionNames('1', 'current')).toBeLessThan(0)
  })

  it('is 0 for the same name', () => {
    expect(compareVersionNames('3.5.6', '3.5.6')).toBe(0)
    expect(compareVersionNames('main', 'main')).toBe(0)
  })

  it('sorts a list newest first', () => {
    const sorted = ['3.9.2', '3.6.0-M1', '3.10.0', '3.6.0', '2.7.16', '3.6.0-RC1'].sort(compareVersionNames)
    expect(sorted).toEqual(['3.10.0', '3.9.2', '3.6.0', '3.6.0-RC1', '3.6.0-M1', '2.7.16'])
  })
})

describe('latestVersion', () => {
  it('takes the newest current entry when several are current', () => {
    const entries = [
      entry('3.4.0', { status: 'current' }),
      entry('3.10.0', { status: 'current' }),
      entry('3.9.2', { status: 'current' }),
      entry('4.0.0', { status: 'next' }),
      entry('3.11.0', { status: 'maintained' }),
    ]
    expect(latestVersion(entries)?.name).toBe('3.10.0')
  })

  it('takes the newest released entry when none is current', () => {
    const entries = [
      entry('3.4.0', { status: 'unmaintained' }),
      entry('4.0.0', { status: 'next' }),
      entry('3.5.6', { status: 'maintained' }),
    ]
    expect(latestVersion(entries)?.name).toBe('3.5.6')
  })

  it('is null when there is only a next version, or none', () => {
    expect(latestVersion([entry('4.0.0', { status: 'next' })])).toBeNull()
    expect(latestVersion([])).toBeNull()
  })

  it('does not reorder the entries it was given', () => {
    const entries = [entry('3.4.0', { status: 'current' }), entry('3.5.0', { status: 'current' })]
    latestVersion(entries)
    expect(names(entries)).toEqual(['3.4.0', '3.5.0'])
  })
})

describe('effectiveStatus', () => {
  const latest = entry('3.5.6', { status: 'current' })

  it('makes a current entry other than the latest maintained', () => {
    expect(effectiveStatus(entry('3.4.0', { status: 'current' }), latest)).toBe('maintained')
  })

  it('keeps the latest current', () => {
    expect(effectiveStatus(latest, latest)).toBe('current')
  })

  it('keeps every other status', () => {
    for (const status of ['maintained', 'unmaintained', 'next'] as const) {
      expect(effectiveStatus(entry('3.4.0', { status }), latest)).toBe(status)
    }
  })

  it('keeps current when there is no latest', () => {
    expect(effectiveStatus(entry('3.4.0', { status: 'current' }), null)).toBe('current')
  })
})

describe('orderVersions', () => {
  it('lists next versions first, then newest first', () => {
    const entries = [
      entry('3.4.0', { status: 'unmaintained' }),
      entry('3.10.0', { status: 'current' }),
      entry('4.0.0-M1', { status: 'next' }),
      entry('3.9.2', { status: 'maintained' }),
      entry('3.6.0-M1', { status: 'next' }),
      entry('3.5.6', { status: 'current' }),
    ]
    expect(names(orderVersions(entries))).toEqual([
      '4.0.0-M1',
      '3.6.0-M1',
      '3.10.0',
      '3.9.2',
      '3.5.6',
      '3.4.0',
    ])
  })

  it('returns a new array and leaves its argument as it was', () => {
    const entries = [entry('3.4.0'), entry('3.5.0')]
    const ordered = orderVersions(entries)
    expect(ordered).not.toBe(entries)
    expect(names(entries)).toEqual(['3.4.0', '3.5.0'])
    expect(names(ordered)).toEqual(['3.5.0', '3.4.0'])
  })
})

describe('defaultStatus', () => {
  it('keeps the status of a version already in the manifest', () => {
    const entries = [entry('3.5.6', { status: 'unmaintained' }), entry('3.6.0', { status: 'current' })]
    expect(defaultStatus(entries, '3.5.6')).toBe('unmaintained')
    expect(defaultStatus([entry('4.0.0', { status: 'next' })], '4.0.0')).toBe('next')
  })

  it('makes a first publish newer than every published version current', () => {
    const entries = [entry('3.5.6', { status: 'current' }), entry('3.9.2', { status: 'maintained' })]
    expect(defaultStatus(entries, '3.10.0')).toBe('current')
    expect(defaultStatus([], '3.5.6')).toBe('current')
  })

  it('makes a first publish older than a published version maintained', () => {
    const entries = [entry('3.5.6', { status: 'current' })]
    expect(defaultStatus(entries, '3.4.0')).toBe('maintained')
    expect(defaultStatus([entry('3.5.6', { status: 'unmaintained' })], '3.5.6-M1')).toBe('maintained')
  })

  it('does not count a next version as newer', () => {
    const entries = [entry('4.0.0', { status: 'next' }), entry('3.4.0', { status: 'current' })]
    expect(defaultStatus(entries, '3.5.6')).toBe('current')
  })
})

describe('sameEntry', () => {
  it('ignores when the entries were written', () => {
    expect(sameEntry(entry('3.5.6'), entry('3.5.6', { updatedAt: '2027-05-05T05:05:05.000Z' }))).toBe(true)
  })

  it.each<[string, Partial<VersionEntry>]>([
    ['name', { name: '3.5.7' }],
    ['label', { label: 'Three' }],
    ['basePath', { basePath: '/other' }],
    ['status', { status: 'current' }],
    ['a route added', { routes: ['/docs', '/docs/a', '/docs/b'] }],
    ['a route removed', { routes: ['/docs'] }],
    ['a route replaced', { routes: ['/docs', '/docs/b'] }],
    ['the routes reordered', { routes: ['/docs/a', '/docs'] }],
  ])('tells entries apart by %s', (_what, overrides) => {
    const a = entry('3.5.6')
    const b = { ...entry('3.5.6'), ...overrides }
    expect(sameEntry(a, b)).toBe(false)
    expect(sameEntry(b, a)).toBe(false)
  })
})
