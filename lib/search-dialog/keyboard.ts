/**
 * Every keyboard shortcut of the site and of the search dialog, as a table in react-hotkeys-hook's
 * notation, plus one guard for text fields and one for input-method composition. Keys are matched
 * on the character they produce (the hook's `useKey`), not on the physical key, so they follow the
 * reader's layout (`/` is Shift+7 on a German keyboard). Bound by hooks/useSearchShortcuts.ts (the
 * site's), components/search/SearchBox.tsx (the dialog's, in its input only) and
 * components/search/AskScreen.tsx (the question mode's). Until the site's are bound, the
 * early-input script (lib/chrome/inline/early-input.ts) holds them back; its test keeps it in step with
 * this table.
 */
import type { DialogCommand } from './dialog-state'

export interface SiteShortcut {
  /** Comma-separated alternatives, lower case. */
  hotkeys: string
  /** Whether it also acts while the focus is in a text field. */
  inTextFields: boolean
}

/** What each of the site's shortcuts does to the search dialog. */
export const SITE_SHORTCUTS = {
  // Ctrl or Cmd on every platform; not Ctrl+Shift+K, which is the browser's.
  toggle: { hotkeys: 'ctrl+k, meta+k', inTextFields: true },
  // In a text field `/` types a slash. Some layouts need Shift for it.
  open: { hotkeys: '/, shift+/', inTextFields: false },
} as const satisfies Record<string, SiteShortcut>

/**
 * The keys of the dialog's input, each with what it does. Enter opens the active hit; with
 * Ctrl or Cmd in a new tab, with Shift in a new window, as the same modifiers do on a link click.
 */
export const DIALOG_SHORTCUTS: Readonly<Record<string, DialogCommand>> = {
  down: { type: 'next' },
  up: { type: 'previous' },
  enter: { type: 'choose', mode: 'sameTab' },
  'ctrl+enter': { type: 'choose', mode: 'newTab' },
  'meta+enter': { type: 'choose', mode: 'newTab' },
  'ctrl+shift+enter': { type: 'choose', mode: 'newTab' },
  'meta+shift+enter': { type: 'choose', mode: 'newTab' },
  'shift+enter': { type: 'choose', mode: 'newWindow' },
  escape: { type: 'escape' },
}

/** The question mode's key: Escape goes back to keyword search (not closing the dialog). */
export const ASK_SHORTCUTS = { back: 'escape' } as const

interface KeyEventLike {
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

/** Apple platforms show ⌘, others Ctrl. Called after mount, never during render. */
export function isApplePlatform(
  navigatorLike: { platform?: string; userAgent?: string } | undefined,
): boolean {
  if (!navigatorLike) return false
  return /Mac|iPhone|iPad|iPod/i.test(navigatorLike.platform || navigatorLike.userAgent || '')
}
