import { clientAddress } from './client-address'

describe('clientAddress', () => {
  it('is the socket address of a direct client, whatever it claims', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', undefined)).toBe('203.0.113.9')
    expect(clientAddress('2001:DB8::1', undefined)).toBe('2001:db8::1')
  })

  it('is the address a local proxy appended last', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.1, 198.51.100.7')).toBe('198.51.100.7')
    expect(clientAddress('::1', ['10.0.0.1', '198.51.100.7'])).toBe('198.51.100.7')
    expect(clientAddress('::ffff:127.0.0.1', '::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('falls back to the socket address when the header is missing or garbage', () => {
    expect(clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', 'evil<script>')).toBe('127.0.0.1')
    expect(clientAddress(undefined, undefined)).toBe('unknown')
  })
})
