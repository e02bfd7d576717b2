/** @jest-environment node */
import { gunzipSync, gzipSync } from 'node:zlib'
import {
  combineCrc32,
  crc32,
  deflateText,
  gzipPieces,
  piecesLength,
  piecesText,
  tableCrc32,
} from './gzip-pieces'

const bytes = (text: string) => Buffer.from(text, 'utf8')

describe.each([
  ['crc32', crc32],
  ['tableCrc32 (where zlib has no crc32)', tableCrc32],
])('%s', (_name, crc) => {
  it('gives the CRC-32 of gzip (the check value of "123456789")', () => {
    expect(crc(bytes('123456789'))).toBe(0xcbf43926)
    expect(crc(bytes(''))).toBe(0)
  })

  it('continues from the CRC of what came before', () => {
    expect(crc(bytes('6789'), crc(bytes('12345')))).toBe(0xcbf43926)
  })

  it('agrees with gzip on any text', () => {
    const text = bytes('{"hits":[{"title":"Über – Notifications"}]}'.repeat(100))
    const gzipped = gzipSync(text)
    expect(crc(text)).toBe(gzipped.readUInt32LE(gzipped.length - 8))
  })
})

describe('combineCrc32', () => {
  it('gives the CRC of two texts in a row from their own CRCs', () => {
    const a = bytes('{"hits":[{"title":"Clustering"}],"nbHits":1')
    const b = bytes(',"processingTimeMS":0,"queryID":"0123456789abcdef0123456789abcdef"}')
    expect(combineCrc32(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])))
  })

  it('handles an empty second part and long parts', () => {
    const long = Buffer.alloc(300_000, 'ä')
    expect(combineCrc32(crc32(long), 0, 0)).toBe(crc32(long))
    expect(combineCrc32(crc32(bytes('x')), crc32(long), long.length)).toBe(
      crc32(Buffer.concat([bytes('x'), long])),
    )
  })
})

describe('gzipPieces', () => {
  it('makes one gzip member that decompresses to the pieces in order, checked by its CRC and length', () => {
    const pieces = [
      '{"results":[',
      deflateText('{"hits":[{"title":"Notifications – Slack","content":"Über"}],"nbHits":1'),
      ',"processingTimeMS":0,"queryID":"ab"}',
      ',',
      deflateText('{"hits":[],"nbHits":0'),
      ',"processingTimeMS":1}',
      ']}',
    ]
    const expected =
      '{"results":[{"hits":[{"title":"Notifications – Slack","content":"Über"}],"nbHits":1,"processingTimeMS":0,"queryID":"ab"},{"hits":[],"nbHits":0,"processingTimeMS":1}]}'
    // gunzipSync checks the trailer: a wrong CRC or length throws.
    expect(gunzipSync(gzipPieces(pieces)).toString('utf8')).toBe(expected)
    expect(piecesText(pieces)).toBe(expected)
    expect(piecesLength(pieces)).toBe(Buffer.byteLength(expected))
  })

  it('reuses a deflated piece in any number of bodies', () => {
    const answer = deflateText(JSON.stringify({ hits: Array.from({ length: 20 }, (_, i) => ({ i })) }))
    for (const id of ['1', '2']) {
      const body = gzipPieces([answer, `/${id}`])
      expect(gunzipSync(body).toString('utf8').endsWith(`/${id}`)).toBe(true)
    }
  })

  it('splits text longer than one stored block', () => {
    const long = 'x'.repeat(70_000) + 'é'.repeat(40_000)
    expect(gunzipSync(gzipPieces([long, deflateText('end')])).toString('utf8')).toBe(`${long}end`)
  })

  it('makes a valid body of no pieces at all', () => {
    expect(gunzipSync(gzipPieces([])).toString('utf8')).toBe('')
  })

  it('is smaller than the text when the text repeats itself, as JSON answers do', () => {
    const text = JSON.stringify(Array.from({ length: 50 }, () => ({ hierarchy: { lvl0: 'Server' } })))
    expect(gzipPieces([deflateText(text)]).length).toBeLessThan(text.length / 5)
  })
})
