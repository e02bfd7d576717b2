/**
 * The front matter the site reads (Docusaurus's names) and the type each key must have: one table
 * for the content check (`check.ts`) and the CMS's form fields (`lib/authoring/cms-config.ts`), so
 * a value the form accepts is one the check accepts.
 */
export type FrontMatterType = 'string' | 'number' | 'boolean' | 'date' | 'list' | 'object' | 'id-or-null' | 'authors'

/** The front matter this site reads (Docusaurus names) and the type each must have. */
export const FRONT_MATTER_TYPES: Record<string, FrontMatterType> = {
  id: 'string',
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  slug: 'string',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  pagination_next: 'id-or-null',
  pagination_prev: 'id-or-null',
  draft: 'boolean',
  unlisted: 'boolean',
  keywords: 'list',
  image: 'string',
  last_update: 'object',
  date: 'date',
  tags: 'list',
  authors: 'authors',
  author: 'string',
}

export function hasType(value: unknown, expected: FrontMatterType): boolean {
  switch (expected) {
    case 'date':
      return value instanceof Date || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    case 'list':
      return Array.isArray(value)
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'id-or-null':
      return value === null || typeof value === 'string'
    case 'authors':
      return typeof value === 'string' || Array.isArray(value) || (typeof value === 'object' && value !== null)
    default:
      return typeof value === expected
  }
}

/** Why each key of `data` with a value of the wrong type is wrong, in the check's words. */
export function frontMatterTypeProblems(data: Record<string, unknown>): string[] {
  return Object.entries(FRONT_MATTER_TYPES).flatMap(([key, expected]) => {
    const value = data[key]
    if (value === undefined || hasType(value, expected)) return []
    const wanted =
      expected === 'id-or-null' ? 'a doc id or null' : expected === 'authors' ? 'an author key, a list or an author' : `a ${expected}`
    return [`front matter "${key}" must be ${wanted}, got ${JSON.stringify(value)}`]
  })
}
