/**
 * Runs in <head>: starts the page's scripts (React, Next.js, the page) when the reader first shows
 * an intent to use the page, or once the page has been loaded and left alone for a while, whichever
 * comes first. Until then they are inert `<script type="text/plain" data-hydration-script src>`
 * elements (see DeferredHydrationHead in pages/_document.tsx): the server HTML is the whole page,
 * readable, navigable by its links and styled in the reader's colour mode (boot-script.cjs), so
 * nothing needs the scripts before the reader does something.
 *
 * Why: evaluating React and Next.js and hydrating a long page is one block of main-thread work
 * (about half a second on a mid-range phone) that cannot be split. Run right after the first paint,
 * as before, it landed exactly when a reader starts to scroll or tap and when a page-load audit
 * counts blocking time. Now it runs:
 * - on the first sign of intent (`INTENT_EVENTS`: a key, a pointer moving or pressed, a touch, the
 *   wheel, a scroll, focus moving into the page). Listeners are passive and do nothing but start the
 *   scripts, so the event itself is never delayed; a button pressed or a search shortcut typed
 *   before the scripts have run is held and replayed (early-input.cjs);
 * - or `IDLE_START_MS` after the load event, in an idle period, for a reader who only reads: what
 *   the scripts add without any input (prefetching the links in view, restoring remembered tabs,
 *   diagrams drawn in the browser) then arrives while the page is idle.
 * A hidden tab's timers are throttled by the browser; its scripts start when it is used.
 *
 * The scripts start only once the document is parsed (hydrating a half-parsed page would not match
 * the server's HTML), and in document order (`async = false`), as deferred scripts would.
 * A constant text, so the Content-Security-Policy allows it by its hash (next.config.js).
 */

/** After the load event, how long a page left alone waits before its scripts start anyway. */
const IDLE_START_MS = 5000

/** What counts as a reader starting to use the page. */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'focusin']

const hydrationLoaderScript =
  '(function(){var w=window,d=document,started=false,timer=0,' +
  `events=${JSON.stringify(INTENT_EVENTS)},listen={capture:true,passive:true};` +
  // Inserts the inert scripts as real ones, in document order.
  'function run(){var inert=d.querySelectorAll("script[data-hydration-script]");' +
  'for(var i=0;i<inert.length;i++){var s=d.createElement("script");s.src=inert[i].src;' +
  'if(inert[i].crossOrigin){s.crossOrigin=inert[i].crossOrigin}s.async=false;d.head.appendChild(s)}}' +
  // Once: stops listening, then runs them when the document is parsed.
  'function start(){if(started)return;started=true;clearTimeout(timer);' +
  'for(var j=0;j<events.length;j++){w.removeEventListener(events[j],start,listen)}' +
  'if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",run)}else{run()}}' +
  'for(var k=0;k<events.length;k++){w.addEventListener(events[k],start,listen)}' +
  // Left alone: a while after load, in an idle period (or at once where idle callbacks do not exist).
  'function idle(){if(w.requestIdleCallback){w.requestIdleCallback(start,{timeout:1000})}else{start()}}' +
  `w.addEventListener("load",function(){timer=setTimeout(idle,${IDLE_START_MS})})})()`

module.exports = { hydrationLoaderScript, IDLE_START_MS, INTENT_EVENTS }
