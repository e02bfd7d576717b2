import { americanSpelling, pluralKey, stemKey, wordFormKeys } from './word-forms'

describe('pluralKey', () => {
  it('gives a plural and its singular the same key', () => {
    for (const [plural, singular] of [
      ['notifiers', 'notifier'],
      ['policies', 'policy'],
      ['statuses', 'status'],
      ['caches', 'cache'],
      ['proxies', 'proxy'],
      ['indices', 'index'],
    ]) {
      expect({ plural, key: pluralKey(plural as string) }).toEqual({
        plural,
        key: pluralKey(singular as string),
      })
    }
  })

  it('leaves alone words that only end like a plural, short words and identifiers', () => {
    expect(pluralKey('status')).toBe('status')
    expect(pluralKey('access')).toBe('access')
    expect(pluralKey('series')).toBe('series')
    expect(pluralKey('tls')).toBe('tls')
    expect(pluralKey('oauth2s')).toBe('oauth2s')
  })
})

describe('stemKey', () => {
  it('relates verb forms of a word', () => {
    const key = stemKey('configure')
    for (const form of ['configured', 'configuring', 'configures', 'configuration']) {
      expect({ form, key: stemKey(form) }).toEqual({ form, key })
    }
    expect(stemKey('stopped')).toBe(stemKey('stop'))
    expect(stemKey('registering')).toBe(stemKey('register'))
    // A three-letter word ending in a double letter keeps it: `added` is a form of `add`.
    for (const form of ['added', 'adding', 'adds'])
      expect({ form, key: stemKey(form) }).toEqual({ form, key: 'add' })
  })

  it('keeps words apart that only share a beginning', () => {
    expect(stemKey('security')).not.toBe(stemKey('secure'))
    expect(stemKey('need')).toBe('need')
    expect(stemKey('install')).not.toBe(stemKey('instance'))
  })
})

describe('americanSpelling', () => {
  it('folds British spellings to American ones, with their endings', () => {
    expect(americanSpelling('colours')).toBe('colors')
    expect(americanSpelling('behaviour')).toBe('behavior')
    expect(americanSpelling('customise')).toBe('customize')
    expect(americanSpelling('customising')).toBe('customizing')
    expect(americanSpelling('organisation')).toBe('organization')
    expect(americanSpelling('analysed')).toBe('analyzed')
    expect(americanSpelling('cancelled')).toBe('canceled')
    expect(americanSpelling('licence')).toBe('license')
    expect(americanSpelling('centre')).toBe('center')
  })

  it('leaves American spellings and other words alone', () => {
    for (const word of ['color', 'customize', 'installed', 'filled', 'source', 'hour']) {
      expect(americanSpelling(word)).toBe(word)
    }
  })
})

describe('wordFormKeys', () => {
  const all = { plurals: true, stemming: true, spelling: true }

  it('relates plurals and spellings exactly, verb forms only when inflected', () => {
    expect(wordFormKeys('colours', all).exact).toBe(wordFormKeys('color', all).exact)
    expect(wordFormKeys('configured', all).exact).not.toBe(wordFormKeys('configure', all).exact)
    expect(wordFormKeys('configured', all).inflected).toBe(wordFormKeys('configure', all).inflected)
  })

  it('applies only the foldings asked for', () => {
    expect(wordFormKeys('colours', { ...all, spelling: false }).exact).toBe(pluralKey('colours'))
    expect(wordFormKeys('colours', { plurals: false, stemming: true, spelling: true })).toEqual({
      exact: 'colors',
      inflected: 'colors',
    })
  })
})
