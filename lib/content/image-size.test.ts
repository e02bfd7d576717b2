import { imageSizeOf } from './image-size'

const svg = (attributes: string) => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`)

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33)
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(bytes)
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return bytes
}

function gif(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(13)
  bytes.write('GIF89a', 0, 'latin1')
  bytes.writeUInt16LE(width, 6)
  bytes.writeUInt16LE(height, 8)
  return bytes
}

/** SOI, an APP0 segment to skip, then a baseline start-of-frame segment. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46])
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0, 0, 0, 0, 0, 0])
  frame.writeUInt16BE(height, 5)
  frame.writeUInt16BE(width, 7)
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame])
}

function webpExtended(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30)
  bytes.write('RIFF', 0, 'latin1')
  bytes.write('WEBP', 8, 'latin1')
  bytes.write('VP8X', 12, 'latin1')
  bytes.writeUIntLE(width - 1, 24, 3)
  bytes.writeUIntLE(height - 1, 27, 3)
  return bytes
}

describe('imageSizeOf', () => {
  it('reads an SVG view box when the root has no width or height', () => {
    expect(imageSizeOf(svg('viewBox="0 0 960 540"'))).toEqual({ width: 960, height: 540 })
  })

  it('prefers explicit SVG lengths in pixels over the view box', () => {
    expect(imageSizeOf(svg('width="480px" height="270" viewBox="0 0 960 540"'))).toEqual({ width: 480, height: 270 })
  })

  it('derives the missing SVG length from the view box aspect ratio', () => {
    expect(imageSizeOf(svg('width="480" viewBox="0,0,960,540"'))).toEqual({ width: 480, height: 270 })
  })

  it('says nothing for an SVG sized in percent without a view box', () => {
    expect(imageSizeOf(svg('width="100%" height="100%"'))).toBeNull()
  })

  it('reads PNG, GIF, JPEG and WebP headers', () => {
    expect(imageSizeOf(png(1200, 630))).toEqual({ width: 1200, height: 630 })
    expect(imageSizeOf(gif(16, 9))).toEqual({ width: 16, height: 9 })
    expect(imageSizeOf(jpeg(800, 600))).toEqual({ width: 800, height: 600 })
    expect(imageSizeOf(webpExtended(640, 360))).toEqual({ width: 640, height: 360 })
  })

  it('returns null for unknown or truncated files', () => {
    expect(imageSizeOf(Buffer.from('plain text'))).toBeNull()
    expect(imageSizeOf(png(1200, 630).subarray(0, 12))).toBeNull()
    expect(imageSizeOf(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull()
  })
})
