/**
 * Which client a request comes from, for the rate limit. The socket's address is the client,
 * unless the socket is a proxy on this machine (`npm start` listens on 127.0.0.1, so in
 * production a local reverse proxy forwards the requests): then the address that proxy appended
 * last to `X-Forwarded-For` is. Earlier entries are whatever the client claimed and are ignored,
 * so a client cannot pick its own address.
 */

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i
/** Loose on purpose: an address is a run of hex digits, dots and colons (v4, v6, v4-mapped v6). */
const ADDRESS = /^[0-9a-f:.]{2,45}$/i

function normalize(address: string): string {
  const trimmed = address.trim().toLowerCase()
  return IPV4_MAPPED.exec(trimmed)?.[1] ?? trimmed
}

export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
): string {
  const remote = remoteAddress ? normalize(remoteAddress) : 'unknown'
  if (!LOOPBACK.test(remote)) return remote
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor
  const last = header?.split(',').pop()?.trim()
  return last && ADDRESS.test(last) ? normalize(last) : remote
}
