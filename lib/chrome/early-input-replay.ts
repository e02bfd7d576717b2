declare global {
  interface Window {
    /** Set by the early-input script (lib/chrome/early-input.cjs) in the document head. */
    __replayEarlyInput?: () => void
  }
}

/**
 * Does what the reader did before the page hydrated (buttons pressed, search shortcuts), now that
 * React handles them, and stops holding input back. Called once, when the app has hydrated.
 */
export function replayEarlyInput(): void {
  window.__replayEarlyInput?.()
}
