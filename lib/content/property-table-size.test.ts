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
  const size = propertyTableSize(data)

  it('estimates a property table by the rows of its groups', () => {
    const one = size(element('PropertyTable', 'server'))
    const four = size(element('PropertyTable', 'ui, server'))
    expect(one && four && four.narrow - one.narrow).toBeCloseTo(3 * 11)
    expect(one && four && four.wide - one.wide).toBeCloseTo(3 * 7)
  })

  it('knows nothing of other components, or of a table without a group', () => {
    expect(size(element('Tabs'))).toBeUndefined()
    expect(size(element('PropertyTable'))).toBeUndefined()
  })
})
