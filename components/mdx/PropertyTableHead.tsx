/**
 * The column headings of a property reference table. It imports nothing because the benchmark's
 * Docusaurus build of our content renders it too (bench/sites/docusaurus-site.ts copies it there).
 */
export function PropertyTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Property</th>
        <th scope="col">Type</th>
        <th scope="col">Default</th>
        <th scope="col">Description</th>
      </tr>
    </thead>
  )
}
