/**
 * The site operator's details (Impressum, Privacy), from the values bench/sites/docusaurus-site.ts
 * copied; OperatorAddress is our own component (components/mdx/), copied in by the same file.
 */
import site from '@site/bench-site.json'
import { OperatorAddress } from './OperatorAddress'

export default function OperatorDetails() {
  return <OperatorAddress operator={site.operator} />
}
