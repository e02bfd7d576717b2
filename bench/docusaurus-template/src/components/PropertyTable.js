/** The property reference table; `rows` is filled in at build time by plugins/remark-property-table.js. */
function DefaultValue({ value }) {
  if (value === null || value === undefined) return <em>none</em>
  if (value === '') return <em>empty</em>
  return <code>{value}</code>
}

export default function PropertyTable({ group, rows }) {
  const properties = JSON.parse(rows ?? '[]')
  return (
    <table id={`properties-${group.split(',').join('-')}`}>
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
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
