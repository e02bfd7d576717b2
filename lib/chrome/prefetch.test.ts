import { allowsViewportPrefetch, applyPrefetchPolicy, pagePathOf, type PrefetchingRouter } from './prefetch'

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
    const restore = applyPrefetchPolicy(router, { viewport: false, currentPath: () => '/docs/server' })
    await router.prefetch('/docs/index', '/docs/index', {})
    expect(prefetch).not.toHaveBeenCalled()
    await router.prefetch('/faq', '/faq', { priority: true })
    expect(prefetch).toHaveBeenCalledWith('/faq', '/faq', { priority: true })
    restore()
    expect(router.prefetch).toBe(prefetch)
  })

  it('never prefetches the page on screen, in any spelling', async () => {
    const prefetch = jest.fn(() => Promise.resolve())
    const router: PrefetchingRouter = { prefetch }
    applyPrefetchPolicy(router, { viewport: true, currentPath: () => '/docs/server/security#csrf' })
    await router.prefetch('/docs/[[...slug]]', '/docs/server/security', {})
    await router.prefetch('/docs/server/security/', undefined, { priority: true })
    await router.prefetch('/docs/server/security?x=1#top', '/docs/server/security?x=1#top', {})
    expect(prefetch).not.toHaveBeenCalled()
    await router.prefetch('/docs/[[...slug]]', '/docs/server/security-more', {})
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('reduces a URL to the page it shows', () => {
    expect(pagePathOf('/docs/server/?tab=1#top')).toBe('/docs/server')
    expect(pagePathOf('/')).toBe('/')
    expect(pagePathOf('/#top')).toBe('/')
  })
})
