import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** Smaller files gain nothing worth a request's extra header bytes. */
const MIN_BYTES = 1024

export interface PrecompressReport {
  files: number
  bytes: number
  brotliBytes: number
}

/** Brotli at its highest quality, for text (scripts, styles): worth it only for bytes compressed once. */
export function brotliCompressMax(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

/**
 * Writes `<file>.br` (brotli, quality 11) beside every script and style below `dir` of at least
 * 1 KiB, for lib/server/precompressed-static.cjs to serve. Done once at build time: quality 11 is
 * too slow to spend on each request.
 */
export function precompressStatic(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0 }
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const body = fs.readFileSync(file)
    if (body.length < MIN_BYTES) continue
    const compressed = brotliCompressMax(body)
    fs.writeFileSync(`${file}.br`, compressed)
    report.files += 1
    report.bytes += body.length
    report.brotliBytes += compressed.length
  }
  return report
}
