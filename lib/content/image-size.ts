/** Intrinsic size of an image, in CSS pixels. */
export interface ImageSize {
  width: number
  height: number
}

const positive = (value: number) => Number.isFinite(value) && value > 0

function sizeOf(width: number, height: number): ImageSize | null {
  return positive(width) && positive(height) ? { width: Math.round(width), height: Math.round(height) } : null
}

/** `width="960"` / `width="960px"` on the root `<svg>`; percentages and other units say nothing. */
function svgLength(tag: string, name: 'width' | 'height'): number {
  const match = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`).exec(tag)
  return match?.[1] ? Number(match[1]) : Number.NaN
}

function svgSize(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!tag) return null
  const width = svgLength(tag, 'width')
  const height = svgLength(tag, 'height')
  if (positive(width) && positive(height)) return sizeOf(width, height)
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
  const parts = viewBox?.trim().split(/[\s,]+/).map(Number) ?? []
  if (parts.length !== 4) return null
  const [, , boxWidth = Number.NaN, boxHeight = Number.NaN] = parts
  // One length given: the other follows from the view box's aspect ratio.
  if (positive(width) && positive(boxWidth)) return sizeOf(width, (width * boxHeight) / boxWidth)
  if (positive(height) && positive(boxHeight)) return sizeOf((height * boxWidth) / boxHeight, height)
  return sizeOf(boxWidth, boxHeight)
}

function pngSize(bytes: Buffer): ImageSize | null {
  const signature = '89504e470d0a1a0a'
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null
  return sizeOf(bytes.readUInt32BE(16), bytes.readUInt32BE(20))
}

function gifSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return null
  return sizeOf(bytes.readUInt16LE(6), bytes.readUInt16LE(8))
}

/** Walks the JPEG segments to the first start-of-frame marker, which carries the size. */
function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    const length = bytes.readUInt16BE(offset + 2)
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isStartOfFrame) return sizeOf(bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5))
    offset += 2 + length
  }
  return null
}

function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    return null
  }
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8X') return sizeOf(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1)
  if (chunk === 'VP8 ') return sizeOf(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff)
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return sizeOf((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
  }
  return null
}

/**
 * The intrinsic size of an SVG, PNG, GIF, JPEG or WebP file from its bytes, or null when the
 * format is unknown or says nothing about its size. Content images get these as `width` and
 * `height` so the browser reserves their space before they load (no layout shift).
 */
export function imageSizeOf(bytes: Buffer): ImageSize | null {
  const head = bytes.subarray(0, 512).toString('utf8').trimStart()
  if (head.startsWith('<')) return svgSize(bytes.toString('utf8'))
  return pngSize(bytes) ?? gifSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes)
}
