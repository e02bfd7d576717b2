/** @jest-environment node */
import { gunzipSync } from 'node:zlib'
import {
  MIN_COMPRESSED_BYTES,
  OFF_THREAD_COMPRESSED_BYTES,
  acceptsGzip,
  compressBody,
  compressBodyOffThread,
} from './compress-body'
import { deflateText } from './gzip-pieces'

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['*;q=0', false],
    ['deflate, br', false],
    ['identity', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })

  it('is false without the header', () => {
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe('compressBody', () => {
  const large = JSON.stringify({ hits: Array.from({ length: 50 }, (_, i) => ({ objectID: `hit-${i}` })) })

  it('gzips a large body for a client that accepts gzip', () => {
    const { body, headers } = compressBody(large, 'gzip, deflate')
    expect(headers).toEqual({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
    expect(gunzipSync(body as Buffer).toString('utf8')).toBe(large)
  })

  it('leaves a large body as it is for a client that does not, and says it varies', () => {
    expect(compressBody(large, 'identity')).toEqual({ body: large, headers: { vary: 'Accept-Encoding' } })
    expect(compressBody(large, undefined)).toEqual({ body: large, headers: { vary: 'Accept-Encoding' } })
  })

  it('never compresses a small body', () => {
    const small = 'x'.repeat(MIN_COMPRESSED_BYTES - 1)
    expect(compressBody(small, 'gzip')).toEqual({ body: small, headers: {} })
  })

  it('counts the size in bytes, not characters', () => {
    const multibyte = 'é'.repeat(MIN_COMPRESSED_BYTES / 2)
    expect(compressBody(multibyte, 'gzip').headers).toHaveProperty('content-encoding', 'gzip')
  })

  it('takes a body in pieces, deflated ahead of time or not, by the same rules', () => {
    const pieces = [deflateText(large.slice(0, -1)), ',"processingTimeMS":0}']
    const text = `${large.slice(0, -1)},"processingTimeMS":0}`
    const gzipped = compressBody(pieces, 'gzip')
    expect(gzipped.headers).toEqual({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
    expect(gunzipSync(gzipped.body as Buffer).toString('utf8')).toBe(text)
    expect(compressBody(pieces, 'identity')).toEqual({ body: text, headers: { vary: 'Accept-Encoding' } })
    expect(compressBody([deflateText('{"hits":[]'), '}'], 'gzip')).toEqual({
      body: '{"hits":[]}',
      headers: {},
    })
  })
})

describe('compressBodyOffThread', () => {
  const huge = JSON.stringify({ hits: Array.from({ length: 5_000 }, (_, i) => ({ objectID: `hit-${i}` })) })

  it('gzips a large body (on the thread pool) to the same text, and answers like compressBody otherwise', async () => {
    expect(huge.length).toBeGreaterThan(OFF_THREAD_COMPRESSED_BYTES)
    const { body, headers } = await compressBodyOffThread(
      [deflateText(huge.slice(0, 1000)), huge.slice(1000)],
      'gzip',
    )
    expect(headers).toEqual({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
    expect(gunzipSync(body as Buffer).toString('utf8')).toBe(huge)
    await expect(compressBodyOffThread(huge, 'identity')).resolves.toEqual(compressBody(huge, 'identity'))
    const small = '{"hits":[]}'
    await expect(compressBodyOffThread(small, 'gzip')).resolves.toEqual(compressBody(small, 'gzip'))
  })
})
