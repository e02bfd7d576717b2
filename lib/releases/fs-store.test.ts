/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeRelease } from './__fixtures__/make-release'
import { describeReleaseStore } from './__fixtures__/store-contract'
import { FsReleaseStore, PIECE_GRACE_MS } from './fs-store'
import { splitRelease } from './release-pieces'
import { DamagedReleaseError, ReleaseStoreUnavailableError } from './store'

/** Every file below a directory, relative to it. */
function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** The bytes of every file below a directory. */
const bytesBelow = (dir: string) =>
  filesBelow(dir).reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)

/** A site of `pages` doc pages, `edited` of them with other text. */
function site(pages: number, edit: (i: number) => string = () => '') {
  return Object.fromEntries(
    Array.from({ length: pages }, (_, i) => [
      `/docs/page-${i}`,
      `page ${i} ${'text '.repeat(200)}${edit(i)}`,
    ]),
  )
}

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
    setPieceText: async (hash, text) => {
      const file = path.join(directory, 'pieces', hash.slice(0, 2), `${hash}.json`)
      if (text === null) fs.rmSync(file, { force: true })
      else fs.writeFileSync(file, text)
    },
  }),
)

describe('FsReleaseStore on disk', () => {
  it('leaves no temporary files behind and keeps `current` a plain id', async () => {
    const store = new FsReleaseStore(directory)
    const release = makeRelease({ '/docs/index': 'home' })
    await store.publish(release)
    expect(fs.readdirSync(directory).sort()).toEqual(['current', 'pieces', 'releases'])
    expect(filesBelow(directory).filter((file) => file.endsWith('.tmp'))).toEqual([])
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

describe('FsReleaseStore pieces', () => {
  it('writes only the pieces an edit changed, and keeps ten releases for little more than one', async () => {
    const store = new FsReleaseStore(directory)
    let release = makeRelease(site(100))
    await store.publish(release)
    const oneRelease = bytesBelow(directory)
    const firstFiles = filesBelow(path.join(directory, 'pieces')).length
    release = makeRelease(
      site(100, (i) => (i === 7 ? 'edited once' : '')),
      release,
    )
    await store.publish(release)
    // The page and its run of search records.
    expect(filesBelow(path.join(directory, 'pieces')).length - firstFiles).toBe(2)
    for (let n = 2; n < 10; n++) {
      release = makeRelease(
        site(100, (i) => (i === n ? `edit ${n}` : '')),
        release,
      )
      await store.publish(release)
    }
    expect((await store.list()).length).toBe(10)
    expect(bytesBelow(directory)).toBeLessThan(2 * oneRelease)
    expect(await store.read(release.id)).toEqual(release)
  })

  it('finds a damaged or missing piece when reading, and never serves the release', async () => {
    const store = new FsReleaseStore(directory)
    const release = makeRelease(site(3))
    await store.publish(release)
    const [hash] = [...splitRelease(release).pieces.keys()]
    const file = path.join(directory, 'pieces', hash!.slice(0, 2), `${hash}.json`)
    const text = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, text.replace('page', 'pagf'))
    await expect(store.read(release.id)).rejects.toThrow(DamagedReleaseError)
    await expect(store.read(release.id)).rejects.toThrow(/does not match its hash/)
    fs.rmSync(file)
    await expect(store.read(release.id)).rejects.toThrow(/is missing/)
  })

  it('still reads a release of the earlier format, one whole file', async () => {
    const release = makeRelease(site(2))
    fs.mkdirSync(path.join(directory, 'releases'), { recursive: true })
    fs.writeFileSync(path.join(directory, 'releases', `${release.id}.json`), JSON.stringify(release))
    fs.writeFileSync(path.join(directory, 'current'), `${release.id}\n`)
    const store = new FsReleaseStore(directory)
    expect(await store.read(release.id)).toEqual(release)
    // The next publish keeps it readable beside the new format.
    const next = makeRelease(
      site(2, () => 'new'),
      release,
    )
    await store.publish(next)
    expect(await store.read(release.id)).toEqual(release)
    expect(await store.read(next.id)).toEqual(next)
  })

  it('removes the pieces of dropped releases only, and never one a kept release needs', async () => {
    const store = new FsReleaseStore(directory, 3, 0)
    const published = []
    let release = null
    for (let n = 0; n < 8; n++) {
      release = makeRelease(
        site(5, (i) => (i === n % 5 ? `edit ${n}` : '')),
        release,
      )
      published.push(release)
      await store.publish(release)
    }
    // Collection runs after the publish returns; closing the store waits for it.
    await store.close()
    const kept = published.slice(-3)
    for (const each of kept) expect(await store.read(each.id)).toEqual(each)
    const needed = new Set(kept.flatMap((each) => [...splitRelease(each).pieces.keys()]))
    const onDisk = filesBelow(path.join(directory, 'pieces')).map((file) => path.basename(file, '.json'))
    expect(onDisk.sort()).toEqual([...needed].sort())
  })

  it('reads a release file again when it changed in place, and keeps every piece it now lists', async () => {
    const store = new FsReleaseStore(directory, 3, 0)
    const first = makeRelease(site(3))
    const second = makeRelease(
      site(3, (i) => (i === 0 ? 'edit' : '')),
      first,
    )
    await store.publish(first)
    await store.publish(second)
    await store.close()
    // The first release's file now lists other pieces (restored from a backup, say), on disk
    // for a while.
    const other = makeRelease(site(3, (i) => `other ${i}`))
    const { manifest, pieces } = splitRelease(other)
    const long = new Date(Date.now() - 60_000)
    for (const [hash, text] of pieces) {
      const file = path.join(directory, 'pieces', hash.slice(0, 2), `${hash}.json`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, text)
      fs.utimesSync(file, long, long)
    }
    fs.writeFileSync(
      path.join(directory, 'releases', `${first.id}.json`),
      JSON.stringify({ ...manifest, id: first.id }),
    )
    await store.publish(second)
    await store.close()
    const onDisk = new Set(
      filesBelow(path.join(directory, 'pieces')).map((file) => path.basename(file, '.json')),
    )
    expect([...pieces.keys()].filter((hash) => !onDisk.has(hash))).toEqual([])
  })

  it('collects unused pieces a moment after the last publish while it keeps running (the watcher), not during it', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      const store = new FsReleaseStore(directory, 1, 0)
      const first = makeRelease(site(3))
      await store.publish(first)
      const second = makeRelease(
        site(3, (i) => (i === 0 ? 'edit' : '')),
        first,
      )
      await store.publish(second)
      const onDisk = () =>
        filesBelow(path.join(directory, 'pieces')).map((file) => path.basename(file, '.json'))
      const needed = [...splitRelease(second).pieces.keys()].sort()
      // The first release's page is still there: the servers are following the publish.
      expect(onDisk().length).toBeGreaterThan(needed.length)
      jest.advanceTimersByTime(5_000)
      for (let turn = 0; turn < 10_000 && onDisk().length > needed.length; turn++)
        await new Promise((resolve) => setImmediate(resolve))
      expect(onDisk().sort()).toEqual(needed)
      await store.close()
    } finally {
      jest.useRealTimers()
    }
  })

  it('stops its collection for a publish and never removes what the new release reuses; the next collection finishes the job', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      const store = new FsReleaseStore(directory, 1, 0)
      const first = makeRelease(site(60))
      await store.publish(first)
      // Every page changed: the first release's 60 pages become unused once the second is current.
      const second = makeRelease(
        site(60, (i) => `second ${i}`),
        first,
      )
      await store.publish(second)
      const onDisk = () =>
        filesBelow(path.join(directory, 'pieces')).map((file) => path.basename(file, '.json'))
      const before = onDisk().length
      jest.advanceTimersByTime(5_000)
      // The collection is under way: it has removed some unused pieces, not all.
      for (let turn = 0; turn < 10_000 && onDisk().length === before; turn++)
        await new Promise((resolve) => setImmediate(resolve))
      expect(onDisk().length).toBeLessThan(before)
      // A third release brings half of the first release's pages back: they must survive.
      const third = makeRelease(
        site(60, (i) => (i % 2 === 0 ? '' : `second ${i}`)),
        second,
      )
      await store.publish(third)
      expect(await store.read(third.id)).toEqual(third)
      // The collection stopped instead of finishing first: pieces only the first release listed remain.
      const needed = [...splitRelease(third).pieces.keys()].sort()
      const later = new Set([...splitRelease(second).pieces.keys(), ...needed])
      const firstOnly = [...splitRelease(first).pieces.keys()].filter((hash) => !later.has(hash))
      expect(onDisk().filter((hash) => firstOnly.includes(hash)).length).toBeGreaterThan(0)
      await store.close()
      expect(onDisk().sort()).toEqual(needed)
      expect(await store.read(third.id)).toEqual(third)
    } finally {
      jest.useRealTimers()
    }
  })

  it('survives a publish killed between writing its pieces and its manifest: the current release stays whole, the next publish completes', async () => {
    const store = new FsReleaseStore(directory, 10, 0)
    const current = makeRelease(site(4))
    await store.publish(current)
    // What a killed publish leaves: its pieces (one half-written), no manifest, `current` unchanged.
    const killed = makeRelease(
      site(4, (i) => (i === 1 ? 'killed' : '')),
      current,
    )
    for (const [hash, text] of splitRelease(killed).pieces) {
      const file = path.join(directory, 'pieces', hash.slice(0, 2), `${hash}.json`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      if (!fs.existsSync(file)) fs.writeFileSync(`${file}.999.1.tmp`, text.slice(0, 10))
    }
    expect(await store.currentId()).toBe(current.id)
    expect(await store.read(current.id)).toEqual(current)
    const next = makeRelease(
      site(4, (i) => (i === 1 ? 'killed' : '')),
      current,
    )
    await store.publish(next)
    expect(await store.read(next.id)).toEqual(next)
    expect(await store.read(current.id)).toEqual(current)
  })

  it('marks a reused piece again once half the grace period has passed, so no collection can take it', async () => {
    const now = Date.now()
    jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'] })
    try {
      const store = new FsReleaseStore(directory, 10, PIECE_GRACE_MS)
      const first = makeRelease(site(3))
      await store.publish(first)
      const pieceFiles = () =>
        filesBelow(path.join(directory, 'pieces')).map((file) => path.join(directory, 'pieces', file))
      // As if the pieces had been written long ago, by this store or another process.
      const old = new Date(now - PIECE_GRACE_MS + 60_000)
      for (const file of pieceFiles()) fs.utimesSync(file, old, old)
      const mtimes = () => pieceFiles().map((file) => fs.statSync(file).mtimeMs)

      // A minute later this store marked them itself: a publish reusing them leaves them be.
      jest.setSystemTime(now + 60_000)
      const second = makeRelease(
        site(3, (i) => (i === 0 ? 'edit' : '')),
        first,
      )
      await store.publish(second)
      expect(Math.min(...mtimes())).toBeLessThan(old.getTime() + 1)

      // Past half the grace period, the next publish marks every piece it reuses.
      jest.setSystemTime(now + PIECE_GRACE_MS / 2 + 60_000)
      const third = makeRelease(
        site(3, (i) => (i === 0 ? 'again' : '')),
        second,
      )
      await store.publish(third)
      const before = splitRelease(second).pieces
      const reused = new Set([...splitRelease(third).pieces.keys()].filter((hash) => before.has(hash)))
      expect(reused.size).toBeGreaterThan(2)
      for (const file of pieceFiles().filter((each) => reused.has(path.basename(each, '.json'))))
        expect(fs.statSync(file).mtimeMs).toBeGreaterThanOrEqual(now + PIECE_GRACE_MS / 2)
      await store.close()
    } finally {
      jest.useRealTimers()
    }
  })
})
