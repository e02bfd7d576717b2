/** @jest-environment node */
import type { VersionRegistry } from './registry'
import type { VersionEntry } from './version-entry'
import { VersionsTracker } from './versions-tracker'
import { makeEntry } from './__fixtures__/version-entries'

const entry = makeEntry

/** A registry in memory: `entries` is what it lists; `failure` makes `list` reject. */
class MemoryRegistry implements VersionRegistry {
  readonly description = 'the memory registry'
  entries: VersionEntry[] = []
  failure: Error | null = null
  lists = 0
  readonly watchers = new Set<() => void>()

  async list(): Promise<VersionEntry[]> {
    this.lists += 1
    if (this.failure) throw this.failure
    return this.entries.map((candidate) => ({ ...candidate, routes: [...candidate.routes] }))
  }

  async put(value: VersionEntry): Promise<void> {
    this.entries = [...this.entries.filter((candidate) => candidate.name !== value.name), value]
    for (const watcher of this.watchers) watcher()
  }

  async remove(name: string): Promise<boolean> {
    const before = this.entries.length
    this.entries = this.entries.filter((candidate) => candidate.name !== name)
    for (const watcher of this.watchers) watcher()
    return this.entries.length !== before
  }

  watch(onChange: () => void): () => void {
    this.watchers.add(onChange)
    return () => this.watchers.delete(onChange)
  }

  async close(): Promise<void> {}
}

type Call = [readonly VersionEntry[] | null, readonly VersionEntry[]]

let time: number
let registry: MemoryRegistry
let warnings: string[]
beforeEach(() => {
  time = 1_000_000
  registry = new MemoryRegistry()
  registry.entries = [entry('3.5.6', { status: 'current' }), entry('3.4.0')]
  warnings = []
})

function tracker(options: { baseline?: readonly VersionEntry[] | null; checkIntervalMs?: number } = {}) {
  return new VersionsTracker(registry, {
    ...options,
    now: () => time,
    warn: (message) => warnings.push(message),
  })
}

/** A tracker whose listener records its calls. */
function listened(options: Parameters<typeof tracker>[0] = {}) {
  const subject = tracker(options)
  const calls: Call[] = []
  subject.onChange((before, after) => calls.push([before, after]))
  return { subject, calls }
}

