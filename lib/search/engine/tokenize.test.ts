/** @jest-environment node */
import {
  MAX_QUERY_WORDS,
  foldText,
  originalLengthOfFoldedPrefix,
  tokenizeQuery,
  tokenizeText,
} from './tokenize'

describe('foldText', () => {
  it('ignores case and diacritics', () => {
    expect(foldText('Überwachung ÉCOLE Ångström')).toBe('uberwachung ecole angstrom')
  })

  it('spells out letters that have no decomposition', () => {
    expect(foldText('Straße Æther Œuvre Øresund Łódź')).toBe('strasse aether oeuvre oresund lodz')
  })

  it('folds full-width and compatibility forms', () => {
    expect(foldText('ＡＢＣ１２３ ﬁle')).toBe('abc123 file')
  })
})

describe('tokenizeText', () => {
  it('treats every punctuation mark as a separator', () => {
    const terms = tokenizeText('spring.boot.admin.ui.title').map((token) => token.term)
    expect(terms).toEqual(['spring', 'boot', 'admin', 'ui', 'title'])
    expect(tokenizeText('context-path, /actuator/**: [*]').map((token) => token.term)).toEqual([
      'context',
      'path',
      'actuator',
    ])
  })

  it('keeps offsets into the original text and word positions', () => {
    const [first, second] = tokenizeText('  Hello, wörld')
    expect(first).toMatchObject({ term: 'hello', start: 2, end: 7, position: 0, isPart: false })
    expect(second).toMatchObject({ term: 'world', start: 9, end: 14, position: 1 })
  })

  it('adds the parts of camel-case words at the word position', () => {
    const tokens = tokenizeText('InstanceRegistry HTTPHeaders plain')
    expect(tokens.map((token) => [token.term, token.position, token.isPart])).toEqual([
      ['instanceregistry', 0, false],
      ['instance', 0, true],
      ['registry', 0, true],
      ['httpheaders', 1, false],
      ['http', 1, true],
      ['headers', 1, true],
      ['plain', 2, false],
    ])
  })

  it('can leave camel-case parts out', () => {
    expect(tokenizeText('InstanceRegistry', false).map((token) => token.term)).toEqual(['instanceregistry'])
  })
})

describe('tokenizeQuery', () => {
  it('makes the last word a prefix while it is being typed', () => {
    expect(tokenizeQuery('Mail Notif')).toEqual([
      { term: 'mail', isPrefix: false },
      { term: 'notif', isPrefix: true },
    ])
  })

  it('stops treating the last word as a prefix after a space', () => {
    expect(tokenizeQuery('mail ').map((word) => word.isPrefix)).toEqual([false])
  })

  it('follows queryType', () => {
    expect(tokenizeQuery('a b', 'prefixAll').map((word) => word.isPrefix)).toEqual([true, true])
    expect(tokenizeQuery('a b', 'prefixNone').map((word) => word.isPrefix)).toEqual([false, false])
  })

  it(`keeps at most ${MAX_QUERY_WORDS} words`, () => {
    expect(tokenizeQuery('w '.repeat(30))).toHaveLength(MAX_QUERY_WORDS)
  })

  it('has no words for a query of separators', () => {
    expect(tokenizeQuery(' ...  -- ')).toEqual([])
  })
})

describe('originalLengthOfFoldedPrefix', () => {
  it('maps folded lengths back to the original characters', () => {
    expect(originalLengthOfFoldedPrefix('Straße', 5)).toBe(5)
    expect(originalLengthOfFoldedPrefix('Straße', 6)).toBe(5)
    expect(originalLengthOfFoldedPrefix('configuration', 4)).toBe(4)
  })
})
