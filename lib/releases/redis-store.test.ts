/** @jest-environment node */
import { redisForTests } from '../testing/redis-server'
import { makeRelease } from './__fixtures__/make-release'
import { describeReleaseStore } from './__fixtures__/store-contract'
import { RedisReleaseStore } from './redis-store'
import { ReleaseStoreUnavailableError } from './store'

jest.setTimeout(30_000)

// Each test gets its own key prefix on the one server; the stores a test opens share it.
const redis = redisForTests('release-store')
describeReleaseStore(
  'RedisReleaseStore',
  async (keep) => new RedisReleaseStore(redis.server.url, redis.prefix, keep),
)

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
