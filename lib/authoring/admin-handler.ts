/**
 * The CMS's endpoints under `${basePath}/api/admin/` (`pages/api/admin/[...path].ts` hands every
 * request here):
 *
 *   GET  session  whether the CMS can work for this browser here: `{state: 'cms'}`, or `login`
 *                 (the editing secret first), `off` or `misconfigured` with the reason; the admin
 *                 page (`admin-page.cjs`, a static file) asks before it starts the CMS
 *   GET  config   the CMS configuration as JSON (`cms-config.ts`)
 *   POST local    Decap's proxy protocol over `content/` (local mode, `proxy-protocol.ts`)
 *   POST login    the editing secret → a session cookie (local mode with CMS_LOCAL_SECRET)
 *   POST preview  a draft rendered by the site's pipeline, for the CMS's preview pane
 *   POST draft    a draft stored for draft mode: the writer's browser gets Next.js's preview
 *                 cookie, and the page at the draft's route shows the draft to that browser only
 *   GET  draft-exit?to=/docs/…   leaves draft mode, back to the published page
 *
 * Refusals are `{message, status}` JSON with 4xx; nothing answers 500 with details (the server log
 * gets them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SlidingWindowRateLimiter } from '../ask/rate-limit'
import { sendJsonAnswer, sendJsonMessage } from '../http/json-answer'
import { methodNotAllowedHeaders } from '../http/method-not-allowed'
import { readBody } from '../http/read-body'
import { sameSecret } from '../http/secret'
import {
  accessPolicyFromEnv,
  checkAdminAccess,
  cookieValue,
  crossSiteRefusal,
  isLoopbackHost,
  SESSION_COOKIE,
  sessionCookie,
  sessionToken,
  validSession,
  type AccessPolicy,
} from './admin-access'
import { cmsBackendFromEnv, CmsBackendConfigError, type CmsBackend } from './cms-backend'
import { cmsConfig } from './cms-config'
import { authorKeys, docFolders } from './content-facts'
import { GitCommits } from './git-commits'
import { LocalRepository } from './local-repository'
import type { AdminSessionState } from './browser/admin-messages'
import { DraftStore } from './draft-store'
import { PreviewClient } from './preview-client'
import { MAX_DRAFT_BYTES, parsePreviewRequest } from './preview-service'
import { parseProtocolRequest, ProxyProtocol } from './proxy-protocol'
import type { PagePreview } from '../releases/page-preview'

/** A save carries at most a few images of 5 MB, base64-encoded. */
const LOCAL_BODY_LIMIT = 24 * 1024 * 1024
const LOGIN_BODY_LIMIT = 4096
/** Tries of the editing secret per client and minute: guessing stays hopeless. */
const LOGINS_PER_MINUTE = 10

/** Next.js's draft mode on an API response (`res.setPreviewData`, `res.clearPreviewData`). */
export interface DraftModeSwitch {
  enable(res: ServerResponse, draftId: string): void
  disable(res: ServerResponse): void
}

export interface AdminHandlerOptions {
  draftMode: DraftModeSwitch
  basePath: string
  /** The project whose `content/` local mode edits. */
  root: string
  env: Readonly<Record<string, string | undefined>>
}

type Backend = { ok: true; backend: CmsBackend } | { ok: false; reason: string }

