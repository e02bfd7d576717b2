import { changedRoutesLine } from './changed-routes-line'

const routes = (count: number) => Array.from({ length: count }, (_, i) => `/docs/page-${i}`)

describe('changedRoutesLine', () => {
  it('says nothing changed', () => {
    expect(changedRoutesLine([])).toBe('nothing')
  })

  it("lists every route of a writer's edit", () => {
    expect(changedRoutesLine(['/docs/a', '/docs/b'])).toBe('/docs/a /docs/b')
    expect(changedRoutesLine(routes(30)).split(' ')).toHaveLength(30)
  })

  it('shortens the list of a whole site to its first routes and a count', () => {
    const line = changedRoutesLine(routes(5_012))
    expect(line.startsWith('/docs/page-0 /docs/page-1 ')).toBe(true)
    expect(line).toContain('/docs/page-19 … and 4,992 more (5,012 routes)')
    expect(line).not.toContain('/docs/page-20')
  })
})
