/**
 * The page around a component as the site serves it: the early-input script of the document head
 * (lib/chrome/inline/early-input.ts) runs first, and once React has hydrated, pages/_app.tsx lets the
 * held clicks through. Search shortcuts stay held until the search code binds them.
 */
import { earlyInputScript } from '@/lib/chrome/inline-scripts.cjs'
import { replayEarlyClicks } from '@/lib/chrome/early-input-replay'

export function serveWithEarlyInput(): { hydrated: () => void } {
  new Function(earlyInputScript)()
  return { hydrated: replayEarlyClicks }
}

/** Removes the script's listeners (replaying what it still holds) and its global. */
export function removeEarlyInput(): void {
  window.__earlyInput?.replayClicks()
  window.__earlyInput?.replayShortcuts()
  delete window.__earlyInput
}
