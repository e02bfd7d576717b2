import { siteConfig } from '@/site.config'

/** The site operator's details, from the site config (Impressum, Privacy). */
export function OperatorDetails() {
  const { operator } = siteConfig
  return (
    <address className="operator-details not-italic">
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
