import type { MouseEvent, ReactNode } from 'react'
import { askStrings } from '@/lib/ask/strings'
import { noResultsSuggestions, type PanelItem, type PanelView } from '@/lib/search-dialog/panel'
import type { StoredSearch, StoredSearches } from '@/lib/search-dialog/stored-searches'
import { siteConfig } from '@/site.config'
import { ErrorScreen } from './ErrorScreen'
import { NoResultsScreen } from './NoResultsScreen'
import { ResultsScreen } from './ResultsScreen'
import { StartScreen } from './StartScreen'

export interface SearchPanelProps {
  view: PanelView
  stored: StoredSearches
  listboxId: string
  items: readonly PanelItem[]
  activeIndex: number | null
  onActivate: (index: number) => void
  onOptionClick: (event: MouseEvent<HTMLAnchorElement>, item: PanelItem) => void
  onSuggestion: (query: string) => void
  onSaveFavorite: (entry: StoredSearch) => void
  onRemoveRecent: (objectID: string) => void
  onRemoveFavorite: (objectID: string) => void
  onClearRecents: () => void
  onClearFavorites: () => void
  /** The "Ask AI" option, first in the listbox of the results and no-results screens. */
  askOption?: ReactNode
}

/** The one switch from the settled search to its screen. */
export function SearchPanel(props: SearchPanelProps) {
  const { view } = props
  switch (view.screen) {
    case 'error':
      return <ErrorScreen />
    case 'noResults':
      return (
        <>
          {props.askOption && (
            <div role="listbox" id={props.listboxId} aria-label={askStrings.askListLabel} className="px-2">
              {props.askOption}
            </div>
          )}
          <NoResultsScreen
            query={view.query}
            suggestions={noResultsSuggestions(view, props.stored, siteConfig.search.suggestedQueriesLimit)}
            onSuggestion={props.onSuggestion}
          />
        </>
      )
    case 'results':
      return <ResultsScreen {...props} groups={view.groups} leadingOption={props.askOption} />
    case 'start':
      return <StartScreen {...props} />
  }
}
