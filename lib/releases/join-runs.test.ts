import { joinRuns } from './join-runs'

describe('joinRuns', () => {
  it('joins the runs in order, keeping each value as it is', () => {
    const shared = { objectID: 'a' }
    const joined = joinRuns([[shared, { objectID: 'b' }], [], [{ objectID: 'c' }]])
    expect(joined.map((record) => record.objectID)).toEqual(['a', 'b', 'c'])
    expect(joined[0]).toBe(shared)
  })

  it('gives an empty list for no runs, and a full array (no holes) otherwise', () => {
    expect(joinRuns([])).toEqual([])
    const joined = joinRuns([[1, 2], [3]])
    expect(Object.keys(joined)).toEqual(['0', '1', '2'])
    expect(joined).toHaveLength(3)
  })
})
