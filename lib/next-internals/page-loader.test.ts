/**
 * What page-loader.ts relies on in Next.js's client router, checked against the installed Next.js:
 * a failure after an upgrade names what changed. The browser tests under "prefetching"
 * (e2e/chrome.test.ts) show the behaviour it carries.
 */
import { nextInternal, upgradeProblem } from './installed-next'
import { pageCodeLoaderOf, type PageCodeLoader } from './page-loader'

describe("Next.js's client router (lib/next-internals/page-loader.ts)", () => {
  it('keeps the page loader it was made with, with the two methods the prefetch policy calls', () => {
    const { default: PageLoader } = nextInternal<{ default: { prototype: Record<string, unknown> } }>(
      'next/dist/client/page-loader',
    )
    const missing = ['getPageList', 'prefetch'].filter(
      (method) => typeof PageLoader.prototype[method] !== 'function',
    )
    expect(
      missing.map((method) =>
        upgradeProblem(`the page loader has no ${method}; lib/chrome/prefetch.ts calls it`),
      ),
    ).toEqual([])
    const { default: Router } = nextInternal<{ default: new (...args: unknown[]) => object }>(
      'next/dist/shared/lib/router/router',
    )
    const loader: PageCodeLoader = { getPageList: async () => ['/'], prefetch: async () => undefined }
    // The router reads the page's embedded data as it starts, as in a browser.
    Object.assign(window, { __NEXT_DATA__: { page: '/', query: {}, buildId: 'test', props: {} } })
    const router = new Router('/', {}, '/', {
      initialProps: {},
      pageLoader: loader,
      App: () => null,
      wrapApp: (app: unknown) => app,
      Component: () => null,
      subscription: async () => undefined,
      isFallback: false,
      isPreview: false,
    })
    const kept = pageCodeLoaderOf(router) === loader
    expect(
      kept ? null : upgradeProblem('the client router no longer keeps its page loader as `pageLoader`'),
    ).toBeNull()
  })

  it('says there is none when a router lacks it or its methods', () => {
    expect(pageCodeLoaderOf({})).toBeNull()
    expect(pageCodeLoaderOf({ pageLoader: { getPageList: () => [] } })).toBeNull()
  })
})
