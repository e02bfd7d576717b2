import { renderHook } from '@testing-library/react'
import Router from 'next/router'
import { usePrefetchPolicy } from './usePrefetchPolicy'

type Writable = { router: unknown }

function withConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
}

describe('usePrefetchPolicy', () => {
  const prefetch = jest.fn((..._args: unknown[]) => Promise.resolve())
  const codePrefetch = jest.fn((_route: string) => Promise.resolve())
  beforeEach(() => {
    prefetch.mockClear()
    codePrefetch.mockClear()
    ;(Router as unknown as Writable).router = {
      prefetch,
      asPath: '/docs/server/security',
      basePath: '/3.5.6',
      pageLoader: {
        getPageList: () => Promise.resolve(['/', '/docs/[[...slug]]', '/[page]']),
        prefetch: codePrefetch,
      },
    }
  })
  afterAll(() => {
    ;(Router as unknown as Writable).router = null
    withConnection(undefined)
    document.body.innerHTML = ''
  })

  it('prefetches the code of a page in view on a normal connection, except the page on screen', async () => {
    withConnection({ effectiveType: '4g', saveData: false })
    renderHook(() => usePrefetchPolicy())
    await Router.router?.prefetch('/docs/server/security')
    await Router.router?.prefetch('/docs/index')
    expect(codePrefetch.mock.calls).toEqual([['/docs/[[...slug]]']])
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('stops viewport prefetches with the data saver on, until unmounted', async () => {
    withConnection({ effectiveType: '4g', saveData: true })
    const { unmount } = renderHook(() => usePrefetchPolicy())
    await Router.router?.prefetch('/docs/index')
    expect(codePrefetch).not.toHaveBeenCalled()
    unmount()
    expect(Router.router?.prefetch).toBe(prefetch)
  })

  it('prefetches code and data of a page whose link gets focus, until unmounted', () => {
    withConnection({ effectiveType: '4g', saveData: true })
    document.body.innerHTML = `
      <a href="/3.5.6/docs/server/Clustering">Clustering</a>
      <a href="https://github.com/codecentric/spring-boot-admin">GitHub</a>
      <a href="/3.5.6/blog/rss.xml">RSS</a>`
    const [clustering, github, feed] = Array.from(document.querySelectorAll('a'))
    const { unmount } = renderHook(() => usePrefetchPolicy())
    github?.focus()
    feed?.focus()
    expect(prefetch).not.toHaveBeenCalled()
    clustering?.focus()
    expect(prefetch).toHaveBeenCalledWith('/docs/server/Clustering', '/docs/server/Clustering', {
      priority: true,
    })
    unmount()
    github?.focus()
    clustering?.focus()
    expect(prefetch).toHaveBeenCalledTimes(1)
  })
})
