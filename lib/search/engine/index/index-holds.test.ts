import { holdIndex, isIndexHeld } from './index-holds'
import { postingsArrays } from './postings-memory'

describe('index holds', () => {
  it('counts holds, and a release called twice counts once', () => {
    const index = postingsArrays({ postings: 10, positions: 10 })
    const first = holdIndex(index)
    const second = holdIndex(index)
    first()
    first()
    expect(isIndexHeld(index)).toBe(true)
    second()
    expect(isIndexHeld(index)).toBe(false)
  })

  it('holds every index over the same memory (an index with other settings)', () => {
    const index = postingsArrays({ postings: 10, positions: 10 })
    const otherSettings = { ...index }
    const release = holdIndex(otherSettings)
    expect(isIndexHeld(index)).toBe(true)
    release()
    expect(isIndexHeld(index)).toBe(false)
    expect(isIndexHeld(postingsArrays({ postings: 10, positions: 10 }))).toBe(false)
  })
})
