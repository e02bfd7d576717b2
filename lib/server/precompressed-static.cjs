// @ts-check
/**
 * Serves the build's scripts and styles (`<base path>/_next/static/….js|.css`) brotli-compressed
 * from the `.br` files the build writes beside them (scripts/prepare-standalone.ts, at the highest
 * quality, once), to every browser that accepts `br`. Next.js's own server compresses with gzip on
 * each request; brotli at quality 11 makes the framework's and the site's code about a sixth
 * smaller on the wire, which is what a reader on a slow phone waits for. Any other request, one
 * that does not accept brotli, or a file without a `.br` beside it goes to Next.js unchanged.
 * Hosts with a CDN in front (Vercel and the like) compress these files themselves.
 */
'use strict'

const fs = require('node:fs')
const path = require('node:path')

const STATIC_PREFIX = '/_next/static/'
const SCRIPT_OR_STYLE = /\.(?:js|css)$/
/** Longer URLs are never the build's files (their names are a few dozen characters). */
const MAX_STATIC_URL_LENGTH = 1024
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
/** What Next.js sends for `/_next/static`: the file names carry their content hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Whether an Accept-Encoding header accepts brotli (`br`, or `*`, with a q-value above 0).
 * @param {string | string[] | undefined} header
 */
function acceptsBrotli(header) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  let accepted = false
  for (const part of value.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (coding.trim() === 'br') return weight > 0
    if (coding.trim() === '*' && weight > 0) accepted = true
  }
  return accepted
}

/**
 * The file below `staticDir` a request asks for, or null when the URL is not a script or style of
 * the build (or tries to leave the directory).
 * @param {string} url
 * @param {string} staticDir absolute
 */
function staticFileOf(url, staticDir) {
  // `/3.5.6/_next/static/chunks/main-abc.js?v=1` → `chunks/main-abc.js`. Plain string search, one
  // pass: a regular expression with a free prefix backtracked quadratically on a URL of repeated
  // `/_next/static/` (16 kB cost ~43 ms of CPU).
  if (url.length > MAX_STATIC_URL_LENGTH) return null
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  const start = pathname.indexOf(STATIC_PREFIX)
  if (start === -1 || (start > 0 && !pathname.startsWith('/'))) return null
  const encoded = pathname.slice(start + STATIC_PREFIX.length)
  if (encoded.length === 0 || !SCRIPT_OR_STYLE.test(encoded)) return null
  let relative
  try {
    relative = decodeURIComponent(encoded)
  } catch {
    return null
  }
  const file = path.resolve(staticDir, relative)
  return file.startsWith(staticDir + path.sep) ? file : null
}

/**
 * @typedef {{ body: Buffer, etag: string, type: string }} Precompressed
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} Listener
 */

/**
 * Wraps the site's request listener so that scripts and styles with a `.br` beside them are
 * answered from it. The `.br` files read are kept in memory (the build's own files, a few hundred
 * kilobytes); a file without one is looked up again on each request, so nothing grows with
 * requests for files that do not exist.
 * @param {Listener} listener
 * @param {string} staticDir the build's `.next/static`
 * @returns {Listener}
 */
function withPrecompressedStatic(listener, staticDir) {
  const root = path.resolve(staticDir)
  /** @type {Map<string, Precompressed>} */
  const loaded = new Map()

  /** @param {string} file */
  function load(file) {
    const known = loaded.get(file)
    if (known) return known
    let body
    try {
      body = fs.readFileSync(`${file}.br`)
    } catch {
      return null
    }
    const type = CONTENT_TYPES[/** @type {'.js' | '.css'} */ (path.extname(file))]
    // The name carries the content's hash; the size tells the brotli body from the gzip one.
    const entry = { body, etag: `"br-${path.basename(file)}-${body.length}"`, type }
    loaded.set(file, entry)
    return entry
  }

  return function precompressedStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return listener(req, res)
    if (!acceptsBrotli(req.headers['accept-encoding'])) return listener(req, res)
    const file = staticFileOf(req.url ?? '', root)
    const entry = file ? load(file) : null
    if (!entry) return listener(req, res)
    res.setHeader('Content-Type', entry.type)
    res.setHeader('Cache-Control', IMMUTABLE)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('ETag', entry.etag)
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304
      return res.end()
    }
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('Content-Length', entry.body.length)
    res.statusCode = 200
    return req.method === 'HEAD' ? res.end() : res.end(entry.body)
  }
}

module.exports = { acceptsBrotli, staticFileOf, withPrecompressedStatic }
