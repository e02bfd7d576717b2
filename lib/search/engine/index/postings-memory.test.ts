import { postingsArrays } from './postings-memory'

describe('postingsArrays', () => {
  it('makes zero-filled arrays of the exact lengths, with room to grow behind them', () => {
    const arrays = postingsArrays({ postings: 1_000, positions: 3_000 })
    expect(arrays.postingRecords).toHaveLength(1_000)
    expect(arrays.postingInfo).toHaveLength(1_000)
    expect(arrays.positionOffsets).toHaveLength(1_001)
    expect(arrays.postingPositions).toHaveLength(3_000)
    expect(arrays.postingRecords.buffer.byteLength).toBeGreaterThan(1_000 * 4)
    expect(arrays.postingPositions.every((value) => value === 0)).toBe(true)
  })

  it("takes a spare list's memory when it is large enough, filled with zeros again", () => {
    const spare = postingsArrays({ postings: 1_000, positions: 3_000 })
    spare.postingRecords.fill(7)
    spare.positionOffsets.fill(7)
    spare.postingPositions.fill(7)
    const grown = postingsArrays({ postings: 1_010, positions: 3_030 }, spare)
    expect(grown.postingRecords.buffer).toBe(spare.postingRecords.buffer)
    expect(grown.positionOffsets.buffer).toBe(spare.positionOffsets.buffer)
    expect(grown.postingPositions.buffer).toBe(spare.postingPositions.buffer)
    expect(grown.postingRecords).toHaveLength(1_010)
    expect(grown.postingRecords.every((value) => value === 0)).toBe(true)
    expect(grown.positionOffsets.every((value) => value === 0)).toBe(true)
  })

  it('makes new memory for what outgrew the spare', () => {
    const spare = postingsArrays({ postings: 100, positions: 100 })
    const larger = postingsArrays({ postings: 100, positions: 5_000 }, spare)
    expect(larger.postingRecords.buffer).toBe(spare.postingRecords.buffer)
    expect(larger.postingPositions.buffer).not.toBe(spare.postingPositions.buffer)
    expect(larger.postingPositions).toHaveLength(5_000)
  })
})
