import { useDocsVersion } from '@/hooks/useDocsVersion'
import { chromeStrings } from '@/lib/chrome/strings'
import { toRouterPath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'
import { NavbarDropdown } from './NavbarDropdown'

const { docsVersion } = siteConfig

/**
 * The documented versions from the versions manifest: this site's version links to its docs,
 * the others to their own deployments. Choosing one remembers it as the preferred version.
 */
export function VersionDropdown({ pageKey, inMenu }: { pageKey: string; inMenu?: boolean }) {
  const { versions, shown, choose } = useDocsVersion(pageKey === '/docs' || pageKey.startsWith('/docs/'))
  const items = versions.map((entry) => {
    const routerPath = entry.name === docsVersion.name ? toRouterPath(entry.href) : null
    return {
      label: entry.version,
      href: routerPath ?? entry.href,
      site: routerPath !== null,
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
