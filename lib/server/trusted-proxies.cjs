// @ts-check
/**
 * The proxies whose forwarded headers this server believes, from `TRUSTED_PROXIES`: addresses and
 * CIDR ranges, IPv4 and IPv6, separated by commas or spaces (`127.0.0.1, 10.0.0.0/8, ::1, fd00::/8`).
 * The default is none: every peer is then the client itself, whatever headers it sends.
 */
'use strict'

const { BlockList, isIPv4, isIPv6 } = require('node:net')

const TRUSTED_PROXIES_VARIABLE = 'TRUSTED_PROXIES'

/** A bad `TRUSTED_PROXIES` entry; the message names it and shows what is expected. */
class TrustedProxiesError extends Error {
  /**
   * @param {string} entry
   * @param {string} reason
   */
  constructor(entry, reason) {
    super(
      `${TRUSTED_PROXIES_VARIABLE}: "${entry}" ${reason}. Expected addresses or CIDR ranges separated by ` +
        'commas, e.g. "127.0.0.1, 10.0.0.0/8, ::1, fd00::/8".',
    )
    this.name = 'TrustedProxiesError'
  }
}

/** An IPv4-mapped IPv6 address in the canonical (hex) form: `::ffff:c000:201` is 192.0.2.1. */
const IPV4_MAPPED = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/
const BRACKETED_WITH_PORT = /^\[([^\]]+)\](?::\d{1,5})?$/
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/

/** `2001:DB8:0::1` → `2001:db8::1` (the URL parser's canonical IPv6 form). */
/** @param {string} address */
function canonicalIpv6(address) {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1)
}

/** The IPv4 address inside an IPv4-mapped IPv6 address, or `undefined` for any other IPv6 address. */
/**
 * @param {string} ipv6
 * @returns {string | undefined}
 */
function mappedIpv4(ipv6) {
  const match = IPV4_MAPPED.exec(canonicalIpv6(ipv6))
  if (!match) return undefined
  const [high, low] = [parseInt(String(match[1]), 16), parseInt(String(match[2]), 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * One address in a canonical form, or `undefined` when `value` is not an IP address: IPv4-mapped
 * IPv6 becomes IPv4 (`::ffff:192.0.2.1` and `192.0.2.1` are one client), IPv6 is lower-cased and
 * shortened, a zone (`%eth0`) is dropped, and a port that some proxies append (`192.0.2.1:443`,
 * `[2001:db8::1]:443`) is removed.
 */
/**
 * @param {string} value
 * @returns {string | undefined}
 */
function normalizeAddress(value) {
  let address = value.trim()
  address = BRACKETED_WITH_PORT.exec(address)?.[1] ?? IPV4_WITH_PORT.exec(address)?.[1] ?? address
  address = address.replace(/%[\w.-]+$/, '').toLowerCase()
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return undefined
  return mappedIpv4(address) ?? canonicalIpv6(address)
}

/**
 * @param {import('node:net').BlockList} list
 * @param {string} entry
 */
function addEntry(list, entry) {
  const [addressPart = '', prefixPart, ...extra] = entry.split('/')
  if (extra.length > 0) throw new TrustedProxiesError(entry, 'has more than one "/"')
  if (/[[\]%]/.test(addressPart) || IPV4_WITH_PORT.test(addressPart))
    throw new TrustedProxiesError(entry, 'is not a plain address (no brackets, port or zone)')
  const written = addressPart.toLowerCase()
  const mapped = isIPv6(written) ? mappedIpv4(written) : undefined
  const family = mapped || isIPv4(written) ? 'ipv4' : isIPv6(written) ? 'ipv6' : undefined
  if (!family) throw new TrustedProxiesError(entry, 'is not an IPv4 or IPv6 address')
  const address = mapped ?? written
  if (prefixPart === undefined) {
    list.addAddress(address, family)
    return
  }
  const bits = family === 'ipv4' ? 32 : 128
  const prefix = /^\d{1,3}$/.test(prefixPart) ? Number(prefixPart) : Number.NaN
  // An IPv4-mapped range (`::ffff:10.0.0.0/104`) is the IPv4 range of the last 32 bits.
  const mappedPrefix = mapped ? prefix - 96 : prefix
  if (!(mappedPrefix >= 0 && mappedPrefix <= bits))
    throw new TrustedProxiesError(
      entry,
      `has a prefix length that is not between ${mapped ? 96 : 0} and ${mapped ? 128 : bits}`,
    )
  list.addSubnet(address, mappedPrefix, family)
}

/** Parses `TRUSTED_PROXIES`; throws a `TrustedProxiesError` naming the first bad entry. */
/**
 * @param {string | undefined} value
 * @returns {import('./trusted-proxies.cjs').TrustedProxies}
 */
function parseTrustedProxies(value) {
  const entries = (value ?? '').split(/[\s,]+/).filter((entry) => entry.length > 0)
  const list = new BlockList()
  for (const entry of entries) addEntry(list, entry)
  return {
    entries,
    contains(/** @type {string} */ address) {
      const normalized = normalizeAddress(address)
      if (normalized === undefined || entries.length === 0) return false
      return list.check(normalized, isIPv4(normalized) ? 'ipv4' : 'ipv6')
    },
  }
}

/** No trusted proxy: the default. */
const NO_TRUSTED_PROXIES = parseTrustedProxies(undefined)

/** The proxies of this process's environment (`TRUSTED_PROXIES`). */
/** @param {Readonly<Record<string, string | undefined>>} [env] */
function trustedProxiesFromEnv(env = process.env) {
  return parseTrustedProxies(env[TRUSTED_PROXIES_VARIABLE])
}

module.exports = {
  TRUSTED_PROXIES_VARIABLE,
  TrustedProxiesError,
  normalizeAddress,
  parseTrustedProxies,
  NO_TRUSTED_PROXIES,
  trustedProxiesFromEnv,
}
