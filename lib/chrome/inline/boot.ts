/**
 * The boot script's source (compiled into lib/chrome/inline-scripts.cjs by
 * scripts/build-inline-scripts.mjs). Runs in <head> before first paint: applies the stored colour
 * mode and hides an announcement bar the visitor dismissed, so neither flashes, and flags a page
 * served outside the base path (the banner in _document.tsx then shows, even when the scripts
 * cannot load). Its settings come from data attributes on <html> (written from site.config.ts), so
 * its text is constant and the Content-Security-Policy allows it by its hash.
 */
const root = document.documentElement
const data = root.dataset
const path = location.pathname
const base = data.basePath
if (base && path !== base && path.indexOf(base + '/') !== 0) data.baseUrlIssue = 'true'
try {
  const storage = window.localStorage
  const stored = storage.getItem(data.themeKey as string)
  const mode =
    stored === 'dark' || stored === 'light'
      ? stored
      : data.respectSystem === 'true' && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : data.defaultTheme
  data.theme = mode
  root.classList.toggle('dark', mode === 'dark')
  root.style.colorScheme = mode as string
  if (
    storage.getItem(data.announcementKey as string) === 'true' &&
    storage.getItem(data.announcementIdKey as string) === data.announcementId
  )
    data.announcementDismissed = 'true'
} catch {
  // Storage refused (a privacy mode): the default colour mode, the bar shown.
  data.theme = data.defaultTheme
}
