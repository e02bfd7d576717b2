/**
 * The names the CMS's data and the site's admin code share: the keys the lossless formats add to
 * an entry's data (`source-formats.ts`) and the names they are registered under (`cms-config.ts`,
 * `browser/cms-setup.ts`). Plain constants, so the server's config needs none of the formats' code.
 */

/** The data key that carries the file's text from reading to writing; no form shows it. */
export const SOURCE_KEY = '__source'
/** The data key of a markdown file's body (the CMS's default name for it). */
export const BODY_KEY = 'body'
/** The data key under which a file holding a list (not an object) is edited. */
export const LIST_KEY = 'items'

/** The names the admin page registers its lossless formats under. */
export const CMS_FORMATS = {
  markdown: 'lossless-markdown',
  json: 'lossless-json',
  yaml: 'lossless-yaml',
} as const
