/** @jest-environment node */
import { makeRelease } from './__fixtures__/make-release'
import type { ContentRelease } from './release'
import { ReleaseStoreUnavailableError, type ReleaseStore } from './store'
import { NoReleaseError, ReleaseTracker } from './tracker'

/** A store in memory, with a switch to make it unreachable and a count of pointer reads. */
class MemoryStore implements ReleaseStore {
  readonly description = 'the test store'
  releases = new Map<string, ContentRelease>()
  current: string | null = null
  down = false
  pointerReads = 0
  private listeners = new Set<() => void>()

  async currentId() {
    this.pointerReads++
    if (this.down) throw new ReleaseStoreUnavailableError('the test store is down')
    return this.current
  }
  async read(id: string) {
    if (this.down) throw new ReleaseStoreUnavailableError('the test store is down')
    return this.releases.get(id) ?? null
  }
  async publish(release: ContentRelease) {
    this.releases.set(release.id, release)
    this.current = release.id
    for (const listener of this.listeners) listener()
  }
  async makeCurrent(id: string) {
    this.current = id
  }
  async list() {
    return []
  }
  watch(onChange: () => void) {
    this.listeners.add(onChange)
    return () => this.listeners.delete(onChange)
  }
  async close() {}
}

function setup() {
  const store = new MemoryStore()
  let now = 0
  const warn = jest.fn()
  const tracker = new ReleaseTracker(store, { checkIntervalMs: 1000, now: () => now, warn })
  return { store, tracker, warn, advance: (ms: number) => (now += ms) }
}

describe('ReleaseTracker', () => {
  it('says how to make a release when the store has none', async () => {
    const { tracker } = setup()
    await expect(tracker.current()).rejects.toBeInstanceOf(NoReleaseError)
    await expect(tracker.current()).rejects.toThrow('run `npm run content:publish`')
  })

  it('serves the current release, and looks at the store again only after the interval', async () => {
    const { store, tracker, advance } = setup()
    const first = makeRelease({ '/docs/index': 'first' })
    await store.publish(first)
    expect((await tracker.current()).id).toBe(first.id)
    const second = makeRelease({ '/docs/index': 'second' }, first)
    await store.publish(second)
    const reads = store.pointerReads
    advance(999)
    expect((await tracker.current()).id).toBe(first.id)
    expect(store.pointerReads).toBe(reads)
    advance(1)
    expect((await tracker.current()).id).toBe(second.id)
  })

  it('tells its listeners what changed on each switch', async () => {
    const { store, tracker } = setup()
    const switches: Array<[string | null, string, string[]]> = []
    tracker.onSwitch(({ previous, current, changedRoutes }) =>
      switches.push([previous?.id ?? null, current.id, changedRoutes]),
    )
    const first = makeRelease({ '/docs/index': 'home', '/docs/a': 'alpha' })
    await store.publish(first)
    await tracker.refresh()
    const second = makeRelease({ '/docs/index': 'home', '/docs/a': 'alpha, edited' }, first)
    await store.publish(second)
    await tracker.refresh()
    await tracker.refresh()
    expect(switches).toEqual([
      [null, first.id, ['/docs', '/docs/a', '/docs/index']],
      [first.id, second.id, ['/docs/a']],
    ])
  })

  it('follows the store at once when told, without waiting for the interval', async () => {
    const { store, tracker } = setup()
    const first = makeRelease({ '/docs/index': 'first' })
    await store.publish(first)
    await tracker.current()
    tracker.follow()
    const switched = new Promise<string>((resolve) => tracker.onSwitch(({ current }) => resolve(current.id)))
    const second = makeRelease({ '/docs/index': 'second' }, first)
    await store.publish(second)
    await expect(switched).resolves.toBe(second.id)
    expect(tracker.peek()?.id).toBe(second.id)
    await tracker.close()
  })

  it('keeps serving what it has while the store is unreachable, says so once, and recovers', async () => {
    const { store, tracker, warn, advance } = setup()
    const first = makeRelease({ '/docs/index': 'first' })
    await store.publish(first)
    await tracker.current()
    store.down = true
    for (let i = 0; i < 3; i++) {
      advance(1000)
      expect((await tracker.current()).id).toBe(first.id)
    }
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`serving release ${first.id} until it answers`))
    store.down = false
    const second = makeRelease({ '/docs/index': 'second' }, first)
    await store.publish(second)
    advance(1000)
    expect((await tracker.current()).id).toBe(second.id)
    expect(warn).toHaveBeenLastCalledWith('the test store is reachable again')
  })

  it('does not switch to a current id whose release the store does not hold', async () => {
    const { store, tracker, warn } = setup()
    const first = makeRelease({ '/docs/index': 'first' })
    await store.publish(first)
    await tracker.current()
    store.current = '20990101T000000000Z-missing0'
    expect((await tracker.refresh()).id).toBe(first.id)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not hold it'))
  })
})
