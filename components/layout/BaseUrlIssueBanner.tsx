import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'

/**
 * Rendered into every page by _document (server only, no JavaScript) and hidden by CSS unless the
 * boot script found the page served outside the base path; so it shows even when the site's
 * scripts cannot load from where the page is served.
 */
export function BaseUrlIssueBanner() {
  return (
    <div
      id="base-url-issue-banner"
      role="alert"
      className="bg-red-700 px-4 py-3 text-center text-sm font-semibold text-white"
    >
      {chromeStrings.baseUrlIssue(siteConfig.basePath)}
    </div>
  )
}
