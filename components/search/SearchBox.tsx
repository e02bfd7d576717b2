import { MagnifyingGlassIcon, XMarkIcon } from '@heroicons/react/24/outline'
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useHotkeys } from 'react-hotkeys-hook'
import { useUpcomingInputValue } from '@/hooks/useUpcomingInputValue'
import type { DialogCommand } from '@/lib/search-dialog/dialog-state'
import { DIALOG_SHORTCUTS, isComposingKey } from '@/lib/search-dialog/keyboard'
import { searchStrings } from '@/lib/search-dialog/strings'
import { siteConfig } from '@/site.config'

export interface SearchBoxProps {
  /**
   * The query. The input shows what the reader types itself (not a controlled input: a keystroke
   * renders nothing, see lib/search-dialog/typed-query.ts); a query set otherwise (cleared, a
   * suggestion) is written into it.
   */
  value: string
  isStalled: boolean
  /** The listbox the input controls, when one is shown. */
  listboxId: string | undefined
  activeOptionId: string | undefined
  onChange: (value: string) => void
  /** The value a keystroke is about to give the input (before the input event), when it can be told. */
  onUpcomingValue?: (value: string) => void
  onFocus: () => void
  /** A key of the dialog's table (arrows, Enter with its modifiers, Escape) pressed in the input. */
  onCommand: (command: DialogCommand) => void
  onClear: () => void
  onCancel: () => void
}

const DIALOG_HOTKEYS = Object.keys(DIALOG_SHORTCUTS)

/** An input method's keys (Escape cancels a composition) are neither the input's nor the dialog's. */
function stopComposingKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (isComposingKey(event.nativeEvent)) event.stopPropagation()
}

/** The combobox input (WAI-ARIA 1.2 pattern), its clear-query button and Cancel. */
export function SearchBox(props: SearchBoxProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const { onCommand, onUpcomingValue } = props
  useUpcomingInputValue(inputRef, onUpcomingValue)
  const { value } = props
  // The first value only: a changing default would rewrite the input's value attribute each time.
  const [initialValue] = useState(value)
  useLayoutEffect(() => {
    const input = inputRef.current
    if (input && input.value !== value) input.value = value
  }, [value])
  // Bound to the input: the keys act only while it has the focus.
  const hotkeysRef = useHotkeys<HTMLInputElement>(
    DIALOG_HOTKEYS,
    (event, hotkey) => {
      const command = DIALOG_SHORTCUTS[hotkey.hotkey]
      if (!command) return
      // Also keeps Headless UI from closing the dialog on an Escape the input used.
      event.preventDefault()
      onCommand(command)
    },
    { useKey: true, enableOnFormTags: true, ignoreEventWhen: isComposingKey },
  )
  // Stable, or every render would unbind and bind the keys again.
  const inputRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node
      return hotkeysRef(node)
    },
    [hotkeysRef],
  )
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
      <form
        role="search"
        noValidate
        className="flex h-14 min-w-0 flex-1 items-center gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="shrink-0 text-brand-700 dark:text-brand-300">
          {props.isStalled ? (
            <span
              data-testid="search-loading"
              className="block h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
              aria-hidden="true"
            />
          ) : (
            <MagnifyingGlassIcon className="h-5 w-5" aria-hidden="true" />
          )}
          <span className="sr-only">{searchStrings.inputLabel}</span>
        </label>
        {/* Typing re-lays out the input alone, not the dialog and its list: a text field whose
            size does not depend on its content (contain: strict) and that is not itself a flex
            item is a layout boundary for the browser. */}
        <div className="h-full min-w-0 flex-1">
          <input
            ref={inputRefs}
            id={inputId}
            data-autofocus
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-haspopup="listbox"
            aria-expanded={props.listboxId !== undefined}
            aria-controls={props.listboxId}
            aria-activedescendant={props.activeOptionId}
            aria-busy={props.isStalled || undefined}
            placeholder={searchStrings.placeholder}
            maxLength={siteConfig.search.maxQueryLength}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            defaultValue={initialValue}
            onChange={(event) => props.onChange(event.target.value)}
            onFocus={props.onFocus}
            onKeyDown={stopComposingKeys}
            className="h-full w-full appearance-none bg-transparent text-lg text-slate-900 outline-none [contain:strict] placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
        {value !== '' && (
          <button
            type="button"
            aria-label={searchStrings.clearQuery}
            title={searchStrings.clearQuery}
            onClick={() => {
              props.onClear()
              inputRef.current?.focus()
            }}
            className="shrink-0 rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <XMarkIcon className="h-5 w-5" aria-hidden="true" />
          </button>
        )}
      </form>
      <button
        type="button"
        onClick={props.onCancel}
        className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-brand-800 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
      >
        {searchStrings.cancel}
      </button>
    </div>
  )
}
