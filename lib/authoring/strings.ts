/**
 * The words of draft mode on the site (the banner `_document.tsx` writes into a draft's HTML). Apart
 * from the site's chrome strings, which every page's scripts carry: draft mode has no script.
 */
export const draftPreviewStrings = {
  banner: 'Draft preview: this unsaved version is shown to you only.',
  exit: 'Exit',
}
