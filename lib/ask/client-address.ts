/**
 * Which client a request comes from, for the rate limit. The peer of the socket is the client,
 * unless the operator listed it in `TRUSTED_PROXIES`: only then is `X-Forwarded-For` read, from
 * the right (each proxy appends the address it received the request from), and the right-most
 * address that is not itself a trusted proxy is the client. Everything to its left was written by
 * the client or by proxies nobody vouches for, so a client cannot pick its own address.
 */
import { NO_TRUSTED_PROXIES, normalizeAddress, type TrustedProxies } from '@/lib/server/trusted-proxies.cjs'

export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies = NO_TRUSTED_PROXIES,
): string {
  let client = (remoteAddress && normalizeAddress(remoteAddress)) ?? 'unknown'
  if (!trusted.contains(client)) return client
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header.split(',').reverse()
  for (const hop of hops) {
    const address = normalizeAddress(hop)
    // Not an address (empty, `unknown`, garbage): the chain cannot be followed further, and the
    // last trusted proxy is the closest thing to the client that can be vouched for.
    if (address === undefined) return client
    client = address
    if (!trusted.contains(address)) return client
  }
  return client
}
