/**
 * `POST /api/ask` over Node's own request and response, so the same handler runs inside Next and
 * inside a plain `http` server in tests. It checks the method, the client's rate, the body and the
 * question, then streams the provider's events as newline-delimited JSON while they are produced.
 * Refusals are JSON `{message, status}` like the search endpoint's errors.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJsonMessage } from '@/lib/http/json-answer'
import { methodNotAllowedHeaders } from '@/lib/http/method-not-allowed'
import { readBody } from '@/lib/http/read-body'
import { NO_TRUSTED_PROXIES, type TrustedProxies } from '@/lib/server/trusted-proxies.cjs'
import { clientAddress } from './client-address'
import type { ClientRateLimiter } from './rate-limit'
import { MAX_BODY_BYTES, parseAskRequest } from './request'
import { ANSWER_CONTENT_TYPE, encodeAnswerEvent } from './stream'
import { askStrings } from './strings'
import type { AnswerProvider } from './types'

export interface AskHandlerDeps {
  provider: AnswerProvider
  limiter: ClientRateLimiter
  /** Peers whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`); none by default. */
  trustedProxies?: TrustedProxies
  maxBodyBytes?: number
}

export function createAskHandler(deps: AskHandlerDeps) {
  const maxBodyBytes = deps.maxBodyBytes ?? MAX_BODY_BYTES
  const trustedProxies = deps.trustedProxies ?? NO_TRUSTED_PROXIES

  return async function askHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendJsonMessage(res, 405, askStrings.methodNotAllowed, methodNotAllowedHeaders(['POST']))
      return
    }
    const decision = await deps.limiter.take(
      clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies),
    )
    if (!decision.allowed) {
      sendJsonMessage(res, 429, askStrings.rateLimited(decision.retryAfterSeconds), {
        'Retry-After': String(decision.retryAfterSeconds),
      })
      return
    }
    const declaredLength = Number(req.headers['content-length'])
    if (Number.isFinite(declaredLength) && declaredLength > maxBodyBytes) {
      req.resume()
      sendJsonMessage(res, 413, askStrings.bodyTooLarge(maxBodyBytes), { Connection: 'close' })
      return
    }
    const body = await readBody(req, maxBodyBytes)
    if (!body.ok) {
      const message = body.status === 413 ? askStrings.bodyTooLarge(maxBodyBytes) : body.message
      sendJsonMessage(res, body.status, message, body.status === 413 ? { Connection: 'close' } : {})
      return
    }
    const parsed = parseAskRequest(body.text)
    if (!parsed.ok) {
      sendJsonMessage(res, parsed.status, parsed.message)
      return
    }

    const controller = new AbortController()
    res.on('close', () => controller.abort())
    const events = deps.provider.answer(parsed.request, controller.signal)[Symbol.asyncIterator]()
    // The first event decides the status: a provider that cannot answer at all (no index yet)
    // gets a proper HTTP error instead of a 200 carrying an error.
    const first = await events.next()
    if (!first.done && first.value.type === 'error' && first.value.status !== undefined) {
      await events.return?.()
      sendJsonMessage(res, first.value.status, first.value.message)
      return
    }
    res.writeHead(200, {
      'Content-Type': ANSWER_CONTENT_TYPE,
      // no-transform keeps compression from buffering the stream; X-Accel-Buffering does the same for nginx.
      'Cache-Control': 'no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
      'X-Accel-Buffering': 'no',
    })
    let next = first
    while (!next.done && !res.destroyed) {
      res.write(encodeAnswerEvent(next.value))
      next = await events.next()
    }
    if (!next.done) await events.return?.()
    res.end()
  }
}
