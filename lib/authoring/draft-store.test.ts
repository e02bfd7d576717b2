/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DRAFT_TTL_MS, DraftStore } from './draft-store'

let dir: string
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const draft = { route: '/docs/a', kind: 'doc' as const, props: { title: 'A' } as never, path: 'docs/a.md' }

describe('drafts for draft mode', () => {
  it('keeps a draft under a random id, readable by that id only', () => {
    const store = new DraftStore(dir)
    const id = store.save(draft)
    expect(id).toMatch(/^[a-f0-9]{32}$/)
    expect(new DraftStore(dir).read(id)).toEqual(draft)
    expect(store.save(draft)).not.toBe(id)
  })

  it('answers nothing for ids it did not make, including paths', () => {
    const store = new DraftStore(dir)
    store.save(draft)
    for (const id of [undefined, 42, '', '../../etc/passwd', 'a'.repeat(32), `${'0'.repeat(31)}/`])
      expect(store.read(id)).toBeUndefined()
  })

  it('forgets drafts after an hour, and removes them as new ones come', () => {
    const store = new DraftStore(dir)
    const id = store.save(draft)
    const old = new Date(Date.now() - DRAFT_TTL_MS - 1000)
    fs.utimesSync(path.join(dir, `${id}.json`), old, old)
    expect(store.read(id)).toBeUndefined()
    store.save(draft)
    expect(fs.existsSync(path.join(dir, `${id}.json`))).toBe(false)
  })
})
