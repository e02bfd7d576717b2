/** @jest-environment node */
import { DeferredCollection } from './deferred-collection'

/** A collection of `steps` steps, each waiting for the test to let it go on; it stops when aborted. */
function steppedCollection(steps: number) {
  const done: number[] = []
  const waiting: Array<() => void> = []
  let runs = 0
  const collect = async (signal: AbortSignal) => {
    runs++
    for (let step = 0; step < steps; step++) {
      if (signal.aborted) return
      await new Promise<void>((resolve) => waiting.push(resolve))
      done.push(step)
    }
  }
  const next = async () => {
    for (let turn = 0; turn < 100 && waiting.length === 0; turn++) await Promise.resolve()
    waiting.shift()?.()
  }
  return { collect, next, done, runs: () => runs }
}

const turns = async (count = 20) => {
  for (let i = 0; i < count; i++) await Promise.resolve()
}

describe('DeferredCollection', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }))
  afterEach(() => jest.useRealTimers())

  it('collects once, the delay after the last of several publishes', async () => {
    const collect = jest.fn(async () => undefined)
    const collection = new DeferredCollection(collect, 2_000)
    collection.schedule()
    jest.advanceTimersByTime(1_500)
    collection.schedule()
    jest.advanceTimersByTime(1_500)
    expect(collect).not.toHaveBeenCalled()
    jest.advanceTimersByTime(600)
    await turns()
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('gives way to a publish: the collection under way stops at its next step, and giveWay waits until it has', async () => {
    const stepped = steppedCollection(5)
    const collection = new DeferredCollection(stepped.collect, 2_000)
    collection.schedule()
    jest.advanceTimersByTime(2_000)
    await stepped.next()
    await turns()
    expect(stepped.done).toEqual([0])

    let gaveWay = false
    const waiting = collection.giveWay().then(() => {
      gaveWay = true
    })
    await turns()
    // The step under way finishes; giveWay resolves only once the collection has returned.
    expect(gaveWay).toBe(false)
    await stepped.next()
    await waiting
    expect(stepped.done).toEqual([0, 1])
    expect(gaveWay).toBe(true)

    // The publish schedules the next collection, which runs all its steps.
    collection.schedule()
    jest.advanceTimersByTime(2_000)
    for (let step = 0; step < 5; step++) await stepped.next()
    await collection.flush()
    expect(stepped.runs()).toBe(2)
    expect(stepped.done).toEqual([0, 1, 0, 1, 2, 3, 4])
  })

  it('lets a collection finish when none has finished for mustFinishWithinMs, so a store saved without pause still sheds pieces', async () => {
    let now = 0
    const stepped = steppedCollection(3)
    const collection = new DeferredCollection(stepped.collect, 2_000, {
      mustFinishWithinMs: 60_000,
      now: () => now,
    })
    now = 61_000
    collection.schedule()
    jest.advanceTimersByTime(2_000)
    await stepped.next()
    const waiting = collection.giveWay()
    await stepped.next()
    await stepped.next()
    await waiting
    expect(stepped.done).toEqual([0, 1, 2])

    // That one finished at 61 s: the next one gives way again.
    collection.schedule()
    jest.advanceTimersByTime(2_000)
    await stepped.next()
    const again = collection.giveWay()
    await stepped.next()
    await again
    expect(stepped.done).toEqual([0, 1, 2, 0, 1])
  })

  it('waits for nothing when no collection is under way, and a failed collection does not fail the publish', async () => {
    const collection = new DeferredCollection(async () => {
      throw new Error('disk gone')
    }, 2_000)
    await expect(collection.giveWay()).resolves.toBeUndefined()
    collection.schedule()
    jest.advanceTimersByTime(2_000)
    await turns()
    await expect(collection.giveWay()).resolves.toBeUndefined()
  })
})