describe('VersionsTracker', () => {
  describe('current', () => {
    it('returns the registry’s entries', async () => {
      await expect(tracker().current()).resolves.toEqual(registry.entries)
    })

    it('reads the registry once within the interval and again after it', async () => {
      const subject = tracker({ checkIntervalMs: 1_000 })
      await subject.current()
      expect(registry.lists).toBe(1)

      registry.entries = [entry('3.6.0', { status: 'current' })]
      time += 999
      const cached = await subject.current()
      expect(registry.lists).toBe(1)
      expect(cached.map((candidate) => candidate.name)).toEqual(['3.5.6', '3.4.0'])

      time += 1
      const fresh = await subject.current()
      expect(registry.lists).toBe(2)
      expect(fresh.map((candidate) => candidate.name)).toEqual(['3.6.0'])
    })

    it('defaults to an interval of a second', async () => {
      const subject = tracker()
      await subject.current()
      time += 999
      await subject.current()
      expect(registry.lists).toBe(1)
      time += 1
      await subject.current()
      expect(registry.lists).toBe(2)
    })

    it('joins a read under way', async () => {
      const subject = tracker()
      const [a, b] = await Promise.all([subject.current(), subject.check()])
      expect(registry.lists).toBe(1)
      expect(a).toBe(b)
    })
  })

  describe('listeners', () => {
    it('hear the manifest before and after a change', async () => {
      const { subject, calls } = listened()
      const first = await subject.current()
      expect(calls).toEqual([])

      registry.entries = [...registry.entries, entry('3.6.0', { status: 'current' })]
      time += 1_000
      const second = await subject.current()
      expect(calls).toHaveLength(1)
      expect(calls[0]?.[0]).toBe(first)
      expect(calls[0]?.[1]).toBe(second)
      expect(second.map((candidate) => candidate.name)).toEqual(['3.5.6', '3.4.0', '3.6.0'])
    })

    it('hear nothing when the manifest read again is the same', async () => {
      const { subject, calls } = listened()
      const first = await subject.current()
      time += 1_000
      await expect(subject.current()).resolves.toBe(first)
      expect(registry.lists).toBe(2)
      expect(calls).toEqual([])
    })

    it('hear nothing when only the time an entry was written changed', async () => {
      const { subject, calls } = listened()
      const first = await subject.current()
      registry.entries = registry.entries.map((candidate) => ({
        ...candidate,
        updatedAt: '2027-06-06T06:06:06.000Z',
      }))
      time += 1_000
      await expect(subject.current()).resolves.toBe(first)
      expect(calls).toEqual([])
    })

    it.each<[string, (entries: VersionEntry[]) => VersionEntry[]]>([
      ['a status', (entries) => entries.map((candidate) => ({ ...candidate, status: 'unmaintained' }))],
      ['a route', (entries) => entries.map((candidate) => ({ ...candidate, routes: ['/docs'] }))],
      ['an entry removed', (entries) => entries.slice(1)],
    ])('hear a change of %s', async (_what, change) => {
      const { subject, calls } = listened()
      await subject.current()
      registry.entries = change(registry.entries)
      time += 1_000
      const after = await subject.current()
      expect(calls).toHaveLength(1)
      expect(calls[0]?.[1]).toBe(after)
      expect(after).toEqual(registry.entries)
    })

    it('stop hearing once unsubscribed', async () => {
      const subject = tracker()
      const calls: Call[] = []
      const unsubscribe = subject.onChange((before, after) => calls.push([before, after]))
      await subject.current()
      unsubscribe()
      registry.entries = []
      time += 1_000
      await subject.current()
      expect(calls).toEqual([])
    })
  })

  describe('baseline', () => {
    it('tells listeners how the first read differs from the baseline', async () => {
      const baseline = [entry('3.4.0', { status: 'current' })]
      const { subject, calls } = listened({ baseline })
      const read = await subject.current()
      expect(calls).toHaveLength(1)
      expect(calls[0]?.[0]).toBe(baseline)
      expect(calls[0]?.[1]).toBe(read)
    })

    it('tells listeners nothing when the first read equals the baseline', async () => {
      const baseline = registry.entries.map((candidate) => ({
        ...candidate,
        updatedAt: '2025-01-01T00:00:00.000Z',
      }))
      const { subject, calls } = listened({ baseline })
      await subject.current()
      expect(calls).toEqual([])
    })

    it('tells listeners the first read against null when the baseline is not known', async () => {
      const { subject, calls } = listened({ baseline: null })
      const read = await subject.current()
      expect(calls).toEqual([[null, read]])
    })

    it('tells listeners nothing of the first read without a baseline', async () => {
      const { subject, calls } = listened()
      await subject.current()
      expect(calls).toEqual([])
    })

    it('compares later reads with the previous read, not the baseline', async () => {
      const baseline = [entry('3.4.0', { status: 'current' })]
      const { subject, calls } = listened({ baseline })
      const first = await subject.current()
      registry.entries = [...registry.entries, entry('3.6.0')]
      time += 1_000
      const second = await subject.current()
      expect(calls).toHaveLength(2)
      expect(calls[1]?.[0]).toBe(first)
      expect(calls[1]?.[1]).toBe(second)
    })
  })

  describe('a registry that fails', () => {
    it('returns an empty manifest before any read succeeded, and warns', async () => {
      registry.failure = new Error('connection refused')
      const { subject, calls } = listened({ baseline: null })
      await expect(subject.current()).resolves.toEqual([])
      expect(calls).toEqual([])
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain('the memory registry')
      expect(warnings[0]).toContain('connection refused')
    })

    it('keeps the entries it read last', async () => {
      const subject = tracker()
      const read = await subject.current()
      registry.failure = new Error('connection refused')
      time += 1_000
      await expect(subject.current()).resolves.toBe(read)
      expect(registry.lists).toBe(2)
      expect(subject.routeSets().get('3.5.6')).toEqual(new Set(['/docs', '/docs/a']))
    })

    it('waits the interval before asking the failing registry again', async () => {
      const subject = tracker()
      await subject.current()
      registry.failure = new Error('connection refused')
      time += 1_000
      await subject.current()
      await subject.current()
      expect(registry.lists).toBe(2)
      time += 1_000
      await subject.current()
      expect(registry.lists).toBe(3)
    })

    it('waits the interval before asking the failing registry again, also before any success', async () => {
      registry.failure = new Error('connection refused')
      const subject = tracker()
      await subject.current()
      await subject.current()
      expect(registry.lists).toBe(1)
    })

    it('warns once a minute', async () => {
      registry.failure = new Error('connection refused')
      const subject = tracker()
      for (let second = 0; second <= 60; second += 1) {
        await subject.check()
        time += 1_000
      }
      expect(registry.lists).toBe(61)
      // Warned at 0 s; at 60 s a minute has not yet passed.
      expect(warnings).toHaveLength(1)
      time += 1
      await subject.check()
      expect(warnings).toHaveLength(2)
    })

    it('tells listeners of the change once the registry answers again', async () => {
      const { subject, calls } = listened()
      const before = await subject.current()
      registry.failure = new Error('connection refused')
      time += 1_000
      await subject.current()
      registry.failure = null
      registry.entries = [entry('3.6.0', { status: 'current' })]
      time += 1_000
      const after = await subject.current()
      expect(calls).toEqual([[before, after]])
    })
  })

  describe('routeSets', () => {
    it('is empty before the first read', () => {
      expect(tracker().routeSets().size).toBe(0)
    })

    it('holds each entry’s routes as a set, following the entries', async () => {
      const subject = tracker()
      await subject.current()
      expect(subject.routeSets()).toEqual(
        new Map([
          ['3.5.6', new Set(['/docs', '/docs/a'])],
          ['3.4.0', new Set(['/docs', '/docs/a'])],
        ]),
      )

      registry.entries = [entry('3.6.0', { routes: ['/docs', '/docs/new'] })]
      time += 1_000
      await subject.current()
      expect(subject.routeSets()).toEqual(new Map([['3.6.0', new Set(['/docs', '/docs/new'])]]))
    })
  })

  describe('follow', () => {
    it('reads the registry again when it says it changed, until stopped', async () => {
      const { subject, calls } = listened()
      await subject.current()
      subject.follow()
      expect(registry.watchers.size).toBe(1)
      try {
        await registry.put(entry('3.6.0', { status: 'current' }))
        await subject.check()
        expect(calls).toHaveLength(1)
        expect(calls[0]?.[1].map((candidate) => candidate.name)).toEqual(['3.5.6', '3.4.0', '3.6.0'])
      } finally {
        subject.stop()
      }
      expect(registry.watchers.size).toBe(0)
    })

    it('watches once however often it is asked to follow', () => {
      const subject = tracker()
      try {
        expect(subject.follow().follow()).toBe(subject)
        expect(registry.watchers.size).toBe(1)
      } finally {
        subject.stop()
      }
    })
  })
})
