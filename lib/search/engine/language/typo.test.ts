/** @jest-environment node */
import { TermDictionary } from './term-dictionary'
import { allowedTypos, prefixTypoDistance, typoDistance } from './typo'

describe('allowedTypos', () => {
  it('allows one typo from 4 letters and two from 8, like the hosted defaults', () => {
    expect([1, 3, 4, 7, 8, 12].map((length) => allowedTypos(length))).toEqual([0, 0, 1, 1, 2, 2])
  })

  it('follows other thresholds', () => {
    expect(allowedTypos(3, { minWordSizefor1Typo: 3, minWordSizefor2Typos: 5 })).toBe(1)
  })
})

describe('typoDistance', () => {
  it.each([
    ['security', 'security', 0],
    ['securty', 'security', 1],
    ['secruity', 'security', 1],
    ['sceurity', 'security', 1],
    ['securityy', 'security', 1],
    ['secyrity', 'security', 1],
    ['sxcyrity', 'security', 2],
  ])('%s → %s: %i typos', (word, candidate, typos) => {
    expect(typoDistance(word, candidate, 2)).toBe(typos)
  })

  it('answers max + 1 beyond the limit', () => {
    expect(typoDistance('abcd', 'wxyz', 2)).toBe(3)
    expect(typoDistance('a', 'abcdef', 1)).toBe(2)
  })
})

describe('prefixTypoDistance', () => {
  it('matches the beginning of a longer word', () => {
    expect(prefixTypoDistance('conf', 'configuration', 1, true)).toEqual({ typos: 0, length: 4 })
    expect(prefixTypoDistance('cnof', 'configuration', 1, true)).toEqual({ typos: 1, length: 4 })
  })

  it('prefers the longest stretch among equally good ones', () => {
    expect(prefixTypoDistance('secruity', 'securityconfig', 2, true)).toEqual({ typos: 1, length: 8 })
    expect(prefixTypoDistance('helo', 'hello', 1, true)).toEqual({ typos: 1, length: 5 })
  })
})

describe('TermDictionary', () => {
  const dictionary = new TermDictionary(
    [
      'admin',
      'client',
      'config',
      'configuration',
      'configure',
      'notification',
      'notifier',
      'security',
      'server',
    ].sort(),
  )
  const matched = (word: string, typos: number, asPrefix: boolean) => {
    const matches = dictionary.match(word, typos, asPrefix)
    return Array.from(matches.termIds, (id, i) => `${dictionary.terms[id]}:${matches.typos[i]}`).sort()
  }

  it('finds whole words exactly', () => {
    expect(matched('server', 0, false)).toEqual(['server:0'])
    expect(matched('serve', 0, false)).toEqual([])
  })

  it('finds every word starting with a prefix', () => {
    expect(matched('config', 0, true)).toEqual(['config:0', 'configuration:0', 'configure:0'])
  })

  it('finds words within the allowed typos', () => {
    expect(matched('secruity', 2, false)).toEqual(['security:1'])
    expect(matched('notifer', 1, false)).toEqual(['notifier:1'])
    expect(matched('sever', 1, false)).toEqual(['server:1'])
  })

  it('combines prefix and typos, keeping the fewest typos per word', () => {
    expect(matched('confg', 1, true)).toEqual(['config:1', 'configuration:1', 'configure:1'])
    expect(matched('notif', 1, true)).toEqual(['notification:0', 'notifier:0'])
  })

  it('has nothing for an empty word', () => {
    expect(matched('', 1, true)).toEqual([])
  })
})
