// @ts-check
/**
 * The request target (RFC 9112 §3.2) before anything else reads it. Node.js passes it on as the
 * client wrote it, and Next.js and our fast routes expect a path:
 * - origin-form (`/3.5.6/docs`): unchanged;
 * - absolute-form (`http://host/3.5.6/docs`, which a server must accept): reduced to its path and
 *   query, so nothing downstream copies the client's host into an answer (a redirect's Location);
 * - asterisk-form (`*`): only `OPTIONS *` means something (the server's capabilities), answered
 *   here; any other method with `*` is a 400;
 * - anything else (authority-form, garbage): a 400.
 * Answers written here are JSON like the site's other errors; the security headers are already set
 * (site-server.cjs sets them before any listener runs).
 */
'use strict'

/** What this server does for any path, for `OPTIONS *`. */
const SERVER_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS'
const ABSOLUTE_FORM = /^https?:\/\//i

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function refuse(res, status, message) {
  const body = JSON.stringify({ message, status })
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('content-length', Buffer.byteLength(body))
  res.setHeader('cache-control', 'no-store')
  res.end(body)
}

/**
 * The origin-form of a request target, or null when it has none.
 * @param {string} target
 * @returns {string | null}
 */
function originFormOf(target) {
  if (target.startsWith('/')) return target
  if (!ABSOLUTE_FORM.test(target)) return null
  try {
    const url = new URL(target)
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

/**
 * Wraps a request listener so that it only ever sees origin-form targets.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} listener
 */
function withOriginFormTargets(listener) {
  return function originFormTargets(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    const target = req.url ?? ''
    if (target.startsWith('/')) return listener(req, res)
    if (target === '*') {
      if (req.method === 'OPTIONS') {
        res.statusCode = 204
        res.setHeader('allow', SERVER_METHODS)
        return res.end()
      }
      return refuse(
        res,
        400,
        `The request target * is only meaningful with OPTIONS, not ${String(req.method).slice(0, 10)}.`,
      )
    }
    const path = originFormOf(target)
    if (path === null)
      return refuse(res, 400, 'The request target must be a path (such as /3.5.6/docs) or an http URL.')
    req.url = path
    return listener(req, res)
  }
}

module.exports = { originFormOf, withOriginFormTargets }
