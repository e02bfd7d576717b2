/** @jest-environment node */
import { LruCache } from './lru-cache'

describe('LruCache', () => {
  it('drops the least recently used entry beyond the entry limit', () => {
    const cache = new LruCache<string, number>({ maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recent
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('replaces the value of a key it already holds', () => {
    const cache = new LruCache<string, string>({ maxEntries: 2, maxWeight: 10, weigh: (v) => v.length })
    cache.set('a', 'xx')
    cache.set('a', 'xxxx')
    expect(cache.get('a')).toBe('xxxx')
    expect(cache.size).toBe(1)
    expect(cache.totalWeight).toBe(4)
  })

  it('keeps the total weight within its limit, oldest use dropped first', () => {
    const cache = new LruCache<string, string>({ maxEntries: 10, maxWeight: 6, weigh: (v) => v.length })
    cache.set('a', 'aaa')
    cache.set('b', 'bb')
    cache.get('a')
    cache.set('c', 'cc')
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c')]).toEqual(['aaa', 'cc'])
    expect(cache.totalWeight).toBe(5)
  })

  it('never stores a value heavier than the whole cache may be', () => {
    const cache = new LruCache<string, string>({ maxEntries: 10, maxWeight: 3, weigh: (v) => v.length })
    cache.set('small', 'ab')
    cache.set('big', 'abcd')
    expect(cache.get('big')).toBeUndefined()
    expect(cache.get('small')).toBe('ab')
  })

  it('stores nothing with no room for entries', () => {
    const cache = new LruCache<string, number>({ maxEntries: 0 })
    cache.set('a', 1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('deletes and clears', () => {
    const cache = new LruCache<string, number>({ maxEntries: 3, weigh: () => 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    expect(cache.totalWeight).toBe(2)
    cache.clear()
    expect(cache.size).toBe(0)
    expect(cache.totalWeight).toBe(0)
  })
})
