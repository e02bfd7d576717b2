import { act, renderHook } from '@testing-library/react'
import Router from 'next/router'
import { useRouteProgress } from './useRouteProgress'

describe('useRouteProgress', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function setUp() {
    // The router's own event emitter; the hook's listeners go when the test unmounts it.
    const events = Router.events
    const { result } = renderHook(() => useRouteProgress(events, 200))
    return { events, result }
  }

  it('appears only once a route change has taken longer than the delay', () => {
    const { events, result } = setUp()
    act(() => events.emit('routeChangeStart', '/docs/index', { shallow: false }))
    act(() => jest.advanceTimersByTime(199))
    expect(result.current).toBe(false)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    act(() => events.emit('routeChangeComplete', '/docs/index'))
    expect(result.current).toBe(false)
  })

  it('never shows for a quick route change', () => {
    const { events, result } = setUp()
    act(() => events.emit('routeChangeStart', '/faq', { shallow: false }))
    act(() => jest.advanceTimersByTime(150))
    act(() => events.emit('routeChangeComplete', '/faq'))
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current).toBe(false)
  })

  it('hides on a failed route change and ignores shallow ones', () => {
    const { events, result } = setUp()
    act(() => events.emit('routeChangeStart', '/faq', { shallow: false }))
    act(() => jest.advanceTimersByTime(300))
    act(() => events.emit('routeChangeError', new Error('boom'), '/faq'))
    expect(result.current).toBe(false)
    act(() => events.emit('routeChangeStart', '/faq?tab=2', { shallow: true }))
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current).toBe(false)
  })
})
