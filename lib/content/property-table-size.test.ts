/** @jest-environment node */
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import type { PropertyData } from './properties'
import { propertyTableSize } from './property-table-size'

const entry = (name: string) => ({ name, type: 'java.lang.String', default: null, deprecated: false })
const data: PropertyData = {
  version: '3.5.6',
  groups: [
    { id: 'ui', prefix: 'spring.boot.admin.ui', properties: [entry('a'), entry('b'), entry('c')] },
    { id: 'server', prefix: 'spring.boot.admin', properties: [entry('d')] },
  ],
}
const element = (name: string, group?: string) =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: group === undefined ? [] : [{ type: 'mdxJsxAttribute', name: 'group', value: group }],
    children: [],
  }) as MdxJsxFlowElementHast

describe('propertyTableSize', () => {
  const size = propertyTableSize(data, { c: 'A description long enough to take several lines of a narrow column.' })
  const table = (group: string) => {
    const estimate = size(element('PropertyTable', group))
    if (!estimate) throw new Error(`no estimate for ${group}`)
    return estimate
  }

  it('estimates a property table by the rows of its groups, each as tall as its longest cell', () => {
    const one = table('server')
    const three = table('ui')
    // Rows of one line, but the described one: 68 characters, 6 lines of 13 on a phone, 3 of 28 wide.
    expect(three.narrow - one.narrow).toBeCloseTo(1.25 + 1.1 + 6 * 1.25 + 1.1)
    expect(three.wide - one.wide).toBeCloseTo(1.25 + 1.1 + 3 * 1.25 + 1.1)
    // Two groups in one table: their rows under one filter box and header.
    expect(table('ui, server').wide).toBeCloseTo(three.wide + one.wide - 7)
  })

  it('knows nothing of other components, or of a table without a group', () => {
    expect(size(element('Tabs'))).toBeUndefined()
    expect(size(element('PropertyTable'))).toBeUndefined()
  })
})
