import { allowsViewportPrefetch, skipViewportPrefetch, type PrefetchingRouter } from './prefetch'

describe('prefetch policy', () => {
  it('prefetches unless data saver is on or the connection is 2g', () => {
    expect(allowsViewportPrefetch(undefined)).toBe(true)
    expect(allowsViewportPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(allowsViewportPrefetch({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(allowsViewportPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
    expect(allowsViewportPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(allowsViewportPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('skips viewport prefetches but keeps hover prefetches, and can be undone', async () => {
    const prefetch = jest.fn(() => Promise.resolve())
    const router: PrefetchingRouter = { prefetch }
    const restore = skipViewportPrefetch(router)
    await router.prefetch('/docs/index', '/docs/index', {})
    expect(prefetch).not.toHaveBeenCalled()
    await router.prefetch('/faq', '/faq', { priority: true })
    expect(prefetch).toHaveBeenCalledWith('/faq', '/faq', { priority: true })
    restore()
    expect(router.prefetch).toBe(prefetch)
  })
})
