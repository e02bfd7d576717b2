import type { SearchDialogModel } from '@/hooks/useSearchDialog'
import { askStrings } from '@/lib/ask/strings'
import { noResultsSuggestions } from '@/lib/search-dialog/panel'
import { siteConfig } from '@/site.config'
import { AskOption } from './AskOption'
import { ErrorScreen } from './ErrorScreen'
import { NoResultsScreen } from './NoResultsScreen'
import { ResultsScreen } from './ResultsScreen'
import { StartScreen } from './StartScreen'

export interface SearchPanelProps {
  dialog: SearchDialogModel
}

/** The one switch from the settled search to its screen. */
export function SearchPanel({ dialog }: SearchPanelProps) {
  const { view, stored } = dialog.state
  switch (view.screen) {
    case 'error':
      return <ErrorScreen />
    case 'noResults':
      return (
        <>
          {dialog.state.items.length > 0 && (
            <div role="listbox" id={dialog.listboxId} aria-label={askStrings.askListLabel} className="px-2">
              <AskOption dialog={dialog} />
            </div>
          )}
          <NoResultsScreen
            query={view.query}
            suggestions={noResultsSuggestions(view, stored, siteConfig.search.suggestedQueriesLimit)}
            onSuggestion={dialog.onSuggestion}
          />
        </>
      )
    case 'results':
      return <ResultsScreen dialog={dialog} />
    case 'start':
      return <StartScreen dialog={dialog} />
  }
}
