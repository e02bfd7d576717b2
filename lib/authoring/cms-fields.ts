/**
 * The CMS's form fields for front matter: each key's widget comes from the type the content check
 * requires (`lib/content/front-matter-types.ts`), with the words a writer sees and the bounds the
 * check applies; the body is edited in the markdown widget's source mode (see `cms-config.ts`).
 */
import { FRONT_MATTER_TYPES, type FrontMatterType } from '../content/front-matter-types'
import { BODY_KEY } from './data-keys'

export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  [option: string]: unknown
}

/** What each front-matter key means to a writer, and the widget options beyond its type. */
const FIELD_TEXT: Record<string, { label: string; hint?: string; options?: Record<string, unknown> }> = {
  title: {
    label: 'Title',
    hint: 'The page heading and the browser title. Left empty, the first # heading of the body is used.',
  },
  sidebar_label: { label: 'Sidebar label', hint: 'A shorter name for the sidebar; the title otherwise.' },
  sidebar_position: {
    label: 'Sidebar position',
    hint: 'Lower numbers come first within the folder. Left empty, the number at the start of the file name decides.',
    options: { value_type: 'float' },
  },
  description: { label: 'Description', hint: 'One or two sentences for search engines and link previews.' },
  slug: {
    label: 'URL slug',
    hint: 'Only to change the page URL: "/my-page" from the docs root, or "my-page" relative to the folder.',
    options: { pattern: ['^[^\\s?#]+$', 'A slug has no spaces, "?" or "#"'] },
  },
  id: {
    label: 'Doc id',
    hint: 'Only to change how other pages refer to this one.',
    options: { pattern: ['^[^\\s/]+$', 'An id has no spaces or slashes'] },
  },
  keywords: { label: 'Keywords', hint: 'For search engines (a meta tag).' },
  draft: { label: 'Draft', hint: 'Drafts are shown by the development server only, never published.' },
  unlisted: {
    label: 'Unlisted',
    hint: 'Published at its URL but left out of the sidebar, search engines and lists.',
  },
  hide_title: { label: 'Hide the title' },
  hide_table_of_contents: { label: 'Hide the table of contents' },
  toc_min_heading_level: {
    label: 'Table of contents: first heading level',
    options: { value_type: 'int', min: 2, max: 6 },
  },
  toc_max_heading_level: {
    label: 'Table of contents: last heading level',
    options: { value_type: 'int', min: 2, max: 6 },
  },
  pagination_next: {
    label: 'Next page (doc id)',
    hint: 'Overrides the "Next" link at the bottom of the page.',
  },
  pagination_prev: {
    label: 'Previous page (doc id)',
    hint: 'Overrides the "Previous" link at the bottom of the page.',
  },
  sidebar_class_name: { label: 'Sidebar CSS class' },
  image: { label: 'Social card image', hint: 'A site path such as /img/card.png.' },
  date: { label: 'Date', hint: 'Left empty, the date at the start of the file name is used.' },
  tags: { label: 'Tags' },
  authors: { label: 'Author', hint: 'A key of content/blog/authors.yml.' },
}

const WIDGET_OF: Record<FrontMatterType, string | undefined> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'datetime',
  list: 'list',
  'id-or-null': 'string',
  // Edited in the file's source (the body's mode), not as a form: nested objects and mixed forms.
  object: undefined,
  authors: 'select',
}

export function frontMatterField(name: string, extra: Partial<CmsField> = {}): CmsField {
  const type = FRONT_MATTER_TYPES[name]
  const widget = type ? WIDGET_OF[type] : undefined
  if (!type || !widget) throw new Error(`front matter "${name}" has no form field`)
  const text = FIELD_TEXT[name] ?? { label: name }
  const dateOptions =
    type === 'date' ? { format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false } : {}
  return {
    name,
    label: text.label,
    widget,
    required: false,
    ...(text.hint ? { hint: text.hint } : {}),
    ...dateOptions,
    ...text.options,
    ...extra,
  }
}

export const bodyField: CmsField = {
  name: BODY_KEY,
  label: 'Body',
  widget: 'markdown',
  // Source mode only: see this file's header.
  modes: ['raw'],
  required: false,
}

export const DOC_FIELDS = [
  'title',
  'sidebar_label',
  'sidebar_position',
  'description',
  'slug',
  'id',
  'keywords',
  'draft',
  'unlisted',
  'hide_title',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'pagination_prev',
  'pagination_next',
  'image',
]
export const PAGE_FIELDS = [
  'title',
  'description',
  'slug',
  'keywords',
  'draft',
  'unlisted',
  'hide_table_of_contents',
  'image',
]

export function postFields(authorKeys: string[]): CmsField[] {
  return [
    frontMatterField('title', { required: true }),
    frontMatterField('date'),
    frontMatterField('authors', { options: authorKeys, multiple: false }),
    frontMatterField('tags'),
    frontMatterField('description'),
    frontMatterField('slug'),
    frontMatterField('keywords'),
    frontMatterField('draft'),
    frontMatterField('unlisted'),
    frontMatterField('hide_table_of_contents'),
    frontMatterField('image'),
    bodyField,
  ]
}
