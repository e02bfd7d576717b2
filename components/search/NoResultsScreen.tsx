import { MagnifyingGlassIcon } from '@heroicons/react/24/outline'
import { missingResultsUrl } from '@/lib/search-dialog/navigation'
import { searchStrings } from '@/lib/search-dialog/strings'

export interface NoResultsScreenProps {
  query: string
  suggestions: readonly string[]
  onSuggestion: (query: string) => void
}

/** Nothing matched: suggested queries and a prefilled issue on the code host. */
export function NoResultsScreen({ query, suggestions, onSuggestion }: NoResultsScreenProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
      <MagnifyingGlassIcon className="h-10 w-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold break-all text-slate-900 dark:text-white">
        {searchStrings.noResults(query)}
      </p>
      {suggestions.length > 0 && (
        <div>
          <p>{searchStrings.tryQueries}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => onSuggestion(suggestion)}
                  className="rounded-md bg-slate-100 px-2 py-1 font-medium text-brand-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-brand-300 dark:hover:bg-slate-700"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        {searchStrings.reportMissing}{' '}
        <a
          href={missingResultsUrl(query)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline dark:text-brand-300"
        >
          {searchStrings.reportMissingLink}
        </a>
      </p>
    </div>
  )
}
