declare global {
  interface Window {
    /** Set by the early-input script (lib/chrome/early-input.cjs) in the document head. */
    __earlyInput?: {
      replayClicks: () => void
      onShortcutHeld: (callback: () => void) => void
      replayShortcuts: () => void
    }
  }
}

/**
 * Presses the buttons the reader pressed before the page hydrated, now that React handles them,
 * and stops holding clicks back. Called once, when the app has hydrated.
 */
export function replayEarlyClicks(): void {
  window.__earlyInput?.replayClicks()
}

/** Calls `callback` when a search shortcut is held back (at once if one already is), until the shortcuts are bound. */
export function onEarlyShortcutHeld(callback: () => void): () => void {
  window.__earlyInput?.onShortcutHeld(callback)
  return () => window.__earlyInput?.onShortcutHeld(() => undefined)
}

/** Replays the search shortcuts pressed before they were bound, and stops holding them back. */
export function replayEarlyShortcuts(): void {
  window.__earlyInput?.replayShortcuts()
}
