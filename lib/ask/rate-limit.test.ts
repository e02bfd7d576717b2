import { MemoryRateLimitStore } from './memory-rate-limit-store'
import { SlidingWindowRateLimiter, type RateLimitStore } from './rate-limit'

function limiter(limit: number, options: { store?: RateLimitStore } = {}) {
  let now = 1_000_000
  const instance = new SlidingWindowRateLimiter({ limit, windowMs: 60_000, now: () => now, ...options })
  return { instance, advance: (ms: number) => (now += ms) }
}

describe('SlidingWindowRateLimiter', () => {
  it('allows the configured number of requests per window and counts down', async () => {
    const { instance } = limiter(3)
    const decisions = []
    for (let i = 0; i < 4; i++) decisions.push(await instance.take('a'))
    expect(decisions).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
      { allowed: false, remaining: 0, retryAfterSeconds: 60 },
    ])
  })

  it('says when the oldest request leaves the window, and lets the next one in then', async () => {
    const { instance, advance } = limiter(2)
    await instance.take('a')
    advance(20_000)
    await instance.take('a')
    advance(10_500)
    await expect(instance.take('a')).resolves.toMatchObject({ allowed: false, retryAfterSeconds: 30 })
    advance(29_000)
    await expect(instance.take('a')).resolves.toMatchObject({ allowed: false, retryAfterSeconds: 1 })
    advance(1_000)
    await expect(instance.take('a')).resolves.toEqual({ allowed: true, remaining: 0 })
  })

  it('slides: refused requests are not counted', async () => {
    const { instance, advance } = limiter(1)
    await instance.take('a')
    for (let i = 0; i < 5; i++) {
      advance(10_000)
      await instance.take('a')
    }
    advance(10_000)
    await expect(instance.take('a')).resolves.toMatchObject({ allowed: true })
  })

  it('counts each client on its own', async () => {
    const { instance } = limiter(1)
    await expect(instance.take('a')).resolves.toMatchObject({ allowed: true })
    await expect(instance.take('b')).resolves.toMatchObject({ allowed: true })
    await expect(instance.take('a')).resolves.toMatchObject({ allowed: false })
  })

  it('refuses all but the limit of requests taken at the same moment', async () => {
    const { instance } = limiter(3)
    const decisions = await Promise.all(Array.from({ length: 10 }, () => instance.take('a')))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
  })

  it('counts in the store it is given, with its rule and clock', async () => {
    const take = jest.fn<ReturnType<RateLimitStore['take']>, Parameters<RateLimitStore['take']>>(() =>
      Promise.resolve({ allowed: false, remaining: 0, retryAfterSeconds: 7 }),
    )
    const { instance } = limiter(5, { store: { take } })
    await expect(instance.take('203.0.113.9')).resolves.toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 7,
    })
    expect(take).toHaveBeenCalledWith('203.0.113.9', { limit: 5, windowMs: 60_000 }, 1_000_000)
  })

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new SlidingWindowRateLimiter({ limit: 0 })).toThrow(RangeError)
    expect(() => new SlidingWindowRateLimiter({ limit: 1.5 })).toThrow(RangeError)
  })
})

describe('MemoryRateLimitStore', () => {
  it('keeps its memory bounded, forgetting idle clients first', async () => {
    const store = new MemoryRateLimitStore({ maxClients: 3 })
    const { instance, advance } = limiter(1, { store })
    await instance.take('old')
    advance(61_000)
    for (const client of ['a', 'b', 'c']) await instance.take(client)
    expect(store.size).toBe(3)
    for (const client of ['d', 'e']) await instance.take(client)
    expect(store.size).toBe(3)
    await expect(instance.take('e')).resolves.toMatchObject({ allowed: false })
  })
})
