import { useDocsVersion } from '@/hooks/useDocsVersion'
import { useVersionNav } from '@/hooks/useVersionNav'
import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'
import { NavbarDropdown } from './NavbarDropdown'

/**
 * The published versions from the versions manifest, as plain links: this deployment's own entry
 * is a site link, every other one the same page in that version when it has it, else its docs
 * landing. Choosing one remembers it as the preferred version.
 */
export function VersionDropdown({ pageKey, inMenu }: { pageKey: string; inMenu?: boolean }) {
  const { links } = useVersionNav(pageKey)
  const { shown, choose } = useDocsVersion(links, pageKey === '/docs' || pageKey.startsWith('/docs/'))
  const items = links.map((link) => ({
    label: link.label,
    href: link.href,
    site: link.own,
    current: link.name === shown?.name,
    onSelect: () => choose(link.name),
  }))
  const label = shown?.label ?? siteConfig.version
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
