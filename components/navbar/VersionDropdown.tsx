import { useDocsVersion } from '@/hooks/useDocsVersion'
import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'
import { NavbarDropdown } from './NavbarDropdown'

const { basePath, docsVersion } = siteConfig

/**
 * The documented versions from the versions manifest: this site's version links to its docs,
 * the others to their own deployments. Choosing one remembers it as the preferred version.
 */
export function VersionDropdown({ pageKey, inMenu }: { pageKey: string; inMenu?: boolean }) {
  const { versions, shown, choose } = useDocsVersion(pageKey === '/docs' || pageKey.startsWith('/docs/'))
  const items = versions.map((entry) => {
    const site = entry.name === docsVersion.name && entry.href.startsWith(basePath)
    return {
      label: entry.version,
      href: site ? entry.href.slice(basePath.length) || '/' : entry.href,
      site,
      current: entry.name === shown?.name,
      onSelect: () => choose(entry.name),
    }
  })
  const label = shown?.version ?? siteConfig.version
  return (
    <NavbarDropdown
      label={label}
      ariaLabel={chromeStrings.versionButton(label)}
      items={items}
      pageKey={pageKey}
      inMenu={inMenu}
    />
  )
}
