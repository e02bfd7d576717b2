import type { IncomingMessage } from 'node:http'

export type BodyResult =
  { ok: true; text: string; bytes: Buffer } | { ok: false; status: number; message: string }

/** Reads a request body (its bytes, and as UTF-8 text), refusing bodies over `limit` bytes with 413. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (result: BodyResult) => {
      if (done) return
      done = true
      resolve(result)
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        finish({ ok: false, status: 413, message: `The body is larger than ${limit} bytes.` })
        req.resume()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      const bytes = Buffer.concat(chunks)
      finish({ ok: true, text: bytes.toString('utf8'), bytes })
    })
    req.on('error', () => finish({ ok: false, status: 400, message: 'The body could not be read.' }))
  })
}
