import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** Smaller files gain nothing worth a request's extra header bytes. */
const MIN_BYTES = 1024

export interface PrecompressReport {
  files: number
  bytes: number
  brotliBytes: number
}

/** Brotli at its highest quality, for text (scripts, styles): worth it only for bytes compressed once. */
function brotliMaxOptions(length: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  }
}

/** The same compression, at once (the bench's static server compresses Docusaurus's files so). */
export function brotliCompressMax(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, brotliMaxOptions(body.length))
}

const brotliCompressMaxAsync = promisify(
  (body: Buffer, done: (error: Error | null, result: Buffer) => void) =>
    zlib.brotliCompress(body, brotliMaxOptions(body.length), done),
)

/**
 * Writes `<file>.br` (brotli, quality 11) beside every script and style below `dir` of at least
 * 1 KiB, for lib/server/precompressed-static.cjs to serve. Done once at build time: quality 11 is
 * too slow to spend on each request. The files are compressed side by side, on Node's thread pool.
 */
export async function precompressStatic(dir: string): Promise<PrecompressReport> {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = fs.readFileSync(file)
      if (body.length < MIN_BYTES) return null
      const compressed = await brotliCompressMaxAsync(body)
      fs.writeFileSync(`${file}.br`, compressed)
      return { bytes: body.length, brotliBytes: compressed.length }
    }),
  )
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0 }
  for (const size of sizes) {
    if (!size) continue
    report.files += 1
    report.bytes += size.bytes
    report.brotliBytes += size.brotliBytes
  }
  return report
}
