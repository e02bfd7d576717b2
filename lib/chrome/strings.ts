/** Every user-visible string of the site chrome (navbar, menus, banners, error states). */
export const chromeStrings = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  opensInNewTab: ' (opens in a new tab)',
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  mobileMenu: 'Navigation menu',
  versionButton: (version: string) => `Documentation version ${version}`,
  languageButton: (label: string) => `Language: ${label}`,
  colorModeToggle: (current: string) => `Switch between dark and light mode (currently ${current})`,
  announcement: 'Announcement',
  closeAnnouncement: 'Close announcement',
  routeProgress: 'Loading page',
  crashTitle: 'This page crashed.',
  crashTryAgain: 'Try again',
  loadFailedTitle: 'This page failed to load.',
  loadFailedText: 'The server or the network did not answer as expected. Retrying usually helps.',
  loadFailedRetry: 'Retry',
  baseUrlIssue: (basePath: string) =>
    `Your site did not load properly. It is configured for the base path ${basePath}/ but is served at another address: open it under ${basePath}/ or build it with DOCS_BASE_PATH set to the path it is served at.`,
} as const
