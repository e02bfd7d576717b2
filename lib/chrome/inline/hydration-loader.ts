/**
 * The hydration loader's source (compiled into lib/chrome/inline-scripts.cjs by
 * scripts/build-inline-scripts.mjs). Runs in <head>: starts the page's scripts (React, Next.js,
 * the page) when the reader first shows an intent to use the page, or once the page has been
 * loaded and left alone for a while, whichever comes first. Until then they are inert
 * `<script type="text/plain" data-hydration-script src>` elements (see DeferredHydrationHead in
 * pages/_document.tsx): the server HTML is the whole page, readable, navigable by its links and
 * styled in the reader's colour mode (boot.ts), so nothing needs the scripts before the reader
 * does something.
 *
 * Why: evaluating React and Next.js and hydrating a long page is one block of main-thread work
 * (about half a second on a mid-range phone) that cannot be split. Run right after the first paint,
 * as before, it landed exactly when a reader starts to scroll or tap and when a page-load audit
 * counts blocking time. Now it runs:
 * - on the first sign of intent (`INTENT_EVENTS`: a key, a pointer moving or pressed, a touch, the
 *   wheel, a scroll, focus moving into the page). Listeners are passive and do nothing but start the
 *   scripts, so the event itself is never delayed; a button pressed or a search shortcut typed
 *   before the scripts have run is held and replayed (early-input.ts);
 * - or `IDLE_START_MS` after the load event, in an idle period, for a reader who only reads: what
 *   the scripts add without any input (prefetching the links in view, restoring remembered tabs,
 *   diagrams drawn in the browser) then arrives while the page is idle.
 * A hidden tab's timers are throttled by the browser; its scripts start when it is used.
 *
 * The scripts start only once the document is parsed (hydrating a half-parsed page would not match
 * the server's HTML), and in document order (`async = false`), as deferred scripts would.
 */
import { IDLE_START_MS, INTENT_EVENTS } from './hydration-timing'

const listen: AddEventListenerOptions = { capture: true, passive: true }
let started = false
let timer: ReturnType<typeof setTimeout> | undefined

/** Inserts the inert scripts as real ones, in document order. */
function run(): void {
  const inert = document.querySelectorAll<HTMLScriptElement>('script[data-hydration-script]')
  for (const held of Array.from(inert)) {
    const script = document.createElement('script')
    script.src = held.src
    if (held.crossOrigin) script.crossOrigin = held.crossOrigin
    script.async = false
    document.head.appendChild(script)
  }
}

/** Once: stops listening, then runs them when the document is parsed. */
function start(): void {
  if (started) return
  started = true
  clearTimeout(timer)
  for (const event of INTENT_EVENTS) window.removeEventListener(event, start, listen)
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run)
  else run()
}

for (const event of INTENT_EVENTS) window.addEventListener(event, start, listen)

/** Left alone: a while after load, in an idle period (or at once where idle callbacks do not exist). */
function idle(): void {
  if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 1000 })
  else start()
}

window.addEventListener('load', () => {
  timer = setTimeout(idle, IDLE_START_MS)
})
