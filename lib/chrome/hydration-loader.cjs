/**
 * Runs in <head>: starts the page's scripts (React, Next.js, the page) once the first contentful
 * paint has reached the screen and the document is parsed. Until then they are inert
 * `<script type="text/plain" data-hydration-script src>` elements (see
 * DeferredHydrationHead in pages/_document.tsx), so they compete with the content neither for the
 * connection nor for the main thread. They run in document order (`async = false`), as deferred
 * scripts would.
 *
 * Safety nets: without paint timing the scripts start when the document is parsed; a page that
 * never paints (a hidden tab) starts them a few seconds after its load event. A constant text, so
 * the Content-Security-Policy allows it by its hash (next.config.js).
 */
const hydrationLoaderScript =
  '(function(){var d=document,started=false;' +
  'function start(){if(started)return;started=true;' +
  "var inert=d.querySelectorAll('script[data-hydration-script]');" +
  "for(var i=0;i<inert.length;i++){var s=d.createElement('script');s.src=inert[i].src;" +
  'if(inert[i].crossOrigin){s.crossOrigin=inert[i].crossOrigin}s.async=false;d.head.appendChild(s)}}' +
  "function whenParsed(){if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',start)}else{setTimeout(start,0)}}" +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  "if(types.indexOf('paint')<0){whenParsed();return}" +
  "var observer=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();whenParsed()}});" +
  "observer.observe({type:'paint',buffered:true});" +
  "addEventListener('load',function(){setTimeout(start,3000)})})()"

module.exports = { hydrationLoaderScript }
