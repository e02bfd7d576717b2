import { useVersionNav } from '@/hooks/useVersionNav'
import { versionBannerStrings as strings } from '@/lib/chrome/version-banner-strings'
import { siteConfig } from '@/site.config'

/**
 * On the docs pages of an unmaintained or unreleased version: what this version is, and a plain
 * link to the same page in the latest version (its docs landing when it lacks the page).
 */
export function VersionBanner({ route }: { route: string }) {
  const { banner } = useVersionNav(route)
  if (!banner) return null
  return (
    // The admonition's look (styles/globals.css): no new classes in every reader's stylesheet.
    <div className="markdown">
      <div className="admonition admonition-warning" role="note" data-version-banner={banner.kind}>
        <div className="admonition-content">
          <p>
            {banner.kind === 'unreleased'
              ? strings.unreleased(siteConfig.title, banner.label)
              : strings.unmaintained(siteConfig.title, banner.label)}{' '}
            {strings.latestBefore}
            <b>
              <a href={banner.latestHref}>{strings.latestLink}</a>
            </b>
            {strings.latestAfter(banner.latestLabel)}
          </p>
        </div>
      </div>
    </div>
  )
}
