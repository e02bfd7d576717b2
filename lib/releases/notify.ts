/**
 * Publish time: tells a running site that a release became current, through its revalidation
 * webhook. Optional: servers follow the store on their own within a second; the call makes it
 * immediate and reports which pages were regenerated. Retried a few times on a network error or
 * an unavailable instance (a balancer sends the retry to another one).
 */
export interface NotifyTarget {
  /** The webhook URL, e.g. `https://docs.example.org/3.5.6/api/revalidate`. */
  url: string
  secret: string
}

export type NotifyResult =
  { ok: true; release: string; revalidated: string[]; failed: string[] } | { ok: false; message: string }

/**
 * `REVALIDATE_URL` (the webhook's URL) or `SITE_URL` (the site's origin), with `REVALIDATE_SECRET`;
 * null when not configured. A malformed URL is an error naming the variable.
 */
export function notifyTargetFrom(
  env: Readonly<Record<string, string | undefined>>,
  basePath: string,
): NotifyTarget | null {
  const secret = env.REVALIDATE_SECRET?.trim()
  const explicit = env.REVALIDATE_URL?.trim()
  const site = env.SITE_URL?.trim()
  if (!secret || (!explicit && !site)) return null
  const name = explicit ? 'REVALIDATE_URL' : 'SITE_URL'
  let url: URL
  try {
    url = new URL(explicit || `${site?.replace(/\/+$/, '')}${basePath}/api/revalidate`)
  } catch {
    throw new Error(
      `${name} is not a URL (expected e.g. http://127.0.0.1:3000${explicit ? `${basePath}/api/revalidate` : ''})`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`)
  return { url: url.toString(), secret }
}

const RETRIED_STATUSES = new Set([502, 503, 504])

export async function notifySite(
  target: NotifyTarget,
  options: { attempts?: number; retryDelayMs?: number; fetch?: typeof fetch } = {},
): Promise<NotifyResult> {
  const attempts = options.attempts ?? 4
  const doFetch = options.fetch ?? fetch
  let last = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await doFetch(target.url, {
        method: 'POST',
        headers: { 'x-revalidate-secret': target.secret, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(60_000),
      })
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
      if (response.ok && body && typeof body.release === 'string') {
        return {
          ok: true,
          release: body.release,
          revalidated: Array.isArray(body.revalidated) ? (body.revalidated as string[]) : [],
          failed: Array.isArray(body.failed) ? (body.failed as string[]) : [],
        }
      }
      last = `${response.status}${typeof body?.message === 'string' ? `: ${body.message}` : ''}`
      if (!RETRIED_STATUSES.has(response.status)) break
    } catch (error) {
      last = (error as Error).message
    }
    if (attempt < attempts)
      await new Promise((resolve) => setTimeout(resolve, (options.retryDelayMs ?? 500) * attempt))
  }
  return { ok: false, message: `${target.url} answered ${last}` }
}
