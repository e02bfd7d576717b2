import { valueAfterEdit } from './next-query'

const edit = (value: string, start: number, end: number, inputType: string, data: string | null = null) => ({
  value,
  selectionStart: start,
  selectionEnd: end,
  inputType,
  data,
})

describe('valueAfterEdit', () => {
  it('inserts typed text at the caret or over the selection', () => {
    expect(valueAfterEdit(edit('clu', 3, 3, 'insertText', 's'))).toBe('clus')
    expect(valueAfterEdit(edit('', 0, 0, 'insertText', 'c'))).toBe('c')
    expect(valueAfterEdit(edit('clster', 2, 2, 'insertText', 'u'))).toBe('cluster')
    expect(valueAfterEdit(edit('cluster', 0, 7, 'insertText', 'e'))).toBe('e')
    expect(valueAfterEdit(edit('webhook', 7, 7, 'insertText', ' '))).toBe('webhook ')
  })

  it('keeps to the input’s maxLength as the browser does', () => {
    expect(valueAfterEdit({ ...edit('abc', 3, 3, 'insertText', 'de'), maxLength: 4 })).toBe('abcd')
    expect(valueAfterEdit({ ...edit('abcd', 4, 4, 'insertText', 'e'), maxLength: 4 })).toBe('abcd')
  })

  it('deletes backwards and forwards, a character or the selection', () => {
    expect(valueAfterEdit(edit('clus', 4, 4, 'deleteContentBackward'))).toBe('clu')
    expect(valueAfterEdit(edit('clus', 0, 0, 'deleteContentBackward'))).toBe('clus')
    expect(valueAfterEdit(edit('cluster', 1, 3, 'deleteContentBackward'))).toBe('cster')
    expect(valueAfterEdit(edit('clus', 0, 0, 'deleteContentForward'))).toBe('lus')
    expect(valueAfterEdit(edit('cluster', 1, 3, 'deleteContentForward'))).toBe('cster')
  })

  it('predicts nothing for other edits or an unknown caret', () => {
    expect(valueAfterEdit(edit('a', 1, 1, 'insertFromPaste'))).toBeNull()
    expect(valueAfterEdit(edit('a', 1, 1, 'insertText'))).toBeNull()
    expect(valueAfterEdit({ ...edit('a', 1, 1, 'insertText', 'b'), selectionStart: null })).toBeNull()
    expect(valueAfterEdit(edit('a', 2, 2, 'insertText', 'b'))).toBeNull()
  })
})
