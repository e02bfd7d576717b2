/** @jest-environment node */
import { makeRelease } from './__fixtures__/make-release'
import { isReleaseId, type ContentRelease } from './release'
import {
  DamagedReleaseError,
  ReleaseStoreUnavailableError,
  parseStoredRelease,
  type ReleaseStore,
} from './store'
import { NoReleaseError, ReleaseTracker } from './tracker'

/**
 * A store in memory that keeps releases as text, as the real ones do, so a test can damage them;
 * with a switch to make it unreachable and counts of what was read.
 */
class MemoryStore implements ReleaseStore {
  readonly description = 'the test store'
  texts = new Map<string, string>()
  /** The pointer as stored: an id, or anything a damaged disk holds (null: no pointer). */
  pointer: string | null = null
  down = false
  pointerReads = 0
  releaseReads: string[] = []
  private listeners = new Set<() => void>()

  async currentId() {
    this.pointerReads++
    if (this.down) throw new ReleaseStoreUnavailableError('the test store is down')
    if (this.pointer === null) return null
    if (!isReleaseId(this.pointer)) throw new DamagedReleaseError('the test pointer is not an id', null)
    return this.pointer
  }
  async read(id: string) {
    if (this.down) throw new ReleaseStoreUnavailableError('the test store is down')
    this.releaseReads.push(id)
    const text = this.texts.get(id)
    return text === undefined ? null : parseStoredRelease(text, `test release ${id}`, id)
  }
  async releaseIds() {
    if (this.down) throw new ReleaseStoreUnavailableError('the test store is down')
    return [...this.texts.keys()].sort().reverse()
  }
  async publish(release: ContentRelease) {
    this.texts.set(release.id, JSON.stringify(release))
    this.pointer = release.id
    for (const listener of this.listeners) listener()
  }
  async makeCurrent(id: string) {
    this.pointer = id
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
  const tracker = new ReleaseTracker(store, {
    checkIntervalMs: 1000,
    recheckDamagedMs: 60_000,
    now: () => now,
    warn,
  })
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
    // What a server's own page cache started from, after any number of switches.
    expect(tracker.firstLoaded?.id).toBe(first.id)
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
    store.pointer = '20990101T000000000Z-missing0'
    expect((await tracker.refresh()).id).toBe(first.id)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`does not hold release ${store.pointer}`))
  })
})

/** Each way a store can be found damaged: applied after `good` was published (and is intact). */
const DAMAGE: Array<[string, (store: MemoryStore, good: ContentRelease) => void, string]> = [
  [
    'the current release file truncated',
    (store, good) => {
      const newer = makeRelease({ '/docs/index': 'newer' }, good)
      const text = JSON.stringify(newer)
      store.texts.set(newer.id, text.slice(0, text.length / 2))
      store.pointer = newer.id
    },
    'damaged-release',
  ],
  [
    'the current release under another id',
    (store, good) => {
      const newer = makeRelease({ '/docs/index': 'newer' }, good)
      store.texts.set(newer.id, JSON.stringify(good))
      store.pointer = newer.id
    },
    'damaged-release',
  ],
  ['`current` empty', (store) => (store.pointer = ''), 'damaged-pointer'],
  ['`current` missing', (store) => (store.pointer = null), 'no-current'],
  ['`current` garbage', (store) => (store.pointer = '\u0000\u0000garbage'), 'damaged-pointer'],
  [
    '`current` naming a missing release',
    (store) => (store.pointer = '20990101T000000000Z-missing0'),
    'missing-release',
  ],
]

