/**
 * Runs in <head>, before the page is interactive: holds on to what a reader does before the code
 * that handles it has arrived, and does it once that code has. Without it, a button pressed before
 * React has hydrated the page (a sidebar category toggle, the colour-mode switch, the search
 * button) or a search shortcut (Ctrl/Cmd+K, `/`) would be lost, because the scripts start only
 * after the first paint (hydration-loader.cjs) and the load event can come before them.
 *
 * - A click on a button is stopped and remembered (submit buttons of a form are left to the form).
 *   pages/_app.tsx calls `__earlyInput.replayClicks()` when the page has hydrated: the click
 *   listener goes away and the remembered clicks are replayed in order. A button React had to
 *   replace is found again by its position among the page's buttons.
 * - A search shortcut is stopped and remembered until the shortcuts are bound, which is later than
 *   hydration: they come with the search dialog's code, loaded on the first sign of interest (see
 *   components/search/SearchLauncher.tsx), so the hotkey library is not part of every page's first
 *   load. `__earlyInput.onShortcutHeld(callback)` tells the page that a shortcut waits (at once if
 *   one already does), so it loads that code; `__earlyInput.replayShortcuts()`, called once the
 *   shortcuts are bound, removes the key listener and replays the keys as key presses. The keys are
 *   those of SITE_SHORTCUTS in lib/search-dialog/keyboard.ts (a test keeps the two in step).
 *
 * A constant text, so the Content-Security-Policy allows it by its hash (next.config.js).
 */
const earlyInputScript =
  '(function(){var w=window,d=document,clicks=[],keys=[],held=null;' +
  "function editable(t){if(!t||!t.tagName)return false;if(t.isContentEditable)return true;var n=t.tagName;if(n==='TEXTAREA'||n==='SELECT')return true;" +
  "return n==='INPUT'&&!/^(button|checkbox|color|file|image|radio|range|reset|submit)$/.test(t.type)}" +
  "function shortcut(e){if(e.altKey||e.isComposing||e.keyCode===229||(e.getModifierState&&e.getModifierState('AltGraph')))return false;" +
  "var k=(e.key||'').toLowerCase();" +
  "return (k==='k'&&e.ctrlKey!==e.metaKey&&!e.shiftKey)||(k==='/'&&!e.ctrlKey&&!e.metaKey&&!editable(e.target))}" +
  "function onClick(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;" +
  "if(!b||b.disabled||(b.form&&b.type==='submit'))return;" +
  "var all=d.getElementsByTagName('button'),i=Array.prototype.indexOf.call(all,b);" +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'clicks.push(function(){var t=b.isConnected?b:all[i];if(t)t.click()})}' +
  'function onKey(e){if(!shortcut(e))return;e.preventDefault();e.stopImmediatePropagation();' +
  'var init={key:e.key,code:e.code,ctrlKey:e.ctrlKey,metaKey:e.metaKey,shiftKey:e.shiftKey,bubbles:true,cancelable:true};' +
  "var at=e.target;keys.push(function(){(at&&at.isConnected?at:d.body).dispatchEvent(new KeyboardEvent('keydown',init))});if(held)held()}" +
  'function replay(q){for(var j=0;j<q.length;j++)q[j]()}' +
  "w.addEventListener('click',onClick,true);w.addEventListener('keydown',onKey,true);" +
  'w.__earlyInput={' +
  "replayClicks:function(){if(!clicks)return;w.removeEventListener('click',onClick,true);var q=clicks;clicks=null;replay(q)}," +
  'onShortcutHeld:function(f){held=keys?f:null;if(held&&keys.length)f()},' +
  "replayShortcuts:function(){if(!keys)return;w.removeEventListener('keydown',onKey,true);held=null;var q=keys;keys=null;replay(q)}}})()"

module.exports = { earlyInputScript }
