import { describeGroups, type DescribedProperty, type PropertyData } from './properties'
import type { ComponentSize, SectionSize } from './section-size'

/** The filter box above the table, the table's header row and its margins, in rem. */
const TABLE_EXTRA = 7
/** Small text (0.875rem) in 1.25rem lines; a row's padding and border. */
const LINE = 1.25
const ROW_EXTRA = 1.1
/**
 * Characters per line of each column that wraps, on a phone and on a desktop: the description
 * gets what is left beside the name, type and default columns, which is little on a phone.
 */
type ColumnChars = { name: number; default: number; description: number }
const COLUMN_CHARS: Record<keyof SectionSize, ColumnChars> = {
  narrow: { name: 28, default: 8, description: 13 },
  wide: { name: 32, default: 12, description: 28 },
}

function rowHeight(property: DescribedProperty, columns: ColumnChars): number {
  const lines = (length: number, chars: number) => Math.ceil(length / chars)
  const tallest = Math.max(
    1,
    lines(property.name.length, columns.name),
    lines((property.default ?? '').length, columns.default),
    lines(property.description.length, columns.description),
  )
  return tallest * LINE + ROW_EXTRA
}

/**
 * The estimated height of `<PropertyTable group="…">` (components/mdx/PropertyTable.tsx), which
 * renders its rows from data/properties.json and the descriptions: the content tree cannot see
 * them, the data can. A row is as tall as its longest cell.
 */
export function propertyTableSize(data: PropertyData, descriptions: Record<string, string>): ComponentSize {
  return (node) => {
    if (node.name !== 'PropertyTable') return undefined
    const group = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'group')
    if (typeof group?.value !== 'string') return undefined
    const ids = group.value.split(',').map((id) => id.trim())
    const known = ids.filter((id) => data.groups.some((entry) => entry.id === id))
    const rows = describeGroups(data, known, descriptions).flatMap((entry) => entry.properties)
    const height = (columns: ColumnChars) =>
      rows.reduce((sum, property) => sum + rowHeight(property, columns), TABLE_EXTRA)
    return { narrow: height(COLUMN_CHARS.narrow), wide: height(COLUMN_CHARS.wide) }
  }
}
