/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeRelease } from './__fixtures__/make-release'
import { describeReleaseStore } from './__fixtures__/store-contract'
import { FsReleaseStore } from './fs-store'
import { ReleaseStoreUnavailableError } from './store'

let directory: string
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'))
})
afterEach(() => {
  fs.chmodSync(directory, 0o755)
  fs.rmSync(directory, { recursive: true, force: true })
})

describeReleaseStore(
  'FsReleaseStore',
  async (keep) => new FsReleaseStore(directory, keep),
  () => ({
    setPointer: async (value) => {
      const file = path.join(directory, 'current')
      if (value === null) fs.rmSync(file, { force: true })
      else fs.writeFileSync(file, value)
    },
    setReleaseText: async (id, text) =>
      fs.writeFileSync(path.join(directory, 'releases', `${id}.json`), text),
  }),
)

describe('FsReleaseStore on disk', () => {
  it('leaves no temporary files behind and keeps `current` a plain id', async () => {
    const store = new FsReleaseStore(directory)
    const release = makeRelease({ '/docs/index': 'home' })
    await store.publish(release)
    expect(fs.readdirSync(directory).sort()).toEqual(['current', 'releases'])
    expect(fs.readdirSync(path.join(directory, 'releases'))).toEqual([`${release.id}.json`])
    expect(fs.readFileSync(path.join(directory, 'current'), 'utf8')).toBe(`${release.id}\n`)
  })

  it('reads from a directory it cannot write to', async () => {
    const release = makeRelease({ '/docs/index': 'home' })
    await new FsReleaseStore(directory).publish(release)
    fs.chmodSync(directory, 0o555)
    const reader = new FsReleaseStore(directory)
    expect(await reader.currentId()).toBe(release.id)
    expect((await reader.read(release.id))?.contentHash).toBe(release.contentHash)
  })

  it('reports a pointer it cannot read as unavailable, not as damage', async () => {
    fs.mkdirSync(path.join(directory, 'current'))
    await expect(new FsReleaseStore(directory).currentId()).rejects.toBeInstanceOf(
      ReleaseStoreUnavailableError,
    )
  })

  it('lists only release files, not what a publish killed while writing leaves behind', async () => {
    const store = new FsReleaseStore(directory)
    const release = makeRelease({ '/docs/index': 'home' })
    await store.publish(release)
    fs.writeFileSync(path.join(directory, 'releases', `${release.id}.json.123.456.tmp`), '{"for')
    expect(await store.releaseIds()).toEqual([release.id])
  })
})
