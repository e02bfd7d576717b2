import {
  allowsViewportPrefetch,
  applyPrefetchPolicy,
  intentPathOf,
  pagePathOf,
  pageRouteOf,
  type PrefetchingRouter,
} from './prefetch'

// The build's page list in Next's order (most specific first), as the site has it.
const ROUTES = [
  '/',
  '/404',
  '/_app',
  '/_error',
  '/api/ask',
  '/api/search/[...path]',
  '/blog',
  '/blog/rss.xml',
  '/blog/[...slug]',
  '/docs/[[...slug]]',
  '/[page]',
]

function routerWithLoader() {
  const prefetch = jest.fn((..._args: unknown[]) => Promise.resolve())
  const codePrefetch = jest.fn((_route: string) => Promise.resolve())
  const router: PrefetchingRouter = { prefetch }
  const loader = { getPageList: () => Promise.resolve(ROUTES), prefetch: codePrefetch }
  return { router, loader, prefetch, codePrefetch }
}

describe('prefetch policy', () => {
  it('prefetches unless data saver is on or the connection is 2g', () => {
    expect(allowsViewportPrefetch(undefined)).toBe(true)
    expect(allowsViewportPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(allowsViewportPrefetch({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(allowsViewportPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
    expect(allowsViewportPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(allowsViewportPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('gives a link in view its page code only, and a hover the code and data', async () => {
    const { router, loader, prefetch, codePrefetch } = routerWithLoader()
    applyPrefetchPolicy(router, loader, { viewport: true, currentPath: () => '/docs/server' })
    await router.prefetch('/faq', '/faq', {})
    await router.prefetch('/blog/2024/release', undefined, undefined)
    expect(codePrefetch.mock.calls).toEqual([['/[page]'], ['/blog/[...slug]']])
    expect(prefetch).not.toHaveBeenCalled()
    await router.prefetch('/faq', '/faq', { priority: true })
    expect(prefetch).toHaveBeenCalledWith('/faq', '/faq', { priority: true })
  })

  it('skips links in view without viewport prefetching but keeps hover prefetches, and can be undone', async () => {
    const { router, loader, prefetch, codePrefetch } = routerWithLoader()
    const original = router.prefetch
    const restore = applyPrefetchPolicy(router, loader, {
      viewport: false,
      currentPath: () => '/docs/server',
    })
    await router.prefetch('/docs/index', '/docs/index', {})
    expect(prefetch).not.toHaveBeenCalled()
    expect(codePrefetch).not.toHaveBeenCalled()
    await router.prefetch('/faq', '/faq', { priority: true })
    expect(prefetch).toHaveBeenCalledWith('/faq', '/faq', { priority: true })
    restore()
    expect(router.prefetch).toBe(original)
  })

  it("fetches nothing for links in view without Next's page loader, and still prefetches on hover", async () => {
    const { router, prefetch } = routerWithLoader()
    applyPrefetchPolicy(router, null, { viewport: true, currentPath: () => '/docs/server' })
    await router.prefetch('/faq', '/faq', {})
    expect(prefetch).not.toHaveBeenCalled()
    await router.prefetch('/faq', '/faq', { priority: true })
    expect(prefetch).toHaveBeenCalledWith('/faq', '/faq', { priority: true })
  })

  it('never prefetches the page on screen, in any spelling', async () => {
    const { router, loader, prefetch, codePrefetch } = routerWithLoader()
    applyPrefetchPolicy(router, loader, { viewport: true, currentPath: () => '/docs/server/security#csrf' })
    await router.prefetch('/docs/[[...slug]]', '/docs/server/security', {})
    await router.prefetch('/docs/server/security/', undefined, { priority: true })
    await router.prefetch('/docs/server/security?x=1#top', '/docs/server/security?x=1#top', {})
    expect(prefetch).not.toHaveBeenCalled()
    expect(codePrefetch).not.toHaveBeenCalled()
    await router.prefetch('/docs/[[...slug]]', '/docs/server/security-more', { priority: true })
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('reduces a URL to the page it shows', () => {
    expect(pagePathOf('/docs/server/?tab=1#top')).toBe('/docs/server')
    expect(pagePathOf('/')).toBe('/')
    expect(pagePathOf('/#top')).toBe('/')
  })
})

describe('pageRouteOf', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/rss.xml', '/blog/rss.xml'],
    ['/blog/2024/release-notes', '/blog/[...slug]'],
    ['/docs', '/docs/[[...slug]]'],
    ['/docs/server/notifications/notifier-slack/', '/docs/[[...slug]]'],
    ['/faq?x=1', '/[page]'],
    ['/api/search/1/indexes', '/api/search/[...path]'],
  ])('%s is rendered by %s', (path, route) => {
    expect(pageRouteOf(path, ROUTES)).toBe(route)
  })

  it('finds no route for a path no page answers', () => {
    expect(pageRouteOf('/a/b', ['/', '/[page]'])).toBeUndefined()
    expect(pageRouteOf('/', ['/[page]'])).toBeUndefined()
  })
})

describe('intentPathOf', () => {
  const origin = 'https://docs.example.org'
  const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
    href,
    target: '',
    download: false,
    ...extra,
  })

  it('gives the router path of a page of the site', () => {
    expect(intentPathOf(link(`${origin}/3.5.6/docs/server/Clustering#top`), origin, '/3.5.6')).toBe(
      '/docs/server/Clustering',
    )
    expect(intentPathOf(link(`${origin}/3.5.6`), origin, '/3.5.6')).toBe('/')
    expect(intentPathOf(link(`${origin}/faq/`), origin, '')).toBe('/faq')
  })

  it('leaves out other sites, other base paths, new tabs, downloads, API routes and files', () => {
    expect(intentPathOf(link('https://github.com/codecentric'), origin, '/3.5.6')).toBeNull()
    expect(intentPathOf(link(`${origin}/3.5.60/docs`), origin, '/3.5.6')).toBeNull()
    expect(intentPathOf(link(`${origin}/3.5.6/faq`, { target: '_blank' }), origin, '/3.5.6')).toBeNull()
    expect(intentPathOf(link(`${origin}/3.5.6/faq`, { download: true }), origin, '/3.5.6')).toBeNull()
    expect(intentPathOf(link(`${origin}/3.5.6/api/ask`), origin, '/3.5.6')).toBeNull()
    expect(intentPathOf(link(`${origin}/3.5.6/blog/rss.xml`), origin, '/3.5.6')).toBeNull()
    expect(intentPathOf(link('not a url'), origin, '/3.5.6')).toBeNull()
  })
})
