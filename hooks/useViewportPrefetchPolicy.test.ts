import { renderHook } from '@testing-library/react'
import Router from 'next/router'
import { useViewportPrefetchPolicy } from './useViewportPrefetchPolicy'

type Writable = { router: unknown }

function withConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
}

describe('useViewportPrefetchPolicy', () => {
  const prefetch = jest.fn(() => Promise.resolve())
  beforeEach(() => {
    prefetch.mockClear()
    ;(Router as unknown as Writable).router = { prefetch, asPath: '/docs/server/security' }
  })
  afterAll(() => {
    ;(Router as unknown as Writable).router = null
    withConnection(undefined)
  })

  it('keeps prefetching on a normal connection, except the page on screen', async () => {
    withConnection({ effectiveType: '4g', saveData: false })
    renderHook(() => useViewportPrefetchPolicy())
    await Router.router?.prefetch('/docs/server/security')
    expect(prefetch).not.toHaveBeenCalled()
    await Router.router?.prefetch('/docs/index')
    expect(prefetch).toHaveBeenCalledWith('/docs/index', undefined, undefined)
  })

  it('stops viewport prefetches with the data saver on, until unmounted', async () => {
    withConnection({ effectiveType: '4g', saveData: true })
    const { unmount } = renderHook(() => useViewportPrefetchPolicy())
    await Router.router?.prefetch('/docs/index')
    expect(prefetch).not.toHaveBeenCalled()
    unmount()
    expect(Router.router?.prefetch).toBe(prefetch)
  })
})