describe('ReleaseTracker on a damaged store', () => {
  /** An older release, the last good one, and then the damage. */
  async function damagedStore(damage: (store: MemoryStore, good: ContentRelease) => void) {
    const context = setup()
    const older = makeRelease({ '/docs/index': 'older' })
    const good = makeRelease({ '/docs/index': 'good' }, older)
    await context.store.publish(older)
    await context.store.publish(good)
    damage(context.store, good)
    return { ...context, good }
  }

  describe.each(DAMAGE)('with %s', (_name, damage, kind) => {
    it('starts on the newest intact release, says so once, and reports the fault', async () => {
      const { store, tracker, warn, advance, good } = await damagedStore(damage)
      expect((await tracker.current()).id).toBe(good.id)
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`serving release ${good.id}, the newest intact one`),
      )
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('npm run content:publish'))
      expect(tracker.status()).toEqual({ release: good.id, fault: expect.objectContaining({ kind }) })
      const said = warn.mock.calls.length
      const reads = store.releaseReads.length
      for (let i = 0; i < 5; i++) {
        advance(1000)
        expect((await tracker.current()).id).toBe(good.id)
      }
      // The pointer is read at every check; nothing damaged is read or said again.
      expect(warn).toHaveBeenCalledTimes(said)
      expect(store.releaseReads).toHaveLength(reads)
      expect(warn.mock.calls.flat().join('\n')).not.toContain('reachable again')
    })

    it('keeps serving the release it has when the damage comes while it runs', async () => {
      const context = setup()
      const good = makeRelease({ '/docs/index': 'good' })
      await context.store.publish(good)
      await context.tracker.current()
      damage(context.store, good)
      for (let i = 0; i < 3; i++) {
        context.advance(1000)
        expect((await context.tracker.current()).id).toBe(good.id)
      }
      expect(context.warn).toHaveBeenCalledWith(expect.stringContaining(`still serving release ${good.id}`))
      expect(context.tracker.status().fault).toEqual(expect.objectContaining({ kind }))
    })

    it('follows a good release published after the damage, and says the fault is over', async () => {
      const { store, tracker, warn, advance, good } = await damagedStore(damage)
      await tracker.current()
      const repaired = makeRelease({ '/docs/index': 'repaired' }, good)
      await store.publish(repaired)
      advance(1000)
      expect((await tracker.current()).id).toBe(repaired.id)
      expect(tracker.status()).toEqual({ release: repaired.id, fault: null })
      expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('intact current release again'))
    })

    it('follows a rollback to a good release after the damage', async () => {
      const { store, tracker, advance, good } = await damagedStore(damage)
      await tracker.current()
      const older = [...store.texts.keys()].sort()[0]!
      await store.makeCurrent(older)
      advance(1000)
      expect((await tracker.current()).id).toBe(older)
      expect(tracker.status().fault).toBeNull()
      await store.makeCurrent(good.id)
      advance(1000)
      expect((await tracker.current()).id).toBe(good.id)
    })
  })

  it('skips damaged older releases too, saying each once', async () => {
    const { store, tracker, warn } = setup()
    const oldest = makeRelease({ '/docs/index': 'oldest' })
    const middle = makeRelease({ '/docs/index': 'middle' }, oldest)
    await store.publish(oldest)
    await store.publish(middle)
    store.texts.set(middle.id, '{"format": 1')
    store.pointer = ''
    expect((await tracker.current()).id).toBe(oldest.id)
    expect(warn.mock.calls.filter(([message]) => String(message).includes(middle.id))).toHaveLength(1)
  })

  it('reads a damaged release again after a while, and serves it once it is restored', async () => {
    const { store, tracker, advance, good } = await damagedStore(DAMAGE[0]![1])
    await tracker.current()
    const damagedId = store.pointer!
    const restored = { ...makeRelease({ '/docs/index': 'restored' }, good), id: damagedId }
    store.texts.set(damagedId, JSON.stringify(restored))
    advance(1000)
    expect((await tracker.current()).id).toBe(good.id)
    advance(60_000)
    expect((await tracker.current()).id).toBe(damagedId)
    expect(tracker.status().fault).toBeNull()
  })

  it('says what is wrong and what to do when nothing intact is left', async () => {
    const { store, tracker } = setup()
    const only = makeRelease({ '/docs/index': 'only' })
    store.texts.set(only.id, '')
    store.pointer = only.id
    const failure = tracker.current()
    await expect(failure).rejects.toBeInstanceOf(NoReleaseError)
    await expect(failure).rejects.toThrow(/current release .* is damaged.*npm run content:publish/)
    expect(tracker.status()).toEqual({ release: null, fault: { kind: 'damaged-release', id: only.id } })
  })

  it('reports an unreachable store as the fault while it lasts', async () => {
    const { store, tracker, advance } = setup()
    await store.publish(makeRelease({ '/docs/index': 'first' }))
    await tracker.current()
    store.down = true
    advance(1000)
    await tracker.current()
    expect(tracker.status().fault).toEqual({ kind: 'unreachable' })
    store.down = false
    advance(1000)
    await tracker.current()
    expect(tracker.status().fault).toBeNull()
  })
})
