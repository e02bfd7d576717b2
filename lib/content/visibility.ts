/**
 * Front matter `draft` and `unlisted`, the Docusaurus way. A draft exists only in development
 * (`next dev`); every build and the production server leave it out entirely. An unlisted page is
 * built and reachable by its URL, but not in the sidebar, the blog list, search or the sitemap, and
 * it asks search engines not to index it.
 */

export interface Visibility {
  draft?: boolean | null
  unlisted?: boolean | null
}

/** Drafts are shown only by the development server. */
export function draftsIncluded(env: string | undefined = process.env.NODE_ENV): boolean {
  return env === 'development'
}

/** The documents that exist in this build: drafts removed unless they are included. */
export function published<T extends Visibility>(documents: T[], includeDrafts = draftsIncluded()): T[] {
  return includeDrafts ? documents : documents.filter((document) => document.draft !== true)
}

/** The documents that are listed (sidebar, blog list, feeds, tags, search, sitemap). */
export function listed<T extends Visibility>(documents: T[]): T[] {
  return documents.filter((document) => document.unlisted !== true)
}
