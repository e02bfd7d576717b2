import type { PropertyData } from './properties'
import type { ComponentSize } from './section-size'

/** The filter box above the table and the table's header row and margins, in rem. */
const TABLE_EXTRA = 7
/** A row, on average: its description takes several lines of its narrow column, most of all on a phone. */
const ROW = { narrow: 11, wide: 7 }

/**
 * The estimated height of `<PropertyTable group="…">` (components/mdx/PropertyTable.tsx), which
 * renders its rows from data/properties.json: the content tree cannot see them, the data can.
 */
export function propertyTableSize(data: PropertyData): ComponentSize {
  return (node) => {
    if (node.name !== 'PropertyTable') return undefined
    const group = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'group')
    if (typeof group?.value !== 'string') return undefined
    const ids = group.value.split(',').map((id) => id.trim())
    const rows = data.groups
      .filter((entry) => ids.includes(entry.id))
      .reduce((sum, entry) => sum + entry.properties.length, 0)
    return { narrow: TABLE_EXTRA + rows * ROW.narrow, wide: TABLE_EXTRA + rows * ROW.wide }
  }
}
