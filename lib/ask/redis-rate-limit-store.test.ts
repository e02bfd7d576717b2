/** @jest-environment node */
import { redisForTests } from '../testing/redis-server'
import { RedisRateLimitStore } from './redis-rate-limit-store'

jest.setTimeout(30_000)

const rule = { limit: 3, windowMs: 60_000 }
const redis = redisForTests('limit')
let stores: RedisRateLimitStore[] = []

afterEach(async () => {
  await Promise.all(stores.map((store) => store.close()))
  stores = []
})

/** A store as one server instance has it; instances of one test share the key prefix. */
function instance(): RedisRateLimitStore {
  const store = new RedisRateLimitStore(redis.server.url, redis.prefix)
  stores.push(store)
  return store
}

/** The first take connects; waits until a take was counted in Redis rather than in memory. */
async function connected(store: RedisRateLimitStore): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await store.take('warm-up', { limit: 1_000, windowMs: 1 }, 0)
    if ((store as unknown as { client: { isReady: boolean } }).client.isReady) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the store did not connect to Redis')
}

describe('RedisRateLimitStore', () => {
  it('gives two instances one budget per client', async () => {
    const [a, b] = [instance(), instance()]
    await Promise.all([connected(a), connected(b)])
    const now = 1_000_000
    expect(await a.take('client', rule, now)).toEqual({ allowed: true, remaining: 2 })
    expect(await b.take('client', rule, now + 1)).toEqual({ allowed: true, remaining: 1 })
    expect(await a.take('client', rule, now + 2)).toEqual({ allowed: true, remaining: 0 })
    expect(await b.take('client', rule, now + 3)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
    })
    // Another client has a budget of its own; the window slides.
    expect(await b.take('other', rule, now + 3)).toMatchObject({ allowed: true })
    // At now + 60 001 the first two have left the window (as in the memory store).
    expect(await a.take('client', rule, now + 60_001)).toEqual({ allowed: true, remaining: 1 })
  })

  it('gives the last place to one of two instances asking at once', async () => {
    const [a, b] = [instance(), instance()]
    await Promise.all([connected(a), connected(b)])
    await a.take('client', rule, 1)
    await a.take('client', rule, 2)
    const answers = await Promise.all([a.take('client', rule, 3), b.take('client', rule, 3)])
    expect(answers.map((answer) => answer.allowed).sort()).toEqual([false, true])
  })

  it("counts in the instance's memory while Redis is down, and in Redis again when it is back", async () => {
    const store = instance()
    await connected(store)
    await redis.server.stop()
    try {
      for (let i = 0; i < 3; i++)
        expect(await store.take('down', rule, 10 + i)).toMatchObject({ allowed: true })
      expect(await store.take('down', rule, 20)).toMatchObject({ allowed: false })
    } finally {
      await redis.server.restart()
    }
    await connected(store)
    expect(await store.take('down', rule, 30)).toEqual({ allowed: true, remaining: 2 })
  })
})
