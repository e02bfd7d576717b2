import { promisify } from 'node:util'
import { gzip, gzipSync } from 'node:zlib'
import { gzipPieces, piecesLength, piecesText, type PiecedBody } from './gzip-pieces'

/** Below this size compressing costs more than it saves (the default of Next.js's own compression). */
export const MIN_COMPRESSED_BYTES = 1024

/**
 * Whether an `Accept-Encoding` header accepts gzip: `gzip` or `x-gzip` (or `*` when gzip is not
 * refused by name) with a non-zero quality.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false
  let wildcard = false
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (name === 'gzip' || name === 'x-gzip') return accepted
    if (name === '*') wildcard = accepted
  }
  return wildcard
}

export interface EncodedBody {
  body: string | Buffer
  /** Headers to add: `content-encoding` when compressed, and `vary` in every case above the threshold. */
  headers: Record<string, string>
}

const GZIPPED = { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } as const

/** {@link compressBody} of a body whose length (`piecesLength`) is known. */
function compressKnownLength(
  body: PiecedBody,
  length: number,
  acceptEncoding: string | undefined,
): EncodedBody {
  if (length < MIN_COMPRESSED_BYTES) return { body: piecesText(body), headers: {} }
  if (!acceptsGzip(acceptEncoding)) return { body: piecesText(body), headers: { vary: 'Accept-Encoding' } }
  return { body: typeof body === 'string' ? gzipSync(body) : gzipPieces(body), headers: { ...GZIPPED } }
}

/**
 * A response body gzipped in one synchronous call when the client accepts it. Next.js would
 * compress it too, but through a stream per response, which costs several times the deflate
 * itself; a body already encoded is left alone by Next.js's compression. A body in pieces
 * (gzip-pieces.ts) is assembled without deflating again what was deflated before.
 */
export function compressBody(body: PiecedBody, acceptEncoding: string | undefined): EncodedBody {
  return compressKnownLength(body, piecesLength(body), acceptEncoding)
}

/** Above this size a body is compressed on libuv's thread pool, not on the event loop. */
export const OFF_THREAD_COMPRESSED_BYTES = 64 * 1024

const gzipOffThread = promisify(gzip)

/**
 * {@link compressBody}, with a large body (a page of hundreds of hits) gzipped on the thread pool:
 * deflating 800 kB takes ~20 ms, which every other request would otherwise wait for.
 */
export async function compressBodyOffThread(
  body: PiecedBody,
  acceptEncoding: string | undefined,
): Promise<EncodedBody> {
  const length = piecesLength(body)
  if (length <= OFF_THREAD_COMPRESSED_BYTES || !acceptsGzip(acceptEncoding))
    return compressKnownLength(body, length, acceptEncoding)
  return { body: await gzipOffThread(piecesText(body)), headers: { ...GZIPPED } }
}
