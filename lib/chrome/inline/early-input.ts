/**
 * The early-input script's source (compiled into lib/chrome/inline-scripts.cjs by
 * scripts/build-inline-scripts.mjs). Runs in <head>, before the page is interactive: holds on to
 * what a reader does before the code that handles it has arrived, and does it once that code has.
 * Without it, a button pressed before React has hydrated the page (a sidebar category toggle, the
 * colour-mode switch, the search button) or a search shortcut (Ctrl/Cmd+K, `/`) would be lost,
 * because the scripts start only after the first paint (hydration-loader.ts) and the load event
 * can come before them.
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
 */

type Replay = () => void

let clicks: Replay[] | null = []
let keys: Replay[] | null = []
let held: (() => void) | null = null

/** Whether typing into `target` is typing text (where `/` is a character, not a shortcut). */
function editable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null
  if (!element || !element.tagName) return false
  if (element.isContentEditable) return true
  const name = element.tagName
  if (name === 'TEXTAREA' || name === 'SELECT') return true
  return (
    name === 'INPUT' &&
    !/^(button|checkbox|color|file|image|radio|range|reset|submit)$/.test((element as HTMLInputElement).type)
  )
}

function isShortcut(event: KeyboardEvent): boolean {
  if (
    event.altKey ||
    event.isComposing ||
    event.keyCode === 229 ||
    (event.getModifierState && event.getModifierState('AltGraph'))
  )
    return false
  const key = (event.key || '').toLowerCase()
  return (
    (key === 'k' && event.ctrlKey !== event.metaKey && !event.shiftKey) ||
    (key === '/' && !event.ctrlKey && !event.metaKey && !editable(event.target))
  )
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null
  const button = target && target.closest ? target.closest('button') : null
  if (!button || button.disabled || (button.form && button.type === 'submit')) return
  const all = document.getElementsByTagName('button')
  const position = Array.prototype.indexOf.call(all, button)
  event.preventDefault()
  event.stopImmediatePropagation()
  clicks?.push(() => {
    const again = button.isConnected ? button : all[position]
    if (again) again.click()
  })
}

function onKey(event: KeyboardEvent): void {
  if (!isShortcut(event)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const init: KeyboardEventInit = {
    key: event.key,
    code: event.code,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    bubbles: true,
    cancelable: true,
  }
  const at = event.target as Node | null
  keys?.push(() => {
    ;(at && at.isConnected ? at : document.body).dispatchEvent(new KeyboardEvent('keydown', init))
  })
  if (held) held()
}

function replay(queue: Replay[]): void {
  for (const action of queue) action()
}

window.addEventListener('click', onClick, true)
window.addEventListener('keydown', onKey, true)
window.__earlyInput = {
  replayClicks() {
    if (!clicks) return
    window.removeEventListener('click', onClick, true)
    const queue = clicks
    clicks = null
    replay(queue)
  },
  onShortcutHeld(callback) {
    held = keys ? callback : null
    if (held && keys && keys.length) callback()
  },
  replayShortcuts() {
    if (!keys) return
    window.removeEventListener('keydown', onKey, true)
    held = null
    const queue = keys
    keys = null
    replay(queue)
  },
}
