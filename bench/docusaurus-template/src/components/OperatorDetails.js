/** The site operator's details (Impressum, Privacy), from the values bench/docusaurus/generate.ts copied. */
import site from '@site/bench-site.json'

export default function OperatorDetails() {
  const { operator } = site
  return (
    <address>
      <strong>{operator.name}</strong>
      <br />
      {operator.street}
      <br />
      {operator.city}
      <br />
      {operator.country}
      <br />
      Email: <a href={`mailto:${operator.email}`}>{operator.email}</a>
    </address>
  )
}
