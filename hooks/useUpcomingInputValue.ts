import { useEffect, type RefObject } from 'react'
import { valueAfterEdit } from '@/lib/search-dialog/next-query'

/**
 * Tells the value a keystroke is about to give a text input, from its `beforeinput` event: before
 * the input event and before React renders the keystroke. A native listener, as React's
 * `onBeforeInput` is a different event. Edits it cannot foresee (paste, input methods) are not told.
 */
export function useUpcomingInputValue(
  inputRef: RefObject<HTMLInputElement | null>,
  onUpcomingValue: ((value: string) => void) | undefined,
) {
  useEffect(() => {
    const input = inputRef.current
    if (!input || !onUpcomingValue) return
    const onBeforeInput = (event: InputEvent) => {
      if (event.isComposing) return
      const value = valueAfterEdit({
        value: input.value,
        selectionStart: input.selectionStart,
        selectionEnd: input.selectionEnd,
        inputType: event.inputType,
        data: event.data,
        maxLength: input.maxLength >= 0 ? input.maxLength : undefined,
      })
      if (value !== null) onUpcomingValue(value)
    }
    input.addEventListener('beforeinput', onBeforeInput)
    return () => input.removeEventListener('beforeinput', onBeforeInput)
  }, [inputRef, onUpcomingValue])
}
