/** @jest-environment node */
import {
  MAX_QUERY_WORDS,
  foldText,
  originalLengthOfFoldedPrefix,
  tokenizeQuery,
  isIdentifierQuery,
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

  it('marks words written onto the one before with only punctuation between (one identifier)', () => {
    const words = tokenizeQuery('spring.boot.admin ignore-changes')
    expect(words.map((word) => [word.term, word.joinedToPrevious ?? false])).toEqual([
      ['spring', false],
      ['boot', true],
      ['admin', true],
      ['ignore', false],
      ['changes', true],
    ])
    expect(isIdentifierQuery(tokenizeQuery('ignore-changes'))).toBe(true)
    expect(isIdentifierQuery(tokenizeQuery('spring.boot.admin.ui.title'))).toBe(true)
    expect(isIdentifierQuery(tokenizeQuery('ignore changes'))).toBe(false)
    expect(isIdentifierQuery(tokenizeQuery('ignore'))).toBe(false)
  })

  it('marks the end of a contraction or possessive written after an apostrophe', () => {
    const ending = (query: string) =>
      tokenizeQuery(query).map((word) => [word.term, word.contractionEnding ?? false])
    expect(ending("SBA doesn't see the application’s instances")).toEqual([
      ['sba', false],
      ['doesn', false],
      ['t', true],
      ['see', false],
      ['the', false],
      ['application', false],
      ['s', true],
      ['instances', false],
    ])
    // Only after an apostrophe: a letter after other punctuation is part of an identifier.
    expect(ending('spring.s d-s')).toEqual([
      ['spring', false],
      ['s', false],
      ['d', false],
      ['s', false],
    ])
  })

  it('splits a camel-case word into its parts, as one identifier, when told to', () => {
    const unknown = () => true
    expect(tokenizeQuery('set ignoreChanges', 'prefixLast', unknown)).toEqual([
      { term: 'set', isPrefix: false },
      { term: 'ignore', isPrefix: false },
      { term: 'changes', isPrefix: true, joinedToPrevious: true },
    ])
    // Known as a whole (the index has the word), or without the callback, it stays one word.
    expect(tokenizeQuery('SecurityFilterChain', 'prefixLast', () => false)).toEqual([
      { term: 'securityfilterchain', isPrefix: true },
    ])
    expect(tokenizeQuery('ignoreChanges')).toEqual([{ term: 'ignorechanges', isPrefix: true }])
  })
})

describe('originalLengthOfFoldedPrefix', () => {
  it('maps folded lengths back to the original characters', () => {
    expect(originalLengthOfFoldedPrefix('Straße', 5)).toBe(5)
    expect(originalLengthOfFoldedPrefix('Straße', 6)).toBe(5)
    expect(originalLengthOfFoldedPrefix('configuration', 4)).toBe(4)
  })
})
