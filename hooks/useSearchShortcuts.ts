import { useEffect } from 'react'
import { useHotkeys } from 'react-hotkeys-hook'
import { replayEarlyShortcuts } from '@/lib/chrome/early-input-replay'
import { isComposingKey, isEditableTarget, SITE_SHORTCUTS } from '@/lib/search-dialog/keyboard'

/** Keys typed into a text field stay there unless the shortcut says otherwise. */
const ignoreWhen = (inTextFields: boolean) => (event: KeyboardEvent) =>
  isComposingKey(event) || (!inTextFields && isEditableTarget(event.target))

/**
 * The site's search shortcuts (SITE_SHORTCUTS): Ctrl/Cmd+K toggles the dialog, `/` opens it
 * outside text fields. Once they are bound, the shortcuts the early-input script held back (pressed
 * before this code arrived) are replayed.
 */
export function useSearchShortcuts({
  isOpen,
  onToggle,
  onOpen,
}: {
  isOpen: boolean
  onToggle: () => void
  onOpen: () => void
}) {
  const options = { useKey: true, enableOnFormTags: true, enableOnContentEditable: true } as const
  useHotkeys(
    SITE_SHORTCUTS.toggle.hotkeys,
    (event) => {
      event.preventDefault()
      onToggle()
    },
    { ...options, ignoreEventWhen: ignoreWhen(SITE_SHORTCUTS.toggle.inTextFields) },
  )
  useHotkeys(
    SITE_SHORTCUTS.open.hotkeys,
    (event) => {
      event.preventDefault()
      onOpen()
    },
    // While the dialog is open, `/` is left alone (it types a slash in the dialog's input).
    { ...options, enabled: !isOpen, ignoreEventWhen: ignoreWhen(SITE_SHORTCUTS.open.inTextFields) },
  )
  // After the hotkeys' own (layout) effects: they are listening now.
  useEffect(replayEarlyShortcuts, [])
}
