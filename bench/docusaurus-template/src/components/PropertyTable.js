/**
 * The property reference table; `rows` is filled in at build time by plugins/remark-property-table.js.
 * PropertyTableHead is our own component (components/mdx/), copied in by bench/sites/docusaurus-site.ts.
 */
import { PropertyTableHead } from './PropertyTableHead'

function DefaultValue({ value }) {
  if (value === null || value === undefined) return <em>none</em>
  if (value === '') return <em>empty</em>
  return <code>{value}</code>
}

export default function PropertyTable({ group, rows }) {
  const properties = JSON.parse(rows ?? '[]')
  return (
    <table id={`properties-${group.split(',').join('-')}`}>
      <PropertyTableHead />
      <tbody>
        {properties.map((property) => (
          <tr key={property.name} id={property.name}>
            <td>
              <code>{property.name}</code>
              {property.deprecated ? <strong> Deprecated</strong> : null}
            </td>
            <td>
              <code>{property.type}</code>
            </td>
            <td>
              <DefaultValue value={property.default} />
            </td>
            <td>{property.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
