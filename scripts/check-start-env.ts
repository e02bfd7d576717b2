/**
 * Fails `npm start` early, naming the variable and the entry, when the server's environment is
 * wrong: the hosted search service half configured (check-search-env.ts), or a `TRUSTED_PROXIES`
 * entry that is not an address or CIDR range. Prints which proxies are trusted.
 */
import './check-search-env'
import { TRUSTED_PROXIES_VARIABLE, trustedProxiesFromEnv } from '../lib/http/trusted-proxies'

try {
  const { entries } = trustedProxiesFromEnv()
  console.log(
    entries.length === 0
      ? `trusted proxies: none (${TRUSTED_PROXIES_VARIABLE} is empty; X-Forwarded-For is ignored)`
      : `trusted proxies: ${entries.join(', ')}`,
  )
} catch (error) {
  console.error(`error: ${(error as Error).message}`)
  process.exit(1)
}
