/**
 * The search record schema shared by the indexer, the embedded engine and the hosted service.
 * It is the documentation-search (DocSearch v3 crawler) record shape, so the same records can be
 * pushed to the hosted service unchanged and the search dialog reads hits the same way from both.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number]

/** The record attributes of the hierarchy levels, `hierarchy.lvl0` … `hierarchy.lvl6`. */
export const HIERARCHY_ATTRIBUTES = HIERARCHY_LEVELS.map((level) => `hierarchy.${level}` as const)

/** A heading level record (`lvl1` = page title … `lvl6`) or a block of text (`content`). */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content'
export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']

/** lvl0 = top-level section, lvl1 = page title, lvl2+ = headings; levels below the record's own are null. */
export type Hierarchy = Record<HierarchyLevel, string | null>

export interface RecordWeight {
  /** Page importance given by the build; higher ranks first. */
  pageRank: number
  /** DocSearch level weight: lvl1 = 90 … lvl6 = 40, content = 0; higher ranks first. */
  level: number
  /** Order of the record within its page; lower ranks first. */
  position: number
}

export interface SearchRecord {
  /** Stable across builds: a hash of url, anchor and position. */
  objectID: string
  /** Path under the base path, with `#anchor` for headings and the content under them. */
  url: string
  url_without_anchor: string
  anchor: string | null
  type: RecordType
  hierarchy: Hierarchy
  content: string | null
  /**
   * Class and annotation names used in the code blocks of the record's section (heading records
   * only), searched like content but never shown: code blocks themselves are not indexed.
   */
  code_identifiers?: string[]
  version: string
  language: string
  weight: RecordWeight
}

/** What the build hands to `buildRecords` for one rendered page. */
export interface PageForIndexing {
  /** Path with the base path, without anchor, e.g. `/3.5.6/docs/server/security`. */
  url: string
  title: string
  /** The top-level section (hierarchy lvl0). */
  section: string
  /** The rendered article HTML; headings h2–h6 carry id attributes. */
  html: string
  pageRank: number
  version: string
  language: string
}
