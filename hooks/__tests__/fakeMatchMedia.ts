type Listener = (event: { matches: boolean }) => void

/**
 * jsdom has no matchMedia: this one answers each query from a table the test controls, and
 * `set()` fires the query's change listeners as a resize would.
 */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map<string, { matches: boolean; listeners: Set<Listener> }>()
  const entry = (query: string) => {
    let found = state.get(query)
    if (!found) {
      found = { matches: initial[query] ?? false, listeners: new Set() }
      state.set(query, found)
    }
    return found
  }
  window.matchMedia = (query: string) => {
    const item = entry(query)
    return {
      media: query,
      get matches() {
        return item.matches
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => item.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => item.listeners.delete(listener),
      addListener: (listener: Listener) => item.listeners.add(listener),
      removeListener: (listener: Listener) => item.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList
  }
  return {
    set(query: string, matches: boolean) {
      const item = entry(query)
      item.matches = matches
      item.listeners.forEach((listener) => listener({ matches }))
    },
  }
}
