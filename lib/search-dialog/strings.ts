/**
 * Every user-visible string of the search dialog, so wording changes in one place. The button's
 * few strings live in `button-strings.ts`: they are in every page's first load, these are not.
 */
export { searchButtonStrings } from './button-strings'

export const searchStrings = {
  placeholder: 'Search docs',
  inputLabel: 'Search docs',
  dialogTitle: 'Search the documentation',
  clearQuery: 'Clear the query',
  cancel: 'Cancel',
  loading: 'Searching…',
  noRecentSearches: 'No recent searches',
  recentTitle: 'Recent',
  favoritesTitle: 'Favorites',
  clearRecents: 'Clear',
  clearRecentsLabel: 'Clear all recent searches',
  clearFavorites: 'Clear',
  clearFavoritesLabel: 'Clear all favorite searches',
  saveSearch: (title: string) => `Save “${title}” as a favorite`,
  removeRecent: (title: string) => `Remove “${title}” from recent searches`,
  removeFavorite: (title: string) => `Remove “${title}” from favorites`,
  noResults: (query: string) => `No results for "${query}"`,
  tryQueries: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportMissingLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  resultsFound: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  panelClosedHint: 'Press ↓ to show the results again.',
  footerSelect: 'to select',
  footerNavigate: 'to navigate',
  footerClose: 'to close',
  enterKey: 'Enter key',
  arrowDownKey: 'Arrow down',
  arrowUpKey: 'Arrow up',
  escapeKey: 'Escape key',
  pathSeparator: ' › ',
} as const
