/**
 * Who may use the CMS's write and preview endpoints (`/api/admin/local`, `/api/admin/preview`,
 * `/api/admin/draft`). Local mode writes files on the server's machine, so it is off unless it is
 * safe:
 *
 * - `next dev`, and `npm start` with its content watcher (`CMS_LOCAL=loopback`, set by
 *   scripts/start.mjs): loopback only. The request must come from a loopback address and name a
 *   loopback host (a page elsewhere cannot reach it through DNS rebinding), with no login, as
 *   Decap's own local server works.
 * - `CMS_LOCAL_SECRET` (at least 32 characters): from anywhere, after logging in at the admin page
 *   with that secret (a signed, HttpOnly, SameSite=Strict session cookie for 12 hours).
 * - otherwise (a standalone production server): off, 403 with the reason.
 *
 * Every write is refused across sites: `Sec-Fetch-Site` must be same-origin when the browser sends
 * it, `Origin` must be this host when present, and the body must be `application/json`, which a
 * cross-site form cannot send and a cross-site script cannot send without a CORS preflight that
 * this server never answers.
 */
import { createHmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { sameSecret } from '../http/secret'

export type LocalMode = 'off' | 'loopback' | 'secret'

export interface AccessPolicy {
  mode: LocalMode
  /** Why local mode is off, for the admin page and the 403s. */
  reason?: string
  secret?: string
}

export const SESSION_COOKIE = 'sba_cms_session'
const SESSION_SECONDS = 12 * 60 * 60
export const MIN_SECRET_LENGTH = 32

export function accessPolicyFromEnv(env: Readonly<Record<string, string | undefined>>): AccessPolicy {
  const secret = env.CMS_LOCAL_SECRET
  if (env.CMS_LOCAL === 'off') return { mode: 'off', reason: 'Local editing is turned off (CMS_LOCAL=off).' }
  if (secret !== undefined && secret !== '') {
    if (secret.length < MIN_SECRET_LENGTH) {
      return {
        mode: 'off',
        reason: `CMS_LOCAL_SECRET is shorter than ${MIN_SECRET_LENGTH} characters, so local editing is off.`,
      }
    }
    return { mode: 'secret', secret }
  }
  if (env.CMS_LOCAL === 'loopback' || env.NODE_ENV !== 'production') return { mode: 'loopback' }
  return {
    mode: 'off',
    reason:
      'Local editing is off on a production server. Writers use the Git host (CMS_BACKEND), or run `npm start` on their own machine; set CMS_LOCAL_SECRET to allow it here.',
  }
}

export type AccessVerdict = { ok: true } | { ok: false; status: 401 | 403 | 415; message: string }

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

/** Whether a Host header names this machine (`localhost`, `127.0.0.1`, `[::1]`, any port). */
export function isLoopbackHost(host: string | undefined): boolean {
  return LOOPBACK_HOSTS.has((host ?? '').toLowerCase().replace(/:\d+$/, ''))
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * The cross-site checks every write and preview request passes, whatever the mode. The login form
 * (`bodyTypes` with the form type) is a same-origin form post; everything else is JSON.
 */
export function crossSiteRefusal(
  req: IncomingMessage,
  bodyTypes: readonly string[] = ['application/json'],
): AccessVerdict {
  const site = header(req, 'sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return { ok: false, status: 403, message: 'Refused: the request came from another site.' }
  }
  const origin = header(req, 'origin')
  if (origin !== undefined) {
    let originHost: string
    try {
      originHost = new URL(origin).host.toLowerCase()
    } catch {
      return { ok: false, status: 403, message: 'Refused: the Origin header is not a URL.' }
    }
    if (originHost !== (header(req, 'host') ?? '').toLowerCase()) {
      return { ok: false, status: 403, message: 'Refused: the request came from another origin.' }
    }
  }
  const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (req.method === 'POST' && !bodyTypes.includes(type ?? '')) {
    return { ok: false, status: 415, message: `Send the body as ${bodyTypes.join(' or ')}.` }
  }
  return { ok: true }
}

function signature(secret: string, expires: number): string {
  return createHmac('sha256', secret).update(`cms-session:${expires}`).digest('base64url')
}

/** A session cookie's value for a writer who gave the secret. */
export function sessionToken(secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SESSION_SECONDS
  return `${expires}.${signature(secret, expires)}`
}

export function validSession(token: string | undefined, secret: string, now = Date.now()): boolean {
  const [expiresText, given] = (token ?? '').split('.')
  const expires = Number(expiresText)
  if (!Number.isInteger(expires) || !given || expires * 1000 <= now) return false
  return sameSecret(given, signature(secret, expires))
}

export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (header(req, 'cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/**
 * Whether this request may use the local backend and the previews. `page: true` for the admin
 * page itself, a navigation that may come from a link on another site: only who asks is checked.
 */
export function checkAdminAccess(
  req: IncomingMessage,
  policy: AccessPolicy,
  { page = false }: { page?: boolean } = {},
): AccessVerdict {
  if (policy.mode === 'off')
    return { ok: false, status: 403, message: policy.reason ?? 'Local editing is off.' }
  const crossSite = page ? ({ ok: true } as const) : crossSiteRefusal(req)
  if (!crossSite.ok) return crossSite
  if (policy.mode === 'loopback') {
    if (!isLoopbackAddress(req.socket.remoteAddress) || !isLoopbackHost(header(req, 'host'))) {
      return {
        ok: false,
        status: 403,
        message: 'Local editing answers on this machine only (open the admin page at http://localhost).',
      }
    }
    return { ok: true }
  }
  if (!validSession(cookieValue(req, SESSION_COOKIE), policy.secret ?? '')) {
    return {
      ok: false,
      status: 401,
      message: 'Log in to the CMS first: open the admin page and give the editing secret.',
    }
  }
  return { ok: true }
}

/** The Set-Cookie header of a new session. */
export function sessionCookie(token: string, basePath: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=${basePath}; Max-Age=${SESSION_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}
