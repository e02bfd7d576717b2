/** The hydration loader's timing, shared by its source (hydration-loader.ts) and its tests. */

/** After the load event, how long a page left alone waits before its scripts start anyway. */
export const IDLE_START_MS = 5000

/** What counts as a reader starting to use the page. */
export const INTENT_EVENTS = [
  'keydown',
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
]
