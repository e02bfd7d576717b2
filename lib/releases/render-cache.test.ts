/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkerKey, rendererKey } from './render-cache'

describe('the caches’ code keys', () => {
  let root: string
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-keys-'))
    write('lib/content/check.ts', 'check')
    write('lib/search/engine.ts', 'engine')
    write('components/Page.tsx', 'page')
    write('site.config.ts', 'config')
    write('contentlayer.config.ts', 'pipeline')
    write('package-lock.json', '{}')
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('keeps the check’s key across changes to code the check does not run, and changes the renderer’s', () => {
    const before = { check: checkerKey(root), render: rendererKey(root) }
    write('components/Page.tsx', 'page, changed')
    write('lib/search/engine.ts', 'engine, changed')
    expect(checkerKey(root)).toBe(before.check)
    expect(rendererKey(root)).not.toBe(before.render)
  })

  it('changes both keys with the check’s own code, the site config or the lock file', () => {
    for (const file of ['lib/content/check.ts', 'site.config.ts', 'package-lock.json']) {
      const before = { check: checkerKey(root), render: rendererKey(root) }
      write(file, `${file}, changed`)
      expect([file, checkerKey(root) !== before.check, rendererKey(root) !== before.render]).toEqual([
        file,
        true,
        true,
      ])
    }
    const check = checkerKey(root)
    write('contentlayer.config.ts', 'pipeline, changed')
    expect(checkerKey(root)).not.toBe(check)
  })
})
