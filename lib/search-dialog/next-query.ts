/**
 * The text an input will hold once an edit it is about to make (a `beforeinput` event) is done,
 * for the edits typing makes: inserting text over the selection, deleting backwards or forwards.
 * Other edits (paste, drop, undo, input methods) return `null`: nothing is predicted for them.
 */
export interface PendingEdit {
  value: string
  selectionStart: number | null
  selectionEnd: number | null
  inputType: string
  data: string | null
  /** The input's `maxLength`, when it has one: inserted text beyond it is dropped. */
  maxLength?: number
}

export function valueAfterEdit(edit: PendingEdit): string | null {
  const { value, selectionStart: start, selectionEnd: end, inputType, data } = edit
  if (start === null || end === null || start > end || end > value.length) return null
  const before = value.slice(0, start)
  const after = value.slice(end)
  switch (inputType) {
    case 'insertText': {
      if (data === null) return null
      const room = edit.maxLength === undefined ? data.length : edit.maxLength - before.length - after.length
      return before + data.slice(0, Math.max(0, room)) + after
    }
    case 'deleteContentBackward':
      return start === end ? value.slice(0, Math.max(0, start - 1)) + after : before + after
    case 'deleteContentForward':
      return start === end ? before + value.slice(end + 1) : before + after
    default:
      return null
  }
}
