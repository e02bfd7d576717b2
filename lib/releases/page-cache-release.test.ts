import { pageCacheIsShared } from './page-cache-release'

describe('pageCacheIsShared', () => {
  it('is shared exactly when the server has a Redis URL (lib/server/cache-handler.mjs)', () => {
    expect(pageCacheIsShared({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true)
    expect(pageCacheIsShared({ REDIS_URL: '  ' })).toBe(false)
    expect(pageCacheIsShared({})).toBe(false)
  })
})
