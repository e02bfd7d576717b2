import { createTypedQuery, type TypedQueryTimers } from './typed-query'

/** Timers the test runs by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>()
  let next = 0
  const timers: TypedQueryTimers = {
    setTimeout: (callback) => {
      next += 1
      pending.set(next, callback)
      return next
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  }
  const fire = () => [...pending.values()].forEach((callback) => callback())
  return { timers, fire, pending: () => pending.size }
}

describe('createTypedQuery', () => {
  it('records a query at once and tells its subscribers only on flush', () => {
    const { timers } = manualTimers()
    const store = createTypedQuery('', 100, timers)
    const listener = jest.fn()
    store.subscribe(listener)
    store.set('clu')
    store.set('clus')
    expect(store.get()).toBe('clus')
    expect(listener).not.toHaveBeenCalled()
    store.flush()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('tells nobody on a flush with nothing new, or after unsubscribing', () => {
    const { timers } = manualTimers()
    const store = createTypedQuery('admin', 100, timers)
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    store.set('admin')
    store.flush()
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
    store.set('admin server')
    store.flush()
    expect(listener).not.toHaveBeenCalled()
  })

  it('flushes by itself after the fallback delay when no answer does, and not twice', () => {
    const clock = manualTimers()
    const store = createTypedQuery('', 100, clock.timers)
    const listener = jest.fn()
    store.subscribe(listener)
    store.set('eureka')
    expect(clock.pending()).toBe(1)
    clock.fire()
    expect(listener).toHaveBeenCalledTimes(1)
    store.flush()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('drops the fallback timer when an answer flushes first', () => {
    const clock = manualTimers()
    const store = createTypedQuery('', 100, clock.timers)
    store.set('slack')
    store.flush()
    expect(clock.pending()).toBe(0)
  })
})
