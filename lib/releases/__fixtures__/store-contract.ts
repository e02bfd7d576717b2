/** The behaviour every release store shares, run against each (fs-store.test.ts, redis-store.test.ts). */
import { makeRelease } from './make-release'
import { splitRelease } from '../release-pieces'
import { DamagedReleaseError, type ReleaseStore } from '../store'

/** Writes what a damaged store holds, below the store's own API (a disk fault, a hand edit). */
export interface StoreTampering {
  /** The current pointer's raw value; null removes it. */
  setPointer(value: string | null): Promise<void>
  /** What the store holds as the release's JSON text. */
  setReleaseText(id: string, text: string): Promise<void>
  /** What the store holds as a piece's text; null removes it. */
  setPieceText(hash: string, text: string | null): Promise<void>
}

export function describeReleaseStore(
  name: string,
  open: (keep?: number) => Promise<ReleaseStore>,
  tamper: () => StoreTampering,
): void {
  describe(`${name}: the release store contract`, () => {
    let store: ReleaseStore
    afterEach(async () => {
      await store?.close()
    })

    it('has no current release at first', async () => {
      store = await open()
      expect(await store.currentId()).toBeNull()
      expect(await store.list()).toEqual([])
    })

    it('makes a published release current and reads it back whole', async () => {
      store = await open()
      const release = makeRelease({ '/docs/index': 'home', '/docs/a': 'alpha' })
      await store.publish(release)
      expect(await store.currentId()).toBe(release.id)
      expect(await store.read(release.id)).toEqual(release)
      expect(await store.read('20990101T000000000Z-missing0')).toBeNull()
      expect(await store.read('../not-an-id')).toBeNull()
    })

    it('writes a release of more pieces than it writes at once whole, and the next adds what changed', async () => {
      store = await open()
      const texts = Object.fromEntries(Array.from({ length: 1200 }, (_, i) => [`/docs/p${i}`, `page ${i}`]))
      const first = makeRelease(texts)
      await store.publish(first)
      expect(await store.read(first.id)).toEqual(first)
      const second = makeRelease({ ...texts, '/docs/p600': 'page 600, edited' }, first)
      await store.publish(second)
      expect(await store.read(second.id)).toEqual(second)
      expect(await store.read(first.id)).toEqual(first)
    })

    it('keeps the newest releases, never dropping the current one', async () => {
      store = await open(3)
      let parent = null
      const published = []
      for (const text of ['one', 'two', 'three', 'four', 'five']) {
        parent = makeRelease({ '/docs/index': text }, parent)
        published.push(parent)
        await store.publish(parent)
      }
      const ids = (await store.list()).map((summary) => summary.id)
      expect(ids).toEqual(
        published
          .slice(-3)
          .reverse()
          .map((release) => release.id),
      )
      expect(await store.read(published[0]!.id)).toBeNull()
    })

    it('switches back to an older release (rollback), and says which is current', async () => {
      store = await open()
      const first = makeRelease({ '/docs/index': 'first' })
      const second = makeRelease({ '/docs/index': 'second' }, first)
      await store.publish(first)
      await store.publish(second)
      await store.makeCurrent(first.id)
      expect(await store.currentId()).toBe(first.id)
      const summaries = await store.list()
      expect(summaries.map((summary) => [summary.id, summary.isCurrent])).toEqual([
        [second.id, false],
        [first.id, true],
      ])
      await expect(store.makeCurrent('20990101T000000000Z-missing0')).rejects.toThrow('holds no release')
    })

    it('lists the ids it holds newest first, whichever is current', async () => {
      store = await open()
      const first = makeRelease({ '/docs/index': 'first' })
      const second = makeRelease({ '/docs/index': 'second' }, first)
      const third = makeRelease({ '/docs/index': 'third' }, second)
      for (const release of [first, second, third]) await store.publish(release)
      await store.makeCurrent(first.id)
      expect(await store.releaseIds()).toEqual([third.id, second.id, first.id])
    })

    it('reports a damaged pointer as damage, not as an outage, and still lists its releases', async () => {
      store = await open()
      const release = makeRelease({ '/docs/index': 'home' })
      await store.publish(release)
      for (const value of ['', 'garbage\u0000', '../20990101T000000000Z-missing0']) {
        await tamper().setPointer(value)
        await expect(store.currentId()).rejects.toBeInstanceOf(DamagedReleaseError)
        expect((await store.list()).map((summary) => [summary.id, summary.isCurrent])).toEqual([
          [release.id, false],
        ])
      }
      await tamper().setPointer(null)
      expect(await store.currentId()).toBeNull()
    })

    it('refuses a truncated release, or one under another id, as damage naming the id', async () => {
      store = await open()
      const first = makeRelease({ '/docs/index': 'first' })
      const second = makeRelease({ '/docs/index': 'second' }, first)
      await store.publish(first)
      await store.publish(second)
      const text = JSON.stringify(second)
      await tamper().setReleaseText(second.id, text.slice(0, text.length - 10))
      const truncated = store.read(second.id)
      await expect(truncated).rejects.toBeInstanceOf(DamagedReleaseError)
      await expect(truncated).rejects.toMatchObject({ id: second.id })
      await tamper().setReleaseText(second.id, JSON.stringify(first))
      await expect(store.read(second.id)).rejects.toThrow(`holds release ${first.id}, not ${second.id}`)
      expect(await store.releaseIds()).toEqual([second.id, first.id])
      expect(await store.read(first.id)).toEqual(first)
    })

    it('reads, for a reader holding an earlier release, only the pieces a newer one adds, each checked', async () => {
      store = await open()
      const reader = await open()
      try {
        const pages = { '/docs/index': 'home', '/docs/a': 'alpha', '/docs/b': 'beta' }
        const first = makeRelease(pages)
        const second = makeRelease({ ...pages, '/docs/a': 'alpha, edited' }, first)
        const third = makeRelease({ ...pages, '/docs/a': 'alpha, edited again' }, second)
        await store.publish(first)
        expect(await reader.read(first.id)).toEqual(first)
        await store.publish(second)
        // A piece both releases list, gone from the store: the reader has it, checked, already.
        const shared = splitRelease(first).manifest.pages['/docs/b'] as string
        await tamper().setPieceText(shared, null)
        expect(await reader.read(second.id)).toEqual(second)
        const fresh = await open()
        await expect(fresh.read(second.id)).rejects.toThrow(`piece ${shared} is missing`)
        await fresh.close()
        // A piece it does not have yet is checked: damaged, the release is not read.
        await tamper().setPieceText(shared, splitRelease(first).pieces.get(shared) as string)
        await store.publish(third)
        const added = splitRelease(third).manifest.pages['/docs/a'] as string
        const text = splitRelease(third).pieces.get(added) as string
        await tamper().setPieceText(added, text.replace('again', 'agaim'))
        await expect(reader.read(third.id)).rejects.toThrow(DamagedReleaseError)
        await expect(reader.read(third.id)).rejects.toThrow(`piece ${added} does not match its hash`)
        await tamper().setPieceText(added, text)
        expect(await reader.read(third.id)).toEqual(third)
      } finally {
        await reader.close()
      }
    })

    it('tells a watcher in another connection when a release becomes current', async () => {
      store = await open()
      const other = await open()
      try {
        const changed = new Promise<void>((resolve) => {
          const unwatch = other.watch(() => {
            unwatch()
            resolve()
          })
        })
        // Subscriptions take a moment to be in place: publish until the notice arrives.
        let notified = false
        void changed.then(() => (notified = true))
        for (let attempt = 0; attempt < 50 && !notified; attempt++) {
          await store.publish(makeRelease({ '/docs/index': `attempt ${attempt}` }))
          await Promise.race([changed, new Promise((resolve) => setTimeout(resolve, 100))])
        }
        expect(notified).toBe(true)
      } finally {
        await other.close()
      }
    })
  })
}
