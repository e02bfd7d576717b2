/**
 * What the search launcher loads on the first sign of interest, as one chunk: the dialog and the
 * site's search shortcuts. The shortcuts come with the dialog because react-hotkeys-hook, which
 * binds them, costs about 2.6 kB compressed, more than a page's first load should carry for two
 * keys; the dialog's own keys use it too, so here it costs nothing extra. Until it has arrived, the
 * early-input script (lib/chrome/inline/early-input.ts) holds the shortcuts back and asks for it.
 */
export { SearchDialog } from './SearchDialog'
export { SearchShortcuts } from './SearchShortcuts'
