/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { fillBrotliCache, precompressStatic } from './precompress'

/** A script over the cache's 1 MiB threshold, different for each `seed`. */
const largeScript = (seed: string) => `window.diagrams = "${seed}";\n`.repeat(50_000)

describe('the build’s brotli cache for large files', () => {
  let dir: string
  let staticDir: string
  let cache: string
  const br = (name: string) => fs.readFileSync(path.join(staticDir, `${name}.br`))
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    staticDir = path.join(dir, 'static')
    cache = path.join(dir, 'cache')
    fs.mkdirSync(staticDir)
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('compresses a large file once and copies its bytes from the cache on the next build', async () => {
    fs.writeFileSync(path.join(staticDir, 'vendor.js'), largeScript('one'))
    fs.writeFileSync(path.join(staticDir, 'chunk.js'), 'export const chunk = 1;\n'.repeat(100))
    await precompressStatic(staticDir, { cacheDir: cache })
    expect(brotliDecompressSync(br('vendor.js')).toString()).toBe(largeScript('one'))
    // Only the large file is kept. A marker in its place proves the next build copies it.
    const [entry, ...others] = fs.readdirSync(cache)
    expect(others).toEqual([])
    fs.writeFileSync(path.join(cache, entry as string), 'from the cache')
    await precompressStatic(staticDir, { cacheDir: cache })
    expect(br('vendor.js').toString()).toBe('from the cache')
    expect(brotliDecompressSync(br('chunk.js')).toString()).toBe('export const chunk = 1;\n'.repeat(100))
  })

  it('compresses changed bytes anew and keeps only what the build used', async () => {
    fs.writeFileSync(path.join(staticDir, 'vendor.js'), largeScript('one'))
    await precompressStatic(staticDir, { cacheDir: cache })
    const [first] = fs.readdirSync(cache)
    fs.writeFileSync(path.join(staticDir, 'vendor.js'), largeScript('two'))
    await precompressStatic(staticDir, { cacheDir: cache })
    expect(brotliDecompressSync(br('vendor.js')).toString()).toBe(largeScript('two'))
    const entries = fs.readdirSync(cache)
    expect(entries).toHaveLength(1)
    expect(entries).not.toContain(first)
  })

  it('can be filled ahead of the build with the files it will emit, which the build then copies', async () => {
    const vendor = path.join(dir, 'vendor.min.js')
    const small = path.join(dir, 'small.js')
    fs.writeFileSync(vendor, largeScript('ahead'))
    fs.writeFileSync(small, 'export const small = 1;\n')
    expect(await fillBrotliCache([vendor, small], cache)).toEqual([vendor])
    expect(await fillBrotliCache([vendor, small], cache)).toEqual([])
    const [entry, ...others] = fs.readdirSync(cache)
    expect(others).toEqual([])
    fs.writeFileSync(path.join(cache, entry as string), 'filled ahead')
    fs.copyFileSync(vendor, path.join(staticDir, 'vendor.0a1b2c3d.js'))
    await precompressStatic(staticDir, { cacheDir: cache })
    expect(br('vendor.0a1b2c3d.js').toString()).toBe('filled ahead')
  })
})
