import { siteConfig } from '@/site.config'
import { OperatorAddress } from './OperatorAddress'

/** The site operator's details, from the site config (Impressum, Privacy). */
export function OperatorDetails() {
  return <OperatorAddress operator={siteConfig.operator} className="operator-details not-italic" />
}
