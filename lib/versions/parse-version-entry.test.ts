import { parseVersionEntry } from './parse-version-entry'
import { makeEntry } from './__fixtures__/version-entries'

const entry = makeEntry

describe('parseVersionEntry', () => {
  it('returns a valid entry as it was written', () => {
    const value = entry('3.5.6', { label: 'Version 3.5.6', status: 'current' })
    expect(parseVersionEntry(JSON.stringify(value), 'versions/3.5.6.json')).toEqual(value)
  })

  it('accepts every status and a nested base path', () => {
    for (const status of ['current', 'maintained', 'unmaintained', 'next'] as const) {
      const value = entry('3.6.0-M1', { status, basePath: '/docs-site/3.6.0-M1' })
      expect(parseVersionEntry(JSON.stringify(value), 'source').status).toBe(status)
    }
  })

  it('refuses text that is not JSON, naming the source', () => {
    expect(() => parseVersionEntry('{"name": ', 'versions/broken.json')).toThrow(
      /^versions\/broken\.json: not JSON \(/,
    )
  })

  it.each([
    ['name', { name: '../etc' }],
    ['name', { name: '' }],
    ['label', { label: '' }],
    ['label', { label: 'x'.repeat(65) }],
    ['basePath', { basePath: '3.5.6' }],
    ['basePath', { basePath: '/3.5.6/' }],
    ['status', { status: 'archived' }],
    ['routes.1', { routes: ['/docs', 'docs/a'] }],
    ['routes.0', { routes: ['/docs#top'] }],
    ['routes.0', { routes: ['/docs with space'] }],
    ['updatedAt', { updatedAt: 'yesterday' }],
  ])('names the source and the field %s when it is wrong', (field, overrides) => {
    const text = JSON.stringify({ ...entry('3.5.6'), ...overrides })
    expect(() => parseVersionEntry(text, 'redis versions')).toThrow(
      `redis versions: not a version entry (${field}: `,
    )
  })

  it('names a missing field', () => {
    const { routes: _routes, ...rest } = entry('3.5.6')
    expect(() => parseVersionEntry(JSON.stringify(rest), 'the entry')).toThrow(
      'the entry: not a version entry (routes: ',
    )
  })

  it('refuses a value that is not an object', () => {
    expect(() => parseVersionEntry('[1, 2]', 'the entry')).toThrow('the entry: not a version entry (entry: ')
    expect(() => parseVersionEntry('null', 'the entry')).toThrow('the entry: not a version entry (entry: ')
  })

  it('refuses extra keys', () => {
    const text = JSON.stringify({ ...entry('3.5.6'), extra: true })
    expect(() => parseVersionEntry(text, 'the entry')).toThrow(
      'the entry: not a version entry (extra: not a field of a version entry)',
    )
  })
})
