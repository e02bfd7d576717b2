import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PUBLISH_FAILED, PUBLISHED } from '../build/publish-signal.cjs'
import { afterBuildPublish, publishEnded } from './build-publish'
import type { ReleaseStore } from './store'

describe('the build waits for its content publish', () => {
  let dir: string
  let file: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-publish-'))
    file = path.join(dir, 'done')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const store = (): ReleaseStore & { reads: string[] } => {
    const reads: string[] = []
    return {
      reads,
      description: 'a test store',
      currentId: async () => {
        reads.push('currentId')
        return 'r1'
      },
      read: async (id) => {
        reads.push(`read ${id}`)
        return null
      },
      publish: async () => undefined,
      makeCurrent: async () => undefined,
      releaseIds: async () => [],
      list: async () => [],
      watch: () => () => undefined,
      close: async () => undefined,
    }
  }

  it('reads the store only after the publish has said it is done', async () => {
    const inner = store()
    const waiting = afterBuildPublish(inner, file, { pollMs: 5 })
    const current = waiting.currentId()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(inner.reads).toEqual([])
    fs.writeFileSync(file, PUBLISHED)
    await expect(current).resolves.toBe('r1')
    await waiting.read('r1')
    expect(inner.reads).toEqual(['currentId', 'read r1'])
  })

  it('fails the page generation when the publish failed, with a message that says so', async () => {
    fs.writeFileSync(file, PUBLISH_FAILED)
    await expect(afterBuildPublish(store(), file).currentId()).rejects.toThrow(
      'the content publish of this build failed',
    )
  })

  it('gives up after its time limit instead of hanging the build', async () => {
    await expect(publishEnded(file, { pollMs: 5, timeoutMs: 20 })).rejects.toThrow('did not end within')
  })

  it('is the store itself when the build did not start a publish (next build run by hand)', () => {
    const inner = store()
    expect(afterBuildPublish(inner, undefined)).toBe(inner)
  })
})
