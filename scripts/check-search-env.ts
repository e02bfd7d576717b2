/**
 * Fails early (build and start) when the hosted search service is half configured: all of its
 * variables or none of them. Prints which search backend the site will use.
 */
import { validateSearchEnv } from '../lib/search/client/client'

try {
  const target = validateSearchEnv({
    NEXT_PUBLIC_SEARCH_APP_ID: process.env.NEXT_PUBLIC_SEARCH_APP_ID,
    NEXT_PUBLIC_SEARCH_API_KEY: process.env.NEXT_PUBLIC_SEARCH_API_KEY,
    NEXT_PUBLIC_SEARCH_INDEX_NAME: process.env.NEXT_PUBLIC_SEARCH_INDEX_NAME,
  })
  console.log(
    `search: ${target.mode === 'embedded' ? 'embedded backend (this site)' : `hosted service, index ${target.indexName}`}`,
  )
} catch (error) {
  console.error(`error: ${(error as Error).message}`)
  process.exit(1)
}
