import { createHash } from 'node:crypto'
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
 * Where the build keeps the brotli bytes of its largest files, below the checkout (ignored, like
 * every cache). Mermaid's script is 5.4 MB: quality 11 takes 8 of the 9 s of precompression on this
 * machine, for bytes that change only with Mermaid's version.
 */
export const BROTLI_CACHE_DIR = path.join('node_modules', '.cache', 'sba-docs', 'brotli')

/** Files this large are compressed once and kept in the cache; smaller ones cost little each time. */
const CACHED_BYTES = 1024 * 1024

/** The cache's file for a body: named by the SHA-256 of the bytes compressed. */
function cacheFile(cacheDir: string, body: Buffer): string {
  return path.join(cacheDir, `${createHash('sha256').update(body).digest('hex')}.br`)
}

/** `body` compressed, from `cacheDir` when it has them, kept there when it is worth it. */
async function compressedOnce(
  body: Buffer,
  cacheDir: string | undefined,
  used: Set<string>,
): Promise<Buffer> {
  if (!cacheDir || body.length < CACHED_BYTES) return brotliCompressMaxAsync(body)
  const target = cacheFile(cacheDir, body)
  used.add(path.basename(target))
  if (fs.existsSync(target)) return fs.readFileSync(target)
  return compressIntoCache(body, target)
}

/** `body` compressed and written to `target`, the cache's file for it, in one rename. */
async function compressIntoCache(body: Buffer, target: string): Promise<Buffer> {
  const compressed = await brotliCompressMaxAsync(body)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const partial = `${target}.${process.pid}.tmp`
  fs.writeFileSync(partial, compressed)
  fs.renameSync(partial, target)
  return compressed
}

/**
 * Puts into `cacheDir` the brotli bytes of each of `files` large enough to be kept there (1 MiB or
 * more) and not there yet, as precompressStatic would, so that its later call finds them. Returns
 * the files it compressed.
 */
export async function fillBrotliCache(files: readonly string[], cacheDir: string): Promise<string[]> {
  const compressed: string[] = []
  for (const file of files) {
    const body = fs.readFileSync(file)
    if (body.length < CACHED_BYTES) continue
    const target = cacheFile(cacheDir, body)
    if (fs.existsSync(target)) continue
    await compressIntoCache(body, target)
    compressed.push(file)
  }
  return compressed
}

/**
 * Writes `<file>.br` (brotli, quality 11) beside every script and style below `dir` of at least
 * 1 KiB, for lib/server/precompressed-static.cjs to serve. Done once at build time: quality 11 is
 * too slow to spend on each request. The files are compressed side by side, on Node's thread pool.
 * With `cacheDir`, a file of 1 MiB or more is compressed only when its bytes are new, and the cache
 * keeps only what this call used.
 */
export async function precompressStatic(
  dir: string,
  options: { cacheDir?: string } = {},
): Promise<PrecompressReport> {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const used = new Set<string>()
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = fs.readFileSync(file)
      if (body.length < MIN_BYTES) return null
      const compressed = await compressedOnce(body, options.cacheDir, used)
      fs.writeFileSync(`${file}.br`, compressed)
      return { bytes: body.length, brotliBytes: compressed.length }
    }),
  )
  if (options.cacheDir && fs.existsSync(options.cacheDir)) {
    for (const name of fs.readdirSync(options.cacheDir))
      if (!used.has(name)) fs.rmSync(path.join(options.cacheDir, name), { force: true })
  }
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0 }
  for (const size of sizes) {
    if (!size) continue
    report.files += 1
    report.bytes += size.bytes
    report.brotliBytes += size.brotliBytes
  }
  return report
}