export function createAdminHandler(options: AdminHandlerOptions) {
  const { basePath, root } = options
  const ADMIN_PAGE = `${basePath}/admin/index.html`
  const policy: AccessPolicy = accessPolicyFromEnv(options.env)
  let backend: Backend
  try {
    backend = { ok: true, backend: cmsBackendFromEnv(options.env, basePath) }
  } catch (error) {
    if (!(error instanceof CmsBackendConfigError)) throw error
    backend = { ok: false, reason: `The content manager is not set up right: ${error.message}.` }
  }
  const protocol = new ProxyProtocol(new LocalRepository(root), new GitCommits(root))
  const previews = new PreviewClient(options.env.CMS_PREVIEW_SOCKET)
  const drafts = new DraftStore()
  const logins = new SlidingWindowRateLimiter({ limit: LOGINS_PER_MINUTE })

  function sessionState(req: IncomingMessage): AdminSessionState {
    if (!backend.ok) return { state: 'misconfigured', reason: backend.reason }
    if (backend.backend.name !== 'local') return { state: 'cms' }
    if (policy.mode === 'off') return { state: 'off', reason: policy.reason ?? 'Local editing is off.' }
    if (policy.mode === 'secret' && !validSession(cookieValue(req, SESSION_COOKIE), policy.secret ?? '')) {
      return { state: 'login' }
    }
    const access = checkAdminAccess(req, policy, { page: true })
    if (!access.ok) return { state: 'off', reason: access.message }
    return { state: 'cms' }
  }

  async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const crossSite = crossSiteRefusal(req, ['application/x-www-form-urlencoded', 'application/json'])
    if (!crossSite.ok) return sendJsonMessage(res, crossSite.status, crossSite.message)
    if (policy.mode !== 'secret' || !policy.secret)
      return sendJsonMessage(res, 404, 'This server has no editing secret to log in with.')
    const attempt = await logins.take(req.socket.remoteAddress ?? 'unknown')
    if (!attempt.allowed) {
      return sendJsonMessage(res, 429, `Too many tries; wait ${attempt.retryAfterSeconds} s.`, {
        'Retry-After': String(attempt.retryAfterSeconds),
      })
    }
    const body = await readBody(req, LOGIN_BODY_LIMIT)
    if (!body.ok) return sendJsonMessage(res, body.status, body.message)
    const json = (req.headers['content-type'] ?? '').startsWith('application/json')
    let given: unknown
    try {
      given = json
        ? (JSON.parse(body.text) as { secret?: unknown }).secret
        : new URLSearchParams(body.text).get('secret')
    } catch {
      return sendJsonMessage(res, 400, 'The body is not JSON.')
    }
    const ok = typeof given === 'string' && sameSecret(given, policy.secret)
    // Secure everywhere but on this machine, where the site is plain http.
    const secure = !isLoopbackHost(req.headers.host)
    if (json) {
      if (!ok) return sendJsonMessage(res, 401, 'That is not the editing secret.')
      return sendJsonAnswer(
        res,
        200,
        { message: 'Logged in.', status: 200 },
        { 'Set-Cookie': sessionCookie(sessionToken(policy.secret), basePath, secure) },
      )
    }
    const location = ok ? ADMIN_PAGE : `${ADMIN_PAGE}?failed`
    res.writeHead(303, {
      Location: location,
      'Cache-Control': 'no-store',
      ...(ok ? { 'Set-Cookie': sessionCookie(sessionToken(policy.secret), basePath, secure) } : {}),
    })
    res.end()
  }

  async function local(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!backend.ok || backend.backend.name !== 'local')
      return sendJsonMessage(res, 404, 'This server edits through a Git host, not locally.')
    const access = checkAdminAccess(req, policy)
    if (!access.ok) return sendJsonMessage(res, access.status, access.message)
    const body = await readBody(req, LOCAL_BODY_LIMIT)
    if (!body.ok) return sendJsonMessage(res, body.status, body.message)
    const parsed = parseProtocolRequest(body.text)
    const answer = parsed.ok ? await protocol.answer(parsed.request) : parsed.answer
    sendJsonAnswer(res, answer.status, answer.body)
  }

  /** Who is asking, for the preview rate limit: the session, or the address on this machine. */
  function writerOf(req: IncomingMessage): string {
    return cookieValue(req, SESSION_COOKIE) ?? req.socket.remoteAddress ?? 'local'
  }

  /** Renders the draft in the body; the answer, or the refusal already sent. */
  async function renderDraft(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ rendered: PagePreview; path: string } | undefined> {
    const access = checkAdminAccess(req, policy)
    if (!access.ok) return void sendJsonMessage(res, access.status, access.message)
    const body = await readBody(req, MAX_DRAFT_BYTES)
    if (!body.ok) return void sendJsonMessage(res, body.status, body.message)
    const request = parsePreviewRequest(body.text)
    if (typeof request === 'string') return void sendJsonMessage(res, 400, request)
    const outcome = await previews.preview(writerOf(req), request)
    if (!outcome.ok) return void sendJsonMessage(res, outcome.status, outcome.message)
    if (!outcome.preview.ok)
      return void sendJsonAnswer(res, 422, {
        ...outcome.preview,
        message: outcome.preview.problems.join('; '),
        status: 422,
      })
    return { rendered: outcome.preview, path: request.path }
  }

  async function preview(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rendered = (await renderDraft(req, res))?.rendered
    if (!rendered || !rendered.ok) return
    const props = rendered.props as { title?: string; html?: string; hasH1?: boolean; hideTitle?: boolean }
    sendJsonAnswer(res, 200, {
      ok: true,
      route: rendered.route,
      kind: rendered.kind,
      title: props.title ?? '',
      hasH1: props.hasH1 ?? false,
      html: props.html ?? '',
    })
  }

  async function draft(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { rendered, path } = (await renderDraft(req, res)) ?? {}
    if (!rendered || !rendered.ok || !path) return
    const id = drafts.save({ route: rendered.route, kind: rendered.kind, props: rendered.props, path })
    options.draftMode.enable(res, id)
    sendJsonAnswer(res, 200, { ok: true, url: `${basePath}${rendered.route}` })
  }

  function draftExit(res: ServerResponse, url: URL): void {
    const to = url.searchParams.get('to') ?? '/'
    // Only a path of this site: never an address elsewhere (`//host`, `/\host`, `https:`).
    const target = /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/'
    options.draftMode.disable(res)
    res.writeHead(303, { Location: `${basePath}${target}`, 'Cache-Control': 'no-store' })
    res.end()
  }

  return async function handleAdmin(req: IncomingMessage, res: ServerResponse, route: string): Promise<void> {
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://site.invalid')
    const allowed = ['session', 'config', 'draft-exit'].includes(route)
      ? ['GET', 'HEAD']
      : ['local', 'login', 'preview', 'draft'].includes(route)
        ? ['POST']
        : []
    if (allowed.length === 0) return sendJsonMessage(res, 404, `There is no admin endpoint "${route}".`)
    if (!allowed.includes(method))
      return sendJsonMessage(res, 405, `Use ${allowed.join(' or ')}.`, methodNotAllowedHeaders(allowed))
    try {
      if (route === 'session') return sendJsonAnswer(res, 200, sessionState(req))
      if (route === 'config') {
        if (!backend.ok) return sendJsonMessage(res, 503, backend.reason)
        const config = cmsConfig({
          backend: backend.backend,
          basePath,
          docFolders: docFolders(root),
          authorKeys: authorKeys(root),
          logoPath: `${basePath}/img/logo.svg`,
        })
        return sendJsonAnswer(res, 200, { config })
      }
      if (route === 'login') return await login(req, res)
      if (route === 'preview') return await preview(req, res)
      if (route === 'draft') return await draft(req, res)
      if (route === 'draft-exit') return draftExit(res, url)
      return await local(req, res)
    } catch (error) {
      console.error(`[cms] ${method} ${route} failed:`, error)
      if (!res.headersSent)
        sendJsonMessage(res, 500, 'The content manager could not do that; the server log says why.')
    }
  }
}
