/** The search button's strings: part of every page's first load, so kept apart from the dialog's. */
export const searchButtonStrings = {
  label: 'Search',
  shortcutApple: '⌘ K',
  shortcutOther: 'Ctrl K',
} as const
