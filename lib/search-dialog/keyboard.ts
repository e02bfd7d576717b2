/**
 * The global search shortcuts as a table, one guard for text fields and one for input-method
 * composition. Kept free of React and tiny: it is part of every page's first-load JavaScript.
 */

export type ShortcutAction = 'toggle' | 'open'

interface Shortcut {
  key: string
  /** Ctrl (or Cmd on Apple platforms) must be held. */
  mod: boolean
  action: ShortcutAction
  /** Ignored while the focus is in a text field (so `/` still types a slash). */
  outsideTextFields: boolean
}

export const SEARCH_SHORTCUTS: readonly Shortcut[] = [
  { key: 'k', mod: true, action: 'toggle', outsideTextFields: false },
  { key: '/', mod: false, action: 'open', outsideTextFields: true },
]

interface KeyEventLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
  isComposing?: boolean
  keyCode?: number
  target: EventTarget | null
}

/** Inputs that take text, textareas, selects and contenteditable regions. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  const tag = element.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag !== 'INPUT') return false
  const type = (element as HTMLInputElement).type
  return !['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'].includes(type)
}

/** An IME is composing a character: its keys (Enter confirming a kana, arrows picking a candidate) are not ours. */
export function isComposingKey(event: Pick<KeyEventLike, 'isComposing' | 'keyCode'>): boolean {
  return event.isComposing === true || event.keyCode === 229
}

export function searchShortcutOf(event: KeyEventLike): ShortcutAction | null {
  if (isComposingKey(event) || event.altKey) return null
  const key = event.key.toLowerCase()
  const mod = event.ctrlKey || event.metaKey
  for (const shortcut of SEARCH_SHORTCUTS) {
    if (shortcut.key !== key || shortcut.mod !== mod) continue
    // `/` needs Shift on some layouts (German: Shift+7); Ctrl+Shift+K is the browser's.
    if (shortcut.mod && event.shiftKey) continue
    if (shortcut.outsideTextFields && isEditableTarget(event.target)) continue
    return shortcut.action
  }
  return null
}

/** Apple platforms show ⌘, others Ctrl. Called after mount, never during render. */
export function isApplePlatform(
  navigatorLike: { platform?: string; userAgent?: string } | undefined,
): boolean {
  if (!navigatorLike) return false
  return /Mac|iPhone|iPad|iPod/i.test(navigatorLike.platform || navigatorLike.userAgent || '')
}
