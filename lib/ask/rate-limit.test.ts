import { SlidingWindowRateLimiter } from './rate-limit'

function limiter(limit: number, options: { maxClients?: number } = {}) {
  let now = 1_000_000
  const instance = new SlidingWindowRateLimiter({ limit, windowMs: 60_000, now: () => now, ...options })
  return { instance, advance: (ms: number) => (now += ms) }
}

describe('SlidingWindowRateLimiter', () => {
  it('allows the configured number of requests per window and counts down', () => {
    const { instance } = limiter(3)
    expect([1, 2, 3].map(() => instance.take('a'))).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
    ])
    expect(instance.take('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 })
  })

  it('says when the oldest request leaves the window, and lets the next one in then', () => {
    const { instance, advance } = limiter(2)
    instance.take('a')
    advance(20_000)
    instance.take('a')
    advance(10_500)
    expect(instance.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: 30 })
    advance(29_000)
    expect(instance.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 })
    advance(1_000)
    expect(instance.take('a')).toEqual({ allowed: true, remaining: 0 })
  })

  it('slides: refused requests are not counted', () => {
    const { instance, advance } = limiter(1)
    instance.take('a')
    for (let i = 0; i < 5; i++) {
      advance(10_000)
      instance.take('a')
    }
    advance(10_000)
    expect(instance.take('a')).toMatchObject({ allowed: true })
  })

  it('counts each client on its own', () => {
    const { instance } = limiter(1)
    expect(instance.take('a').allowed).toBe(true)
    expect(instance.take('b').allowed).toBe(true)
    expect(instance.take('a').allowed).toBe(false)
  })

  it('keeps its memory bounded, forgetting idle clients first', () => {
    const { instance, advance } = limiter(1, { maxClients: 3 })
    instance.take('old')
    advance(61_000)
    for (const client of ['a', 'b', 'c']) instance.take(client)
    expect(instance.size).toBe(3)
    for (const client of ['d', 'e']) instance.take(client)
    expect(instance.size).toBe(3)
    expect(instance.take('e').allowed).toBe(false)
  })

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new SlidingWindowRateLimiter({ limit: 0 })).toThrow(RangeError)
  })
})
