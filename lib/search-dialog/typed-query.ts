/**
 * The query as the reader types it, held apart from the dialog's rendered state so that a
 * keystroke costs no render of its own. The input shows its text itself (it is not a controlled
 * input); what else follows the query (the "Ask AI" option's text, the clear button, the status
 * line) is rendered together with the answer the keystroke asked for, in one render, instead of
 * once for the key and once more for its answer a few milliseconds later. On a slow machine that
 * second render was what pushed the results into a later frame.
 *
 * A store in the shape React's `useSyncExternalStore` reads: `set` records the newest query
 * without telling anyone (every render still reads it, so nothing renders an older query than
 * the input shows), `flush` tells the subscribers. Whoever sets a query calls `flush` when its
 * answer is there; a timer flushes anyway after `fallbackMs`, so a slow or lost answer never
 * holds the rest of the dialog back for long.
 */

export interface TypedQueryTimers {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export interface TypedQuery {
  get: () => string
  /** Records the newest query; subscribers are told on `flush` or after the fallback delay. */
  set: (query: string) => void
  /** Tells the subscribers now, if a query was set since they were last told. */
  flush: () => void
  subscribe: (listener: () => void) => () => void
}

const browserTimers: TypedQueryTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function createTypedQuery(
  initial: string,
  fallbackMs: number,
  timers: TypedQueryTimers = browserTimers,
): TypedQuery {
  let query = initial
  let timer: unknown = null
  const listeners = new Set<() => void>()
  const flush = () => {
    if (timer === null) return
    timers.clearTimeout(timer)
    timer = null
    for (const listener of [...listeners]) listener()
  }
  return {
    get: () => query,
    set(next) {
      if (next === query) return
      query = next
      timer ??= timers.setTimeout(flush, fallbackMs)
    },
    flush,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
