/**
 * Which files below content/ are documents, and of which type: shared by contentlayer.config.ts
 * (its document types and exclusions) and the publisher's per-file compiler
 * (lib/releases/document-compiler.ts), so both read the same tree the same way.
 */
import micromatch from 'micromatch'

export const CONTENT_DIR = 'content'

/** The file patterns of the document types, below content/ (contentlayer's `filePathPattern`). */
export const DOCUMENT_PATTERNS = {
  Doc: 'docs/**/*.{md,mdx}',
  Page: 'pages/*.{md,mdx}',
  // A file per post, or a folder per post with `index.md(x)` and its images beside it.
  Post: 'blog/**/*.{md,mdx}',
  Category: 'docs/**/_category_.{json,yml,yaml}',
} as const

export type DocumentTypeName = keyof typeof DOCUMENT_PATTERNS

/**
 * What below content/ is not a document: partials (files and folders starting with `_`, imported
 * by pages, as in Docusaurus), the home page's texts, the search synonyms and authors.yml.
 */
export const CONTENT_DIR_EXCLUDE = [
  'README.md',
  // The home page's texts (lib/content/home.ts).
  'home.json',
  // The search synonyms (lib/search/indexing/synonyms-file.ts), not documents.
  'search',
  '**/_*.md',
  '**/_*.mdx',
  '**/_*/**',
  'blog/authors.yml',
  'blog/authors.yaml',
]

// Compiled once: a publish asks for every file of the tree, and compiling a glob costs more than matching it.
const isExcluded = CONTENT_DIR_EXCLUDE.map((pattern) => {
  const matches = micromatch.matcher(pattern)
  return (contentPath: string) => matches(contentPath) || contentPath.startsWith(`${pattern}/`)
})
const typeMatchers = (Object.entries(DOCUMENT_PATTERNS) as Array<[DocumentTypeName, string]>).map(
  ([name, pattern]) => [name, micromatch.matcher(pattern)] as const,
)

/** The document type of a file below content/, or null when it is not a document. */
export function documentTypeOf(contentPath: string): DocumentTypeName | null {
  if (isExcluded.some((excluded) => excluded(contentPath))) return null
  return typeMatchers.find(([, matches]) => matches(contentPath))?.[0] ?? null
}
