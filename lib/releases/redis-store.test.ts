/** @jest-environment node */
import { gzipSync } from 'node:zlib'
import { createClient } from '@redis/client'
import { redisForTests } from '../testing/redis-server'
import { makeRelease } from './__fixtures__/make-release'
import { describeReleaseStore } from './__fixtures__/store-contract'
import { RedisReleaseStore } from './redis-store'
import { DamagedReleaseError, ReleaseStoreUnavailableError } from './store'

jest.setTimeout(30_000)

// Each test gets its own key prefix on the one server; the stores a test opens share it.
const redis = redisForTests('release-store')
describeReleaseStore(
  'RedisReleaseStore',
  async (keep) => new RedisReleaseStore(redis.server.url, redis.prefix, keep),
  () => ({
    setPointer: (value) =>
      withClient((client) =>
        value === null ? client.del(`${redis.prefix}current`) : client.set(`${redis.prefix}current`, value),
      ),
    setReleaseText: async (id, text) => {
      const bytes = gzipSync(text)
      await withClient((client) => client.set(`${redis.prefix}release:${id}`, bytes))
    },
    setPieceText: (hash, text) =>
      withClient((client) =>
        text === null
          ? client.del(`${redis.prefix}piece:${hash}`)
          : client.set(`${redis.prefix}piece:${hash}`, gzipSync(text)),
      ),
  }),
)

const plainClient = () => createClient({ url: redis.server.url })

/** One command on a plain client, for writing what a damaged store holds. */
async function withClient(
  command: (client: ReturnType<typeof plainClient>) => Promise<unknown>,
): Promise<void> {
  const client = plainClient()
  await client.connect()
  try {
    await command(client)
  } finally {
    await client.close()
  }
}

describe('RedisReleaseStore with damaged data', () => {
  it('refuses a release whose bytes are not gzip (cut off while written) as damage', async () => {
    const store = new RedisReleaseStore(redis.server.url, redis.prefix)
    try {
      const release = makeRelease({ '/docs/index': 'home' })
      await store.publish(release)
      const bytes = gzipSync(JSON.stringify(release))
      await withClient((client) =>
        client.set(`${redis.prefix}release:${release.id}`, bytes.subarray(0, bytes.length / 2)),
      )
      await expect(store.read(release.id)).rejects.toBeInstanceOf(DamagedReleaseError)
    } finally {
      await store.close()
    }
  })
})

describe('RedisReleaseStore while Redis is down', () => {
  it('fails fast with an unavailable error, then works again when Redis is back', async () => {
    const store = new RedisReleaseStore(redis.server.url, redis.prefix)
    try {
      const release = makeRelease({ '/docs/index': 'before the outage' })
      await store.publish(release)
      await redis.server.stop()
      await expect(store.currentId()).rejects.toBeInstanceOf(ReleaseStoreUnavailableError)
      await redis.server.restart()
      // The server came back empty; the client reconnects by itself.
      let id: string | null | undefined
      for (let attempt = 0; attempt < 100 && id === undefined; attempt++) {
        id = await store.currentId().catch(() => undefined)
        if (id === undefined) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(id).toBeNull()
      await store.publish(release)
      expect(await store.currentId()).toBe(release.id)
    } finally {
      await store.close()
    }
  })

  it('never names the password of the URL in what it says', () => {
    const store = new RedisReleaseStore('redis://user:hunter2@127.0.0.1:1/0', 'x:')
    expect(store.description).not.toContain('hunter2')
    void store.close()
  })
})

describe('RedisReleaseStore pieces', () => {
  const site = (edit: (i: number) => string = () => '') =>
    Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`/docs/page-${i}`, `page ${i} ${edit(i)}`]))

  async function storedPieces(): Promise<number> {
    let count = 0
    await withClient(async (client) => {
      count = await client.sCard(`${redis.prefix}pieces`)
    })
    return count
  }

  /** Publishes a site, then the same site with page 3 edited: the edit adds two pieces. */
  async function publishSiteAndEdit(store: RedisReleaseStore) {
    const first = makeRelease(site())
    await store.publish(first)
    const afterFirst = await storedPieces()
    const second = makeRelease(
      site((i) => (i === 3 ? 'edited' : '')),
      first,
    )
    await store.publish(second)
    return { first, second, afterFirst }
  }

  it('writes only the pieces an edit changed, drops those no kept release lists, and reads the earlier format', async () => {
    const store = new RedisReleaseStore(redis.server.url, redis.prefix, 2, 0)
    /** Until the collection a publish schedules (here at once) has removed what it should. */
    const collected = async (count: number) => {
      for (let tries = 0; tries < 200 && (await storedPieces()) !== count; tries++)
        await new Promise((resolve) => setTimeout(resolve, 10))
      return storedPieces()
    }
    try {
      const { first, second, afterFirst } = await publishSiteAndEdit(store)
      // The page and its run of search records.
      expect((await storedPieces()) - afterFirst).toBe(2)
      const third = makeRelease(
        site((i) => (i === 3 ? 'edited again' : '')),
        second,
      )
      await store.publish(third)
      // `first` is dropped (two kept): its own pieces (page 3 as it was) went with it, the shared ones stayed.
      expect(await store.read(first.id)).toBeNull()
      expect(await collected(afterFirst + 2)).toBe(afterFirst + 2)
      expect(await store.read(second.id)).toEqual(second)
      expect(await store.read(third.id)).toEqual(third)
      // A release of the earlier format, one gzipped whole.
      const earlier = makeRelease(site(() => 'earlier'))
      await withClient((client) =>
        client.set(`${redis.prefix}release:${earlier.id}`, gzipSync(JSON.stringify(earlier))),
      )
      expect(await store.read(earlier.id)).toEqual(earlier)
    } finally {
      await store.close()
    }
  })

  it('collects unused pieces after the publish, not during it, and at once when it closes (a one-shot publish)', async () => {
    const store = new RedisReleaseStore(redis.server.url, redis.prefix, 1, 60_000)
    const { first, afterFirst } = await publishSiteAndEdit(store)
    // The first release is dropped (one kept), but its page stays until the collection.
    expect(await store.read(first.id)).toBeNull()
    expect(await storedPieces()).toBe(afterFirst + 2)
    await store.close()
    expect(await storedPieces()).toBe(afterFirst)
  })

  it('reads a release with a missing piece as damage', async () => {
    const store = new RedisReleaseStore(redis.server.url, redis.prefix)
    try {
      const release = makeRelease(site())
      await store.publish(release)
      await withClient(async (client) => {
        const [hash] = await client.sMembers(`${redis.prefix}pieces`)
        await client.del(`${redis.prefix}piece:${hash}`)
      })
      await expect(store.read(release.id)).rejects.toThrow(/is missing/)
    } finally {
      await store.close()
    }
  })
})
