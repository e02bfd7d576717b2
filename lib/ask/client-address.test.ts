/** @jest-environment node */
import { parseTrustedProxies } from '@/lib/server/trusted-proxies.cjs'
import { clientAddress } from './client-address'

const localProxy = parseTrustedProxies('127.0.0.1, ::1')
const proxyChain = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8')

describe('clientAddress', () => {
  it('is the peer by default, whatever the peer claims in X-Forwarded-For', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', '198.51.100.1')).toBe('127.0.0.1')
    expect(clientAddress('::1', ['198.51.100.1'])).toBe('::1')
  })

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', localProxy)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.1', localProxy)).toBe('203.0.113.9')
    expect(clientAddress('2001:DB8::1', undefined, localProxy)).toBe('2001:db8::1')
  })

  it('is the address a trusted proxy appended last, not what the client wrote before it', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.66, 198.51.100.7', localProxy)).toBe('198.51.100.7')
    expect(clientAddress('::1', ['203.0.113.66', '198.51.100.7'], localProxy)).toBe('198.51.100.7')
    expect(clientAddress('::ffff:127.0.0.1', '::ffff:198.51.100.7', localProxy)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:51000', localProxy)).toBe('2001:db8::7')
  })

  it('walks past every trusted proxy of a chain to the right-most address that is not one', () => {
    expect(clientAddress('10.1.0.2', '203.0.113.66, 198.51.100.7, 10.2.0.1, 10.3.0.1', proxyChain)).toBe(
      '198.51.100.7',
    )
    expect(clientAddress('fd00::2', 'fd00::3, 2001:db8::7', proxyChain)).toBe('2001:db8::7')
  })

  it('is the left-most trusted proxy when the whole chain is trusted', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.5, 10.0.0.6', proxyChain)).toBe('10.0.0.5')
  })

  it('stops at the last trusted proxy when the header is missing or holds something that is not an address', () => {
    expect(clientAddress('127.0.0.1', undefined, localProxy)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '', localProxy)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', 'evil<script>', localProxy)).toBe('127.0.0.1')
    expect(clientAddress('10.0.0.9', '198.51.100.7, unknown, 10.0.0.8', proxyChain)).toBe('10.0.0.8')
  })

  it('is "unknown" without a peer address', () => {
    expect(clientAddress(undefined, '198.51.100.7', localProxy)).toBe('unknown')
  })
})
