import { MagnifyingGlassIcon } from '@heroicons/react/24/outline'
import { type KeyboardEvent } from 'react'
import { useSearchLauncher } from '@/hooks/useSearchLauncher'
import { useSearchPlatform } from '@/hooks/useSearchPlatform'
import { searchButtonStrings } from '@/lib/search-dialog/button-strings'
import { SearchLauncher } from './SearchLauncher'

/**
 * The navbar's search button: opens the dialog, hints at the shortcut (⌘ K on Apple platforms,
 * Ctrl K elsewhere, decided after mount) and starts loading the dialog on hover or focus.
 */
export function SearchButton() {
  const launcher = useSearchLauncher()
  const { open, preload } = launcher
  const { isApple } = useSearchPlatform()

  // A character typed while the button has focus starts the search with it.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return
    if (event.nativeEvent.isComposing || event.key === '/') return
    event.preventDefault()
    open(event.key)
  }

  return (
    <>
      <button
        type="button"
        onClick={() => open()}
        onPointerEnter={preload}
        onFocus={preload}
        onKeyDown={onKeyDown}
        aria-keyshortcuts="Control+K Meta+K /"
        data-search-button=""
        className="flex items-center gap-2 rounded-full border border-slate-300 bg-slate-50 py-1.5 pr-2 pl-3 text-sm text-slate-700 hover:border-brand-600 hover:bg-white dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-300"
      >
        <MagnifyingGlassIcon className="h-4 w-4" aria-hidden="true" />
        <span>{searchButtonStrings.label}</span>
        <kbd
          aria-hidden="true"
          className="hidden min-w-[3.25rem] justify-center rounded border border-slate-300 bg-white px-1.5 font-sans text-xs text-slate-600 sm:inline-flex dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {isApple === null
            ? '\u00a0'
            : isApple
              ? searchButtonStrings.shortcutApple
              : searchButtonStrings.shortcutOther}
        </kbd>
      </button>
      <SearchLauncher
        isOpen={launcher.isOpen}
        initialQuery={launcher.initialQuery}
        wantsCode={launcher.wantsCode}
        onOpen={open}
        onToggle={launcher.toggle}
        onClose={launcher.close}
        onLoadFailed={launcher.onLoadFailed}
      />
    </>
  )
}
