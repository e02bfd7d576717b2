/**
 * Runs in <head>, before the page is interactive: holds on to what a reader does before React has
 * hydrated the page, and does it once React has. Without it, a button pressed in that window (a
 * sidebar category toggle, the colour-mode switch, the search button) or a search shortcut
 * (Ctrl/Cmd+K, `/`) would be lost, because the scripts start only after the first paint
 * (hydration-loader.cjs) and the load event can come before them.
 *
 * - A click on a button is stopped and remembered (submit buttons of a form are left to the form).
 * - A search shortcut is stopped and remembered; the keys are the ones lib/search-dialog/keyboard.ts
 *   recognises (a test keeps the two in step).
 * - pages/_app.tsx calls `window.__replayEarlyInput()` when the page has hydrated: the listeners go
 *   away and the remembered clicks and keys are replayed in order. A button React had to replace
 *   is found again by its position among the page's buttons.
 *
 * A constant text, so the Content-Security-Policy allows it by its hash (next.config.js).
 */
const earlyInputScript =
  '(function(){var w=window,d=document,queue=[];' +
  "function editable(t){if(!t||!t.tagName)return false;if(t.isContentEditable)return true;var n=t.tagName;if(n==='TEXTAREA'||n==='SELECT')return true;" +
  "return n==='INPUT'&&!/^(button|checkbox|color|file|image|radio|range|reset|submit)$/.test(t.type)}" +
  "function shortcut(e){if(e.altKey||e.isComposing||e.keyCode===229)return false;var k=(e.key||'').toLowerCase(),mod=e.ctrlKey||e.metaKey;" +
  "return (k==='k'&&mod&&!e.shiftKey)||(k==='/'&&!mod&&!editable(e.target))}" +
  "function onClick(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;" +
  "if(!b||b.disabled||(b.form&&b.type==='submit'))return;" +
  "var all=d.getElementsByTagName('button'),i=Array.prototype.indexOf.call(all,b);" +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'queue.push(function(){var t=b.isConnected?b:all[i];if(t)t.click()})}' +
  'function onKey(e){if(!shortcut(e))return;e.preventDefault();e.stopImmediatePropagation();' +
  'var init={key:e.key,code:e.code,ctrlKey:e.ctrlKey,metaKey:e.metaKey,shiftKey:e.shiftKey,bubbles:true,cancelable:true};' +
  "var at=e.target;queue.push(function(){(at&&at.isConnected?at:d.body).dispatchEvent(new KeyboardEvent('keydown',init))})}" +
  "w.addEventListener('click',onClick,true);w.addEventListener('keydown',onKey,true);" +
  "w.__replayEarlyInput=function(){w.removeEventListener('click',onClick,true);w.removeEventListener('keydown',onKey,true);" +
  'w.__replayEarlyInput=function(){};var q=queue;queue=[];for(var j=0;j<q.length;j++)q[j]()}})()'

module.exports = { earlyInputScript }
