import { countTableRows } from './table-rows'

describe('countTableRows', () => {
  it('counts the header and body rows of a table', () => {
    const children = [
      <thead key="head">
        <tr>
          <th>Property</th>
        </tr>
      </thead>,
      <tbody key="body">
        <tr>
          <td>a</td>
        </tr>
        <tr>
          <td>b</td>
        </tr>
        {'\n'}
      </tbody>,
    ]
    expect(countTableRows(children)).toBe(3)
  })

  it('counts rows written directly in the table and ignores text between them', () => {
    expect(
      countTableRows([
        '\n',
        <tr key="1">
          <td>a</td>
        </tr>,
        null,
        <tr key="2">
          <td>b</td>
        </tr>,
      ]),
    ).toBe(2)
  })

  it('is 0 for a table without rows', () => {
    expect(countTableRows(<caption>Nothing yet</caption>)).toBe(0)
    expect(countTableRows(undefined)).toBe(0)
  })
})
