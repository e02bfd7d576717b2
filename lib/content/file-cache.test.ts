/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createFileCache } from './file-cache'

describe('createFileCache', () => {
  it('keeps a value for its name and key, and keeps writing after its folder was removed', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-cache-'))
    const dir = path.join(root, 'cache')
    try {
      const cache = createFileCache<number[]>(dir)
      cache.write('page.md', 'v1', [1, 2])
      expect(createFileCache<number[]>(dir).read('page.md', 'v1')).toEqual([1, 2])
      expect(cache.read('page.md', 'v2')).toBeUndefined()
      fs.rmSync(dir, { recursive: true })
      cache.write('page.md', 'v2', [3])
      expect(cache.read('page.md', 'v2')).toEqual([3])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
