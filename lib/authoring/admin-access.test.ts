/** @jest-environment node */
import type { IncomingMessage } from 'node:http'
import {
  accessPolicyFromEnv,
  checkAdminAccess,
  crossSiteRefusal,
  isLoopbackAddress,
  SESSION_COOKIE,
  sessionCookie,
  sessionToken,
  validSession,
} from './admin-access'

const SECRET = 'a-secret-of-more-than-thirty-two-characters'

function request(
  headers: Record<string, string>,
  remoteAddress = '127.0.0.1',
  method = 'POST',
): IncomingMessage {
  return { method, headers, socket: { remoteAddress } } as unknown as IncomingMessage
}

const sameSite = {
  host: '127.0.0.1:3000',
  origin: 'http://127.0.0.1:3000',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
}

describe('which local mode a server runs in', () => {
  it('is loopback under next dev and under npm start with its watcher', () => {
    expect(accessPolicyFromEnv({ NODE_ENV: 'development' }).mode).toBe('loopback')
    expect(accessPolicyFromEnv({ NODE_ENV: 'production', CMS_LOCAL: 'loopback' }).mode).toBe('loopback')
  })

  it('is off on a production server unless a long enough secret is set, and says why', () => {
    const off = accessPolicyFromEnv({ NODE_ENV: 'production' })
    expect(off).toEqual({ mode: 'off', reason: expect.stringContaining('CMS_LOCAL_SECRET') })
    expect(accessPolicyFromEnv({ NODE_ENV: 'production', CMS_LOCAL_SECRET: 'short' })).toEqual({
      mode: 'off',
      reason: expect.stringContaining('shorter than 32'),
    })
    expect(accessPolicyFromEnv({ NODE_ENV: 'production', CMS_LOCAL_SECRET: SECRET })).toEqual({
      mode: 'secret',
      secret: SECRET,
    })
    expect(accessPolicyFromEnv({ NODE_ENV: 'development', CMS_LOCAL: 'off' }).mode).toBe('off')
  })
})

describe('the checks of a write', () => {
  const loopback = accessPolicyFromEnv({ NODE_ENV: 'development' })

  it('lets a same-site JSON request from this machine through', () => {
    expect(checkAdminAccess(request(sameSite), loopback)).toEqual({ ok: true })
    // A client that is not a browser sends neither Origin nor Sec-Fetch-Site.
    expect(
      checkAdminAccess(request({ host: 'localhost:3000', 'content-type': 'application/json' }), loopback),
    ).toEqual({ ok: true })
  })

  it('refuses another site, by Sec-Fetch-Site or by Origin', () => {
    expect(
      checkAdminAccess(request({ ...sameSite, 'sec-fetch-site': 'cross-site' }), loopback),
    ).toMatchObject({ ok: false, status: 403 })
    expect(checkAdminAccess(request({ ...sameSite, 'sec-fetch-site': 'same-site' }), loopback)).toMatchObject(
      { ok: false, status: 403 },
    )
    expect(checkAdminAccess(request({ ...sameSite, origin: 'http://evil.example' }), loopback)).toMatchObject(
      { ok: false, status: 403 },
    )
    expect(checkAdminAccess(request({ ...sameSite, origin: 'null' }), loopback)).toMatchObject({
      ok: false,
      status: 403,
    })
  })

  it('lets a link from another site open the admin page, but not write', () => {
    const navigation = request({ host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }, '127.0.0.1', 'GET')
    expect(checkAdminAccess(navigation, loopback, { page: true })).toEqual({ ok: true })
    expect(checkAdminAccess(navigation, loopback)).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses a body a cross-site form could send', () => {
    expect(checkAdminAccess(request({ ...sameSite, 'content-type': 'text/plain' }), loopback)).toMatchObject({
      ok: false,
      status: 415,
    })
    expect(
      crossSiteRefusal(request({ ...sameSite, 'content-type': 'application/x-www-form-urlencoded' }), [
        'application/x-www-form-urlencoded',
      ]),
    ).toEqual({
      ok: true,
    })
  })

  it('in loopback mode, refuses other addresses and host names that are not this machine (DNS rebinding)', () => {
    expect(checkAdminAccess(request(sameSite, '192.0.2.7'), loopback)).toMatchObject({
      ok: false,
      status: 403,
    })
    const rebound = { ...sameSite, host: 'attacker.example:3000', origin: 'http://attacker.example:3000' }
    expect(checkAdminAccess(request(rebound), loopback)).toMatchObject({ ok: false, status: 403 })
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopbackAddress('::1')).toBe(true)
    expect(isLoopbackAddress('10.0.0.1')).toBe(false)
  })

  it('in secret mode, wants a valid session from anywhere', () => {
    const policy = accessPolicyFromEnv({ NODE_ENV: 'production', CMS_LOCAL_SECRET: SECRET })
    const remote = { ...sameSite, host: 'docs.example.org', origin: 'https://docs.example.org' }
    expect(checkAdminAccess(request(remote, '192.0.2.7'), policy)).toMatchObject({ ok: false, status: 401 })
    const cookie = `${SESSION_COOKIE}=${sessionToken(SECRET)}`
    expect(checkAdminAccess(request({ ...remote, cookie }, '192.0.2.7'), policy)).toEqual({ ok: true })
  })

  it('refuses everything when off, with the reason', () => {
    const off = accessPolicyFromEnv({ NODE_ENV: 'production' })
    expect(checkAdminAccess(request(sameSite), off)).toMatchObject({
      ok: false,
      status: 403,
      message: expect.stringContaining('production'),
    })
  })
})

describe('sessions', () => {
  it('accepts its own token until it expires', () => {
    const now = Date.UTC(2026, 10, 27, 12)
    const token = sessionToken(SECRET, now)
    expect(validSession(token, SECRET, now + 60_000)).toBe(true)
    expect(validSession(token, SECRET, now + 13 * 60 * 60 * 1000)).toBe(false)
  })

  it('refuses a token signed with another secret of the same length, or altered', () => {
    const other = SECRET.replace(/a/g, 'b')
    expect(other).toHaveLength(SECRET.length)
    expect(validSession(sessionToken(other), SECRET)).toBe(false)
    const [expires, signature] = sessionToken(SECRET).split('.')
    expect(validSession(`${Number(expires) + 3600}.${signature}`, SECRET)).toBe(false)
    expect(validSession('garbage', SECRET)).toBe(false)
    expect(validSession(undefined, SECRET)).toBe(false)
  })

  it('is an HttpOnly, SameSite=Strict cookie on the base path, Secure when asked', () => {
    expect(sessionCookie('t', '/3.5.6', true)).toBe(
      `${SESSION_COOKIE}=t; Path=/3.5.6; Max-Age=43200; HttpOnly; SameSite=Strict; Secure`,
    )
    expect(sessionCookie('t', '/3.5.6', false)).not.toContain('Secure')
  })
})
