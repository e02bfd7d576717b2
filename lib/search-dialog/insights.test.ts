import { chunk, createInsightsReporter, INSIGHTS_EVENT_NAMES, once, type InsightsFunction } from './insights'

const settings = { indexName: 'docs', viewBatchSize: 20, viewDebounceMs: 400 }

function setup() {
  const aa = jest.fn<void, Parameters<InsightsFunction>>()
  const load = jest.fn(() => Promise.resolve(aa as InsightsFunction))
  return { aa, load, reporter: createInsightsReporter(load, settings) }
}

const flushPromises = () =>
  new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve))

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('debounces view events by 400 ms and sends them in batches of 20', async () => {
  const { aa, load, reporter } = setup()
  reporter.viewed(Array.from({ length: 15 }, (_, i) => `a${i}`))
  jest.advanceTimersByTime(399)
  reporter.viewed(Array.from({ length: 15 }, (_, i) => `b${i}`))
  jest.advanceTimersByTime(399)
  expect(load).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  await flushPromises()
  expect(aa).toHaveBeenCalledTimes(2)
  const [first, second] = aa.mock.calls
  expect(first![0]).toBe('viewedObjectIDs')
  expect(first![1]).toEqual({
    eventName: INSIGHTS_EVENT_NAMES.viewed,
    index: 'docs',
    objectIDs: expect.any(Array),
  })
  expect((first![1] as { objectIDs: string[] }).objectIDs).toHaveLength(20)
  expect((second![1] as { objectIDs: string[] }).objectIDs).toHaveLength(10)
})

it('sends each viewed hit once per batch', async () => {
  const { aa, reporter } = setup()
  reporter.viewed(['a', 'b'])
  reporter.viewed(['b', 'c'])
  reporter.flush()
  await flushPromises()
  expect(aa).toHaveBeenCalledWith('viewedObjectIDs', expect.objectContaining({ objectIDs: ['a', 'b', 'c'] }))
})

it('sends clicks with queryID and position, and conversions with queryID', async () => {
  const { aa, reporter } = setup()
  reporter.clicked({ objectID: 'x', queryID: 'q1', position: 3 })
  reporter.converted({ objectID: 'x', queryID: 'q1' })
  await flushPromises()
  expect(aa).toHaveBeenCalledWith('clickedObjectIDsAfterSearch', {
    eventName: INSIGHTS_EVENT_NAMES.clicked,
    index: 'docs',
    queryID: 'q1',
    objectIDs: ['x'],
    positions: [3],
  })
  expect(aa).toHaveBeenCalledWith('convertedObjectIDsAfterSearch', {
    eventName: INSIGHTS_EVENT_NAMES.converted,
    index: 'docs',
    queryID: 'q1',
    objectIDs: ['x'],
  })
})

it('drops events when the library cannot be loaded, without an error, and sends later ones once it can', async () => {
  const aa = jest.fn<void, Parameters<InsightsFunction>>()
  const load = jest
    .fn<Promise<InsightsFunction>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(aa)
  const unhandled = jest.fn()
  process.on('unhandledRejection', unhandled)
  try {
    const reporter = createInsightsReporter(load, settings)
    expect(() => reporter.clicked({ objectID: 'x', queryID: 'q', position: 1 })).not.toThrow()
    await flushPromises()
    expect(load).toHaveBeenCalledTimes(1)
    expect(aa).not.toHaveBeenCalled()

    reporter.clicked({ objectID: 'y', queryID: 'q', position: 2 })
    await flushPromises()
    expect(aa).toHaveBeenCalledTimes(1)
    expect(aa).toHaveBeenCalledWith(
      'clickedObjectIDsAfterSearch',
      expect.objectContaining({ objectIDs: ['y'] }),
    )
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('unhandledRejection', unhandled)
  }
})

it('once memoises a loader and retries after a failure', async () => {
  jest.useRealTimers()
  let calls = 0
  const load = once(() => (++calls === 1 ? Promise.reject(new Error('x')) : Promise.resolve(calls)))
  await expect(load()).rejects.toThrow('x')
  await expect(load()).resolves.toBe(2)
  await expect(load()).resolves.toBe(2)
})

it('chunk', () => {
  expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
  expect(chunk([], 20)).toEqual([])
})
