import { splitInlineCode } from './inline-code'

describe('splitInlineCode', () => {
  it('splits text at backtick pairs into plain and code parts', () => {
    expect(splitInlineCode('Add a `file:` or `classpath:` location.')).toEqual([
      { code: false, text: 'Add a ' },
      { code: true, text: 'file:' },
      { code: false, text: ' or ' },
      { code: true, text: 'classpath:' },
      { code: false, text: ' location.' },
    ])
  })

  it('keeps text without code, an unpaired backtick and an empty text as they are', () => {
    expect(splitInlineCode('Turns <clustering> on.')).toEqual([{ code: false, text: 'Turns <clustering> on.' }])
    expect(splitInlineCode('a ` b')).toEqual([{ code: false, text: 'a ` b' }])
    expect(splitInlineCode('``')).toEqual([{ code: false, text: '``' }])
    expect(splitInlineCode('')).toEqual([])
  })
})
