/**
 * `npm run search:report`: the week's search gaps for writers (lib/search/analytics/weekly-report.ts),
 * read with the official Analytics client from
 *   SEARCH_REPORT_URL (or SITE_URL)   a running copy of this site, its embedded backend
 *                                     (default http://127.0.0.1:3000), or
 *   NEXT_PUBLIC_SEARCH_APP_ID         the hosted service, with
 *   SEARCH_ANALYTICS_REGION           its analytics region (us or de; default: the global host)
 *   SEARCH_ADMIN_KEY                  a key that may read analytics (required)
 * The embedded backend records searches only with NEXT_PUBLIC_SEARCH_ANALYTICS=on (.env.example).
 */
import { analyticsClient } from 'algoliasearch'
import { siteConfig } from '../site.config'
import { fetchWeeklyAnswers, formatWeeklyReport } from '../lib/search/analytics/weekly-report'

async function main(): Promise<number> {
  const adminKey = process.env.SEARCH_ADMIN_KEY?.trim()
  if (!adminKey) {
    console.error(
      'search:report: set SEARCH_ADMIN_KEY to the admin key the site (or the hosted service) was given',
    )
    return 1
  }
  const hostedAppId = process.env.NEXT_PUBLIC_SEARCH_APP_ID?.trim()
  let client
  let index: string
  if (hostedAppId) {
    const region = process.env.SEARCH_ANALYTICS_REGION?.trim()
    if (region && region !== 'us' && region !== 'de') {
      console.error(`search:report: SEARCH_ANALYTICS_REGION=${region}: expected us or de`)
      return 1
    }
    client = analyticsClient(hostedAppId, adminKey, region as 'us' | 'de' | undefined)
    index = process.env.NEXT_PUBLIC_SEARCH_INDEX_NAME?.trim() || siteConfig.search.embedded.indexName
  } else {
    const origin =
      process.env.SEARCH_REPORT_URL?.trim() || process.env.SITE_URL?.trim() || 'http://127.0.0.1:3000'
    let url: URL
    try {
      url = new URL(origin)
    } catch {
      console.error(
        `search:report: ${origin} is not a URL: expected the site's origin, e.g. http://127.0.0.1:3000`,
      )
      return 1
    }
    const protocol = url.protocol === 'https:' ? 'https' : 'http'
    const host = `${url.host}${siteConfig.basePath}${siteConfig.search.embedded.apiPath}`
    client = analyticsClient(siteConfig.search.embedded.appId, adminKey, undefined, {
      hosts: [{ url: host, accept: 'readWrite', protocol }],
    })
    index = siteConfig.search.embedded.indexName
  }
  console.log(formatWeeklyReport(await fetchWeeklyAnswers(client, index), index))
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`search:report failed: ${message}`)
    process.exit(1)
  },
)
