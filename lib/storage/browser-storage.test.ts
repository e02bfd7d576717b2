import { readJson, readString, removeKey, writeJson, writeString } from './browser-storage'

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number')

describe('browserStorage', () => {
  beforeEach(() => window.localStorage.clear())

  it('round-trips strings and JSON through localStorage', () => {
    writeString('theme', 'dark')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    expect(readString('theme')).toBe('dark')
    writeJson('list', [1, 2])
    expect(readJson('list', isNumberList, [])).toEqual([1, 2])
  })

  it('replaces tampered or mistyped JSON with the fallback and removes it', () => {
    window.localStorage.setItem('list', '{not json')
    expect(readJson('list', isNumberList, [])).toEqual([])
    expect(window.localStorage.getItem('list')).toBeNull()
    window.localStorage.setItem('list', '["a"]')
    expect(readJson('list', isNumberList, [7])).toEqual([7])
  })

  it('keeps working in memory when storage throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied')
    })
    writeString('theme', 'dark')
    expect(readString('theme')).toBe('dark')
    removeKey('theme')
    expect(readString('theme')).toBeNull()
    setItem.mockRestore()
  })
})
