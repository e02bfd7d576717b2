/**
 * A gzip body assembled from pieces deflated ahead of time. A search answer asked again is the same
 * bytes but for a few fields (its processing time, its queryID), and deflating the whole answer for
 * every request took a third of a busy server's time. So a remembered answer keeps its bytes
 * deflated: raw deflate ended by a sync flush, which leaves the stream byte-aligned and not final,
 * so such pieces can follow one another in one deflate stream. The few bytes that change go in
 * stored (uncompressed) blocks, and the gzip trailer's CRC-32 is combined from the pieces' own CRCs
 * (as zlib's crc32_combine does), so no byte is deflated or checksummed twice (RFC 1951, RFC 1952).
 *
 * What it buys, side by side with gzipping each answer whole (`npm run bench:compression`: the
 * dialog's answers to every prefix of bench/queries.ts, median 14.6 kB of JSON; 2-core AMD EPYC,
 * Node 20.20, commit after 4f68258): 4.1 µs an answer against 130 µs, so at 2,000 answers a second
 * compressing takes 0.8 % of a core instead of 26 %; the body is 72 bytes longer (2,442 B against
 * 2,370 B, median), the price of the stored blocks and of ending each piece with a sync flush.
 */
import zlib, { constants, deflateRawSync, inflateRawSync } from 'node:zlib'

/** Text deflated on its own, ready to stand anywhere in a deflate stream. */
export interface DeflatedText {
  readonly deflated: Buffer
  /** CRC-32 of the text's UTF-8 bytes. */
  readonly crc: number
  /** The text's length in UTF-8 bytes. */
  readonly length: number
}

/** Text as it is (sent in stored blocks), or text deflated ahead of time. */
export type BodyPiece = string | DeflatedText

/** A response body: text, or text in pieces. */
export type PiecedBody = string | readonly BodyPiece[]

const CRC_POLYNOMIAL = 0xedb88320

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? CRC_POLYNOMIAL ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** The CRC-32 of gzip over `bytes`, continuing from `crc` (the CRC of what came before them), computed here. */
export function tableCrc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0
  for (let i = 0; i < bytes.length; i++)
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8)
  return ~c >>> 0
}

// zlib's own, four times faster; Node.js has it from 20.15 and 22.2 on.
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32

/** The CRC-32 of gzip over `bytes`, continuing from `crc` (the CRC of what came before them). */
export const crc32: (bytes: Uint8Array, crc?: number) => number = nativeCrc32 ?? tableCrc32

/** a(x)·b(x) modulo the CRC polynomial, both in the reflected bit order CRC-32 uses. */
function multiplyModulo(a: number, b: number): number {
  let mask = 0x80000000
  let product = 0
  let factor = b
  for (;;) {
    if (a & mask) {
      product ^= factor
      if ((a & (mask - 1)) === 0) break
    }
    mask >>>= 1
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLYNOMIAL : factor >>> 1
  }
  return product >>> 0
}

// x^(2^k) modulo the polynomial, for k = 0..31: shifting a CRC by n bits multiplies it by x^n.
const POWERS_OF_X = (() => {
  const table = new Uint32Array(32)
  let power = 0x40000000 // x^1
  table[0] = power
  for (let k = 1; k < 32; k++) table[k] = power = multiplyModulo(power, power)
  return table
})()

/** x^(8·bytes) modulo the polynomial. */
function byteShift(bytes: number): number {
  let result = 0x80000000 // x^0
  let k = 3 // 8 bits per byte: start at x^(2^3)
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) result = multiplyModulo(POWERS_OF_X[k & 31] as number, result)
  }
  return result
}

/** The CRC-32 of A followed by B, from the CRC of A, the CRC of B and B's length. */
export function combineCrc32(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModulo(byteShift(lengthB), crcA) ^ crcB) >>> 0
}

export function deflateText(text: string): DeflatedText {
  const bytes = Buffer.from(text, 'utf8')
  return {
    deflated: deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    length: bytes.length,
  }
}

function textOf(piece: BodyPiece): string {
  return typeof piece === 'string'
    ? piece
    : inflateRawSync(piece.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')
}

/** The body as text, for a client that does not take gzip. */
export function piecesText(body: PiecedBody): string {
  return typeof body === 'string' ? body : body.map(textOf).join('')
}

/** The body's length in UTF-8 bytes. */
export function piecesLength(body: PiecedBody): number {
  if (typeof body === 'string') return Buffer.byteLength(body)
  let length = 0
  for (const piece of body) length += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length
  return length
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]) // deflate, no name, no time, OS unknown
const MAX_STORED_BLOCK = 0xffff

/** Non-final stored blocks holding `bytes`: a header byte (BFINAL 0, BTYPE 00), LEN and its complement. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = []
  for (let start = 0; start < bytes.length; start += MAX_STORED_BLOCK) {
    const chunk = bytes.subarray(start, start + MAX_STORED_BLOCK)
    const header = Buffer.alloc(5)
    header.writeUInt16LE(chunk.length, 1)
    header.writeUInt16LE(~chunk.length & 0xffff, 3)
    blocks.push(header, chunk)
  }
  return blocks
}

// The last block: stored, final, empty.
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

/** One gzip member whose content is the pieces' text, in order. */
export function gzipPieces(pieces: readonly BodyPiece[]): Buffer {
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      const bytes = Buffer.from(piece, 'utf8')
      parts.push(...storedBlocks(bytes))
      crc = crc32(bytes, crc)
      length += bytes.length
    } else {
      parts.push(piece.deflated)
      crc = combineCrc32(crc, piece.crc, piece.length)
      length += piece.length
    }
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}
