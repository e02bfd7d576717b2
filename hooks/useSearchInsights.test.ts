import { renderHook } from '@testing-library/react'
import { useSearchInsights } from './useSearchInsights'

const mockAa = jest.fn()
const mockLoaded = jest.fn()
jest.mock('search-insights', () => {
  mockLoaded()
  return { __esModule: true, default: (...args: unknown[]) => mockAa(...args) }
})

const target = { appId: 'APP', apiKey: 'KEY', indexName: 'docs' }
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

it('is off by default: no reporter and the library is never loaded', () => {
  const { result } = renderHook(() => useSearchInsights(target))
  expect(result.current).toBeNull()
  expect(mockLoaded).not.toHaveBeenCalled()
})

it('loads search-insights on the first event when on, initialises it without cookies, and sends events', async () => {
  const { result, unmount } = renderHook(() => useSearchInsights(target, true))
  expect(mockLoaded).not.toHaveBeenCalled()
  result.current!.clicked({ objectID: 'o1', queryID: 'q1', position: 2 })
  await flush()
  expect(mockLoaded).toHaveBeenCalledTimes(1)
  // The embedded backend (the default) takes the events on this site.
  expect(mockAa).toHaveBeenNthCalledWith(1, 'init', {
    appId: 'APP',
    apiKey: 'KEY',
    useCookie: false,
    anonymousUserToken: true,
    host: 'http://localhost/3.5.6/api/search',
  })
  expect(mockAa).toHaveBeenCalledWith(
    'clickedObjectIDsAfterSearch',
    expect.objectContaining({ queryID: 'q1', positions: [2] }),
  )
  result.current!.viewed(['a', 'b'])
  unmount()
  await flush()
  expect(mockAa).toHaveBeenCalledWith('viewedObjectIDs', expect.objectContaining({ objectIDs: ['a', 'b'] }))
})
