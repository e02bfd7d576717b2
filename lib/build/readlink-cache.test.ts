import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The cache is a preload that replaces `fs.promises.readlink` in its process, so it is tested the
 * way the build uses it: in a Node.js process of its own, on real files. A first preload counts
 * the calls that reach the file system.
 */
const COUNTER = `
const fsPromises = require('node:fs/promises')
const readlink = fsPromises.readlink
globalThis.readlinkCalls = 0
fsPromises.readlink = (...args) => { globalThis.readlinkCalls += 1; return readlink.apply(fsPromises, args) }
`

const SCRIPT = `
const fs = require('node:fs')
const { readlink } = require('node:fs/promises')
const [dir] = process.argv.slice(1)
const at = (name) => require('node:path').join(dir, name)
const code = (promise) => promise.then((target) => target, (error) => error.code)
;(async () => {
  const link = []
  for (let i = 0; i < 3; i += 1) link.push(await code(readlink(at('link'))))
  const plain = []
  for (let i = 0; i < 3; i += 1) plain.push(await code(readlink(at('plain'))))
  const before = await code(readlink(at('later')))
  fs.symlinkSync(at('plain'), at('later'))
  const after = await code(readlink(at('later')))
  const buffer = Buffer.isBuffer(await readlink(at('link'), { encoding: 'buffer' }))
  console.log(JSON.stringify({ link, plain, before, after, buffer, calls: globalThis.readlinkCalls }))
})()
`

describe('the readlink cache preloaded into next build', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readlink-cache-'))
    fs.writeFileSync(path.join(dir, 'plain'), 'a file')
    fs.symlinkSync(path.join(dir, 'plain'), path.join(dir, 'link'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const run = (preloads: string[]) => {
    fs.rmSync(path.join(dir, 'later'), { force: true })
    const counter = path.join(dir, 'counter.cjs')
    fs.writeFileSync(counter, COUNTER)
    const args = [counter, ...preloads].flatMap((file) => ['--require', file])
    const output = execFileSync(process.execPath, [...args, '-e', SCRIPT, dir], { encoding: 'utf8' })
    return JSON.parse(output) as {
      link: string[]
      plain: string[]
      before: string
      after: string
      buffer: boolean
      calls: number
    }
  }

  it('answers as readlink does: a link’s target, EINVAL for a file, ENOENT for a missing path', () => {
    const answers = run([path.join(__dirname, 'readlink-cache.cjs')])
    expect(answers.link).toEqual(Array(3).fill(path.join(dir, 'plain')))
    expect(answers.plain).toEqual(['EINVAL', 'EINVAL', 'EINVAL'])
    expect(answers.before).toBe('ENOENT')
    expect(answers.buffer).toBe(true)
  })

  it('asks the file system once per link or plain file, and again after ENOENT', () => {
    const uncached = run([])
    const cached = run([path.join(__dirname, 'readlink-cache.cjs')])
    // Without the cache: 3 + 3 + 2 + 1 calls. With it: link once, plain once, `later` twice (a
    // missing path is not remembered, so the link made afterwards is seen), the Buffer form once.
    expect(uncached.calls).toBe(9)
    expect(cached.calls).toBe(5)
    expect(cached.after).toBe(path.join(dir, 'plain'))
  })
})
