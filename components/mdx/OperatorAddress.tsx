import type { siteConfig } from '@/site.config'

interface OperatorAddressProps {
  operator: (typeof siteConfig)['operator']
  className?: string
}

/**
 * The operator's postal and email address. It imports nothing at run time because the benchmark's
 * Docusaurus build of our content renders it too (bench/sites/docusaurus-site.ts copies it there).
 */
export function OperatorAddress({ operator, className }: OperatorAddressProps) {
  return (
    <address className={className}>
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
