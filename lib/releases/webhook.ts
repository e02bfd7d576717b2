/**
 * The revalidation webhook's checks, as plain functions (the route in pages/api/revalidate.ts
 * only reads the request and regenerates pages). Three ways to be let in:
 * - the shared secret, in `x-revalidate-secret` or `Authorization: Bearer …`: checked before a
 *   single byte of the body is read;
 * - the signature a Git host sends, `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body>`
 *   keyed with the same secret: the body is read (bounded) to check it;
 * - this server process's own token (its page refresh after a release switch).
 * All comparisons take constant time. Answers never carry server paths, commands or stacks.
 */
import { createHmac } from 'node:crypto'
import { methodNotAllowedHeaders } from '../http/method-not-allowed'
import { sameSecret } from '../http/secret'

/** A body with the shared secret: a JSON object of a few hundred paths at most. */
export const SECRET_BODY_LIMIT = 64 * 1024
/** A Git host's event (a push lists its commits), which is signed, not sent with the secret. */
export const SIGNED_BODY_LIMIT = 1024 * 1024

type Headers = Record<string, string | string[] | undefined>

export type WebhookAccess =
  | { ok: true; via: 'secret' | 'internal'; bodyLimit: number }
  | { ok: true; via: 'signature'; signature: string; bodyLimit: number }
  | { ok: false; status: 401 | 403 | 405; message: string; headers?: Record<string, string> }

export interface WebhookRequest {
  /** Site paths to regenerate (below the base path); when absent, what the release changed. */
  paths: string[] | undefined
}

export type WebhookBodyResult =
  ({ ok: true } & WebhookRequest) | { ok: false; status: 400 | 401; message: string }

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name]
  return typeof value === 'string' ? value : undefined
}

function secretFrom(headers: Headers): string | undefined {
  const direct = header(headers, 'x-revalidate-secret')
  if (direct !== undefined) return direct
  const auth = header(headers, 'authorization')
  return auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined
}

/** Method and credentials, from the headers alone: nothing is read for a request that fails here. */
export function checkWebhookAccess(request: {
  method: string | undefined
  headers: Headers
  configuredSecret: string | undefined
  internalToken: string | undefined
}): WebhookAccess {
  if (request.method !== 'POST') {
    return { ok: false, status: 405, message: 'Use POST.', headers: methodNotAllowedHeaders(['POST']) }
  }
  const internal = header(request.headers, 'x-internal-revalidate')
  if (internal !== undefined) {
    return request.internalToken && sameSecret(internal, request.internalToken)
      ? { ok: true, via: 'internal', bodyLimit: SECRET_BODY_LIMIT }
      : { ok: false, status: 401, message: 'Wrong secret.' }
  }
  const secret = request.configuredSecret
  if (!secret) {
    return {
      ok: false,
      status: 403,
      message: 'The revalidation webhook is disabled: set REVALIDATE_SECRET to enable it.',
    }
  }
  const given = secretFrom(request.headers)
  if (given !== undefined) {
    return sameSecret(given, secret)
      ? { ok: true, via: 'secret', bodyLimit: SECRET_BODY_LIMIT }
      : { ok: false, status: 401, message: 'Wrong secret.' }
  }
  const signature = header(request.headers, 'x-hub-signature-256')
  if (signature !== undefined) return { ok: true, via: 'signature', signature, bodyLimit: SIGNED_BODY_LIMIT }
  return {
    ok: false,
    status: 401,
    message:
      'Missing secret: send it in the x-revalidate-secret header, or sign the body (X-Hub-Signature-256).',
  }
}

/** `sha256=<hex HMAC-SHA256 of the raw body keyed with the secret>`, compared in constant time. */
export function isValidSignature(signature: string, body: Buffer, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
  return sameSecret(signature, expected)
}

function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && value.length < 512 && !value.includes('..')
}

/**
 * The body: empty, or `{ "paths": ["/docs/server/security", …] }`. A signed body that is not
 * that shape is a Git host's event (a push): it asks for the current release's changes.
 */
export function parseWebhookBody(
  access: Extract<WebhookAccess, { ok: true }>,
  body: { text: string; bytes: Buffer },
  secret: string | undefined,
): WebhookBodyResult {
  if (access.via === 'signature' && !(secret && isValidSignature(access.signature, body.bytes, secret))) {
    return { ok: false, status: 401, message: 'The signature does not match the body.' }
  }
  if (body.text.trim() === '') return { ok: true, paths: undefined }
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return access.via === 'signature'
      ? { ok: true, paths: undefined }
      : {
          ok: false,
          status: 400,
          message: 'The body is not valid JSON. Send {"paths": ["/docs/…"]} or nothing.',
        }
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  const paths = isObject ? (parsed as { paths?: unknown }).paths : undefined
  if (access.via === 'signature' && (paths === undefined || !isObject)) return { ok: true, paths: undefined }
  if (!isObject) return { ok: false, status: 400, message: 'The body must be a JSON object.' }
  if (paths === undefined) return { ok: true, paths: undefined }
  if (!Array.isArray(paths) || paths.length > 1000 || !paths.every(isSitePath)) {
    return {
      ok: false,
      status: 400,
      message: '"paths" must be a list of at most 1000 site paths starting with "/".',
    }
  }
  return { ok: true, paths: [...new Set(paths)] }
}
