import { isDeepStrictEqual } from 'node:util'
import { generateCorpus } from '../../../../bench/search-corpus'
import { LazyTable } from './lazy-table'
import { createSearchIndex } from './search-index'

describe('LazyTable', () => {
  it('computes an entry on its first use only, and knows its keys without computing them', () => {
    const made: string[] = []
    const table = new LazyTable(
      new Map(['a', 'b'].map((key) => [key, () => (made.push(key), key.toUpperCase())] as const)),
    )
    expect([...table.keys()]).toEqual(['a', 'b'])
    expect(table.size).toBe(2)
    expect(table.has('b')).toBe(true)
    expect(made).toEqual([])
    expect(table.get('b')).toBe('B')
    expect(table.get('b')).toBe('B')
    expect(table.get('c')).toBeUndefined()
    expect(made).toEqual(['b'])
    expect([...table.values()]).toEqual(['A', 'B'])
    expect(made).toEqual(['b', 'a'])
  })
})

describe("an index's first-keystroke tables", () => {
  const { records } = generateCorpus(60, 5)

  it('hold the same lists and answers whatever order searches ask for them in', () => {
    const forward = createSearchIndex(records)
    const backward = createSearchIndex(records)
    const keysOf = (table: { keys(): Iterable<string> }) => [...table.keys()]
    expect(keysOf(forward.prefixAnswers).length).toBeGreaterThan(3)
    // One index computes every answer (and the lists it reads) first to last, the other last to first.
    const inOrder = (index: typeof forward, reverse: boolean) => {
      const answerKeys = keysOf(index.prefixAnswers)
      const listKeys = keysOf(index.prefixPostings)
      return {
        answers: (reverse ? answerKeys.reverse() : answerKeys).map((key) => [
          key,
          index.prefixAnswers.get(key),
        ]),
        lists: (reverse ? listKeys.reverse() : listKeys).map((key) => [key, index.prefixPostings.get(key)]),
      }
    }
    const first = inOrder(forward, false)
    const second = inOrder(backward, true)
    const sorted = (entries: unknown[][]) =>
      [...entries].sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(isDeepStrictEqual(sorted(first.answers), sorted(second.answers))).toBe(true)
    expect(isDeepStrictEqual(sorted(first.lists), sorted(second.lists))).toBe(true)
  })
})
