import { MagnifyingGlassIcon, XMarkIcon } from '@heroicons/react/24/outline'
import { useId, useRef, type ChangeEvent, type KeyboardEvent } from 'react'
import { siteConfig } from '@/site.config'
import { searchStrings } from '@/lib/search-dialog/strings'

export interface SearchBoxProps {
  value: string
  isStalled: boolean
  /** The listbox the input controls, when one is shown. */
  listboxId: string | undefined
  activeOptionId: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  onClear: () => void
  onCancel: () => void
}

/** The combobox input (WAI-ARIA 1.2 pattern), its clear-query button and Cancel. */
export function SearchBox(props: SearchBoxProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
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
        <input
          ref={inputRef}
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
          value={props.value}
          onChange={props.onChange}
          onFocus={props.onFocus}
          onKeyDown={props.onKeyDown}
          className="h-full min-w-0 flex-1 appearance-none bg-transparent text-lg text-slate-900 outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {props.value !== '' && (
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
