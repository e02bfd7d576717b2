/** @jest-environment node */
import { normalizeAddress, parseTrustedProxies, TrustedProxiesError } from './trusted-proxies.cjs'

describe('normalizeAddress', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    [' 192.0.2.1 ', '192.0.2.1'],
    ['192.0.2.1:8443', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:201', '192.0.2.1'],
    ['2001:DB8:0:0::1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('reads %j as %s', (value, expected) => {
    expect(normalizeAddress(value)).toBe(expected)
  })

  it.each(['', 'unknown', '192.0.2', '192.0.2.256', '01.2.3.4', 'evil<script>', '_hidden', '2001:db8::g'])(
    'refuses %j',
    (value) => {
      expect(normalizeAddress(value)).toBeUndefined()
    },
  )
})

describe('parseTrustedProxies', () => {
  it('trusts nothing by default', () => {
    for (const value of [undefined, '', ' , ']) {
      const trusted = parseTrustedProxies(value)
      expect(trusted.entries).toEqual([])
      expect(trusted.contains('127.0.0.1')).toBe(false)
      expect(trusted.contains('::1')).toBe(false)
    }
  })

  it('matches single addresses and CIDR ranges of both families, separated by commas or spaces', () => {
    const trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/8  ::1,fd00::/8')
    expect(trusted.entries).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'])
    for (const inside of ['127.0.0.1', '10.0.0.1', '10.255.255.255', '::1', 'fd12:3456::1', 'FD00::'])
      expect([inside, trusted.contains(inside)]).toEqual([inside, true])
    for (const outside of ['127.0.0.2', '11.0.0.1', '9.255.255.255', '::2', 'fe00::1', '2001:db8::1'])
      expect([outside, trusted.contains(outside)]).toEqual([outside, false])
  })

  it('matches IPv4-mapped IPv6 addresses as the IPv4 address they carry, and the other way round', () => {
    const ipv4Rules = parseTrustedProxies('192.0.2.0/24')
    expect(ipv4Rules.contains('::ffff:192.0.2.7')).toBe(true)
    expect(ipv4Rules.contains('::ffff:c000:207')).toBe(true)
    expect(ipv4Rules.contains('::ffff:198.51.100.7')).toBe(false)
    const mappedRules = parseTrustedProxies('::ffff:192.0.2.0/120, ::ffff:203.0.113.9')
    expect(mappedRules.contains('192.0.2.200')).toBe(true)
    expect(mappedRules.contains('203.0.113.9')).toBe(true)
    expect(mappedRules.contains('192.0.3.1')).toBe(false)
  })

  it('takes /0 as every address of that family and /32 or /128 as one address', () => {
    const trusted = parseTrustedProxies('0.0.0.0/0, 2001:db8::1/128')
    expect(trusted.contains('203.0.113.1')).toBe(true)
    expect(trusted.contains('2001:db8::1')).toBe(true)
    expect(trusted.contains('2001:db8::2')).toBe(false)
  })

  it.each([
    ['localhost', 'is not an IPv4 or IPv6 address'],
    ['10.0.0.256', 'is not an IPv4 or IPv6 address'],
    ['10.0.0.0/33', 'has a prefix length that is not between 0 and 32'],
    ['fd00::/129', 'has a prefix length that is not between 0 and 128'],
    ['::ffff:10.0.0.0/90', 'has a prefix length that is not between 96 and 128'],
    ['10.0.0.0/', 'has a prefix length'],
    ['10.0.0.0/8/8', 'has more than one "/"'],
    ['10.0.0.1:80', 'is not a plain address'],
    ['[::1]', 'is not a plain address'],
  ])('refuses %j, naming it', (entry, reason) => {
    const parse = () => parseTrustedProxies(`127.0.0.1, ${entry}, ::1`)
    expect(parse).toThrow(TrustedProxiesError)
    expect(parse).toThrow(`TRUSTED_PROXIES: "${entry}" ${reason}`)
  })
})
