import { sameSecret } from '../http/secret'

/** Pure request checks of the revalidation webhook, so the HTTP adapter stays thin. */

export type WebhookDecision =
  | { ok: true; paths: string[] | undefined }
  | { ok: false; status: number; message: string }

function secretFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const direct = headers['x-revalidate-secret']
  if (typeof direct === 'string') return direct
  const auth = headers.authorization
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice('Bearer '.length)
  return undefined
}

/**
 * Method, secret, then body: a bad secret is refused before the body is even read, so nothing is
 * ever regenerated for it. Body: empty, or JSON `{ "paths": ["/docs/server/security", …] }`.
 */
export function decideWebhook(request: {
  method: string | undefined
  headers: Record<string, string | string[] | undefined>
  body: string
  configuredSecret: string | undefined
}): WebhookDecision {
  if (request.method !== 'POST') return { ok: false, status: 405, message: 'Use POST.' }
  if (!request.configuredSecret) {
    return { ok: false, status: 403, message: 'The revalidation webhook is disabled: set REVALIDATE_SECRET to enable it.' }
  }
  const given = secretFrom(request.headers)
  if (!given) return { ok: false, status: 401, message: 'Missing secret: send it in the x-revalidate-secret header.' }
  if (!sameSecret(given, request.configuredSecret)) return { ok: false, status: 401, message: 'Wrong secret.' }
  if (request.body.trim() === '') return { ok: true, paths: undefined }
  let parsed: unknown
  try {
    parsed = JSON.parse(request.body)
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON. Send {"paths": ["/docs/…"]} or nothing.' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, status: 400, message: 'The body must be a JSON object.' }
  }
  const paths = (parsed as { paths?: unknown }).paths
  if (paths === undefined) return { ok: true, paths: undefined }
  if (
    !Array.isArray(paths) ||
    paths.length > 1000 ||
    !paths.every((p) => typeof p === 'string' && p.startsWith('/') && p.length < 512 && !p.includes('..'))
  ) {
    return { ok: false, status: 400, message: '"paths" must be a list of site paths starting with "/".' }
  }
  return { ok: true, paths: paths as string[] }
}
