import { parseComponentStubs } from './component-stubs'

describe('component stubs', () => {
  it('reads a list of names, comments allowed', () => {
    expect(parseComponentStubs('# from the old site\n- APITable\n- BrowserWindow # a frame\n- metadata\n')).toEqual({
      names: ['APITable', 'BrowserWindow', 'metadata'],
      problems: [],
    })
    expect(parseComponentStubs('')).toEqual({ names: [], problems: [] })
  })

  it('names the line of an entry that is no name, or a component this site has', () => {
    expect(parseComponentStubs('- APITable\n- <Zoom>\n- Tabs\n').problems).toEqual([
      { line: 2, message: '"<Zoom>" is not a name as content uses it (`APITable`, `metadata`)' },
      { line: 3, message: 'Tabs is a component of this site: it needs no stand-in (remove it from the list)' },
    ])
  })

  it('says what it expects of a file that is not a list, or not YAML', () => {
    expect(parseComponentStubs('APITable: true\n').problems).toEqual([
      { line: 1, message: 'expected a list of component names (`- APITable`)' },
    ])
    expect(parseComponentStubs('- [APITable\n').problems[0]?.message).toMatch(/^invalid YAML/)
  })
})
