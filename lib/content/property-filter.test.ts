import { matchesPropertyFilter, propertyCountLabel } from './property-filter'

/** Row keys as the property table writes them (the property name, lower-cased). */
const ROWS = [
  'spring.boot.admin.ui.title',
  'spring.boot.admin.ui.favicon',
  'spring.boot.admin.ui.favicon-danger',
  'spring.boot.admin.ui.brand',
  'spring.boot.admin.monitor.default-timeout',
  'spring.boot.admin.notify.mail.enabled',
  'spring.boot.admin.notify.slack.enabled',
]

const shown = (filter: string) => ROWS.filter((row) => matchesPropertyFilter(row, filter))

describe('matchesPropertyFilter', () => {
  it('shows the rows whose name contains the one word typed', () => {
    expect(shown('favicon')).toEqual(['spring.boot.admin.ui.favicon', 'spring.boot.admin.ui.favicon-danger'])
    expect(shown('timeout')).toEqual(['spring.boot.admin.monitor.default-timeout'])
  })

  it('shows only the rows that contain every word, in any order', () => {
    expect(shown('enabled slack')).toEqual(['spring.boot.admin.notify.slack.enabled'])
    expect(shown('notify   enabled')).toEqual([
      'spring.boot.admin.notify.mail.enabled',
      'spring.boot.admin.notify.slack.enabled',
    ])
    expect(shown('favicon slack')).toEqual([])
  })

  it('matches any part of a name: a fragment of a word, a dotted path, a hyphenated part', () => {
    expect(shown('fav')).toEqual(['spring.boot.admin.ui.favicon', 'spring.boot.admin.ui.favicon-danger'])
    expect(shown('ui.t')).toEqual(['spring.boot.admin.ui.title'])
    expect(shown('-danger')).toEqual(['spring.boot.admin.ui.favicon-danger'])
    expect(shown('spring.boot.admin.ui.brand')).toEqual(['spring.boot.admin.ui.brand'])
  })

  it('ignores the case of what is typed', () => {
    expect(shown('FavIcon-Danger')).toEqual(['spring.boot.admin.ui.favicon-danger'])
  })

  it('shows every row again when the filter is cleared', () => {
    expect(shown('slack')).toHaveLength(1)
    expect(shown('')).toEqual(ROWS)
    expect(shown('   ')).toEqual(ROWS)
  })

  it('shows nothing for a word no name contains', () => {
    expect(shown('hazelcast')).toEqual([])
  })
})

describe('propertyCountLabel', () => {
  it('says how many of how many rows are shown, or just the total when all are', () => {
    expect(propertyCountLabel(7, 7)).toBe('7 properties')
    expect(propertyCountLabel(2, 7)).toBe('2 of 7 properties')
    expect(propertyCountLabel(0, 7)).toBe('0 of 7 properties')
  })
})
