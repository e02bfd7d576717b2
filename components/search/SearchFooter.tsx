import { memo } from 'react'
import { searchStrings } from '@/lib/search-dialog/strings'

function Key({ symbol, name }: { symbol: string; name: string }) {
  return (
    <kbd className="inline-flex min-w-6 items-center justify-center rounded border border-slate-300 bg-white px-1 font-sans text-xs text-slate-700 shadow-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{name}</span>
    </kbd>
  )
}

/** Key hints: select, navigate, close. Memoised: it never changes, so a keystroke skips it. */
export const SearchFooter = memo(function SearchFooter() {
  return (
    <div className="flex items-center border-t border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1" aria-label="Keyboard shortcuts">
        <li className="flex items-center gap-1">
          <Key symbol="↵" name={searchStrings.enterKey} /> {searchStrings.footerSelect}
        </li>
        <li className="flex items-center gap-1">
          <Key symbol="↓" name={searchStrings.arrowDownKey} />
          <Key symbol="↑" name={searchStrings.arrowUpKey} /> {searchStrings.footerNavigate}
        </li>
        <li className="flex items-center gap-1">
          <Key symbol="esc" name={searchStrings.escapeKey} /> {searchStrings.footerClose}
        </li>
      </ul>
    </div>
  )
})
