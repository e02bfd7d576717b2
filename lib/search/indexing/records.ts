/**
 * Rendered page HTML → search records in the DocSearch schema: one `lvl1` record for the page, one
 * record per heading h2–h6, one `content` record per paragraph, list item, table row, definition
 * and quote, each under the nearest heading (url with that heading's anchor).
 *
 * Code blocks (`<pre>`) are left out, as the DocSearch crawler does for documentation sites: they
 * are long and mostly syntax (imports, braces, indentation), so their words would crowd the typo
 * and prefix matches and their snippets would read badly in a result list. What readers search for
 * in code — annotation names, property names, class names — is mostly written in the prose around
 * it (inline `<code>` is kept) or in the property reference tables, whose rows become records. The
 * class and annotation names a code block uses (`SecurityFilterChain`, `@EnableAdminServer`) are
 * kept too, as the `code_identifiers` of its section's heading record: a name that only appears
 * in code still finds the section that shows it.
 */
import GithubSlugger from 'github-slugger'
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { isCodeFigure } from '../../content/code-figure'
import { withCodeIdentifiers } from './code-identifiers'
import type { Hierarchy, HierarchyLevel, PageForIndexing, RecordType, SearchRecord } from '../record'

/** Elements whose text is never searchable: code blocks and things that are not prose. */
const SKIPPED_ELEMENTS = new Set([
  'pre',
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'button',
  'select',
  'textarea',
  'nav',
])
/** Elements that each make one content record of their own text. */
const CONTENT_BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'blockquote', 'figcaption', 'summary'])
/** Elements that end a block's own text: their text belongs to a record of its own (or to none). */
const BLOCK_BOUNDARIES = new Set([
  ...CONTENT_BLOCKS,
  ...SKIPPED_ELEMENTS,
  'div',
  'section',
  'article',
  'aside',
  'details',
  'figure',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'ul',
  'ol',
  'dl',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'footer',
  'form',
])
/** Cells and line breaks separate words even though they are inline for our purposes. */
const WORD_SEPARATING_ELEMENTS = new Set(['td', 'th', 'br', 'img'])
const HEADING_LEVELS: Record<string, 2 | 3 | 4 | 5 | 6> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }
/** DocSearch's `weight.level` for each record type. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
}
/** The hosted service limits record size; a paragraph longer than this is cut at a word boundary. */
export const MAX_CONTENT_LENGTH = 4000

/** A code block with its title (`<figure><figcaption>application.yml</figcaption><pre>…`): all of it is code. */
function isCodeBlockFigure(element: Element): boolean {
  return (
    isCodeFigure(element) ||
    (element.tagName === 'figure' &&
      element.children.some((child) => child.type === 'element' && child.tagName === 'pre'))
  )
}

/** An element the page marks as not for search (`data-search-ignore`) or hides from assistive technology. */
function isHiddenFromSearch(element: Element): boolean {
  const { dataSearchIgnore, ariaHidden } = element.properties
  return (
    (dataSearchIgnore !== undefined && dataSearchIgnore !== null && String(dataSearchIgnore) !== 'false') ||
    ariaHidden === 'true'
  )
}

/** A code block, bare or in a figure with its title; not one hidden from search on purpose. */
function isCodeBlock(element: Element): boolean {
  return !isHiddenFromSearch(element) && (element.tagName === 'pre' || isCodeBlockFigure(element))
}

/** An admonition's label ("Note", "Tip", or a custom title) says what kind of box it is, not what it says. */
function isAdmonitionTitle(element: Element): boolean {
  const { className } = element.properties
  return Array.isArray(className) && className.includes('admonition-title')
}

function isIgnored(element: Element): boolean {
  return (
    SKIPPED_ELEMENTS.has(element.tagName) ||
    isCodeBlockFigure(element) ||
    isAdmonitionTitle(element) ||
    isHiddenFromSearch(element)
  )
}

export function normalizeWhitespace(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT_LENGTH) return text
  const cut = text.lastIndexOf(' ', MAX_CONTENT_LENGTH)
  return `${text.slice(0, cut > 0 ? cut : MAX_CONTENT_LENGTH)} …`
}

/** The text of an element without the text of nested blocks (they make records of their own). */
function ownText(node: Element | ElementContent, isRoot = true): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return ''
  if (isIgnored(node)) return ' '
  if (!isRoot && BLOCK_BOUNDARIES.has(node.tagName)) return ' '
  const inner = node.children.map((child) => ownText(child, false)).join('')
  return WORD_SEPARATING_ELEMENTS.has(node.tagName) ? ` ${inner} ` : inner
}

/** The whole text of an element (for headings), minus ignored parts such as anchor links. */
function fullText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element' || isIgnored(node)) return ''
  return node.children.map(fullText).join('')
}

function isHeaderRow(row: Element): boolean {
  const cells = row.children.filter((child): child is Element => child.type === 'element')
  return cells.length > 0 && cells.every((cell) => cell.tagName === 'th')
}

/** Whether a table row's first cell holds nothing but one inline code element (a name). */
function namesCode(row: Element): boolean {
  const first = row.children.find((child): child is Element => child.type === 'element')
  if (!first || (first.tagName !== 'td' && first.tagName !== 'th')) return false
  const parts = first.children.filter((child) => child.type !== 'text' || child.value.trim() !== '')
  const [only] = parts
  return (
    parts.length === 1 && only?.type === 'element' && only.tagName === 'code' && /[-._]/.test(fullText(only))
  )
}

function idOf(element: Element): string | null {
  const { id } = element.properties
  return typeof id === 'string' && id.length > 0 ? id : null
}

/** Walks the page in document order, keeping the current heading trail. */
class RecordCollector {
  readonly records: SearchRecord[] = []
  private readonly headings: Record<2 | 3 | 4 | 5 | 6, string | null> = {
    2: null,
    3: null,
    4: null,
    5: null,
    6: null,
  }
  private anchor: string | null = null
  /** The heading record (or the page's lvl1 record) of the section being walked. */
  private sectionRecord: SearchRecord | null = null
  private readonly slugger = new GithubSlugger()

  constructor(private readonly page: PageForIndexing) {
    this.push('lvl1', null, null)
  }

  private hierarchy(entryName: string | null): Hierarchy {
    const { section, title } = this.page
    const h = { ...this.headings }
    if (entryName !== null) {
      // A reference entry sits one level below the deepest heading above it.
      const free = ([2, 3, 4, 5, 6] as const).find(
        (level) => h[level] === null && level > this.deepestHeading(),
      )
      if (free !== undefined) h[free] = entryName
    }
    return { lvl0: section, lvl1: title, lvl2: h[2], lvl3: h[3], lvl4: h[4], lvl5: h[5], lvl6: h[6] }
  }

  private deepestHeading(): number {
    return ([6, 5, 4, 3, 2] as const).find((level) => this.headings[level] !== null) ?? 1
  }

  private push(
    type: RecordType,
    anchor: string | null,
    content: string | null,
    entryName: string | null = null,
  ): void {
    const position = this.records.length
    const url = anchor === null ? this.page.url : `${this.page.url}#${anchor}`
    const record: SearchRecord = {
      objectID: recordObjectId(this.page.url, anchor, position),
      url,
      url_without_anchor: this.page.url,
      anchor,
      type,
      hierarchy: this.hierarchy(entryName),
      content,
      version: this.page.version,
      language: this.page.language,
      weight: { pageRank: this.page.pageRank, level: LEVEL_WEIGHT[type], position },
    }
    this.records.push(record)
    if (type !== 'content') this.sectionRecord = record
  }

  /** Keeps the class and annotation names of a code block with its section's heading record. */
  private codeBlock(node: Element): void {
    const section = this.sectionRecord
    if (!section) return
    const identifiers = withCodeIdentifiers(section.code_identifiers, node)
    if (identifiers.length > 0) section.code_identifiers = identifiers
  }

  visit(node: Root | RootContent): void {
    if (node.type === 'root') return node.children.forEach((child) => this.visit(child))
    if (node.type !== 'element') return
    if (isIgnored(node)) {
      if (isCodeBlock(node)) this.codeBlock(node)
      return
    }
    const level = Object.hasOwn(HEADING_LEVELS, node.tagName) ? HEADING_LEVELS[node.tagName] : undefined
    if (level !== undefined) return this.heading(node, level)
    if (node.tagName === 'h1') return
    if (CONTENT_BLOCKS.has(node.tagName)) this.content(node)
    node.children.forEach((child) => this.visit(child))
  }

  private heading(node: Element, level: 2 | 3 | 4 | 5 | 6): void {
    const text = normalizeWhitespace(fullText(node))
    if (!text) return
    this.headings[level] = text
    for (let deeper = level + 1; deeper <= 6; deeper++) this.headings[deeper as 3 | 4 | 5 | 6] = null
    // Headings are expected to carry ids; a missing one gets the slug rehype-slug would have given.
    this.anchor = idOf(node) ?? this.slugger.slug(text)
    this.push(`lvl${level}` as Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>, this.anchor, null)
  }

  private content(node: Element): void {
    if (node.tagName === 'tr' && isHeaderRow(node)) return
    if (node.tagName === 'tr') {
      const rowId = idOf(node)
      if (rowId !== null) return this.referenceEntry(node, rowId)
      // A row named by code alone (`ignore-changes` in a settings table) is an entry of the section.
      if (namesCode(node)) return this.referenceEntry(node, this.anchor)
    }
    const text = normalizeWhitespace(ownText(node))
    if (text) this.push('content', this.anchor, truncate(text))
  }

  /**
   * A table row with its own id is a reference entry (a property): its first cell names it and
   * becomes the next hierarchy level, the other cells (type, default, description) its content,
   * and its url anchors to the row. The name as a heading level makes `spring.boot.admin.ui.title`
   * outrank prose that merely mentions it (the attribute criterion), and shows in results as the
   * entry's title. A row without an id whose first cell is only code is an entry too, anchored to
   * its section.
   */
  private referenceEntry(row: Element, rowId: string | null): void {
    const cells = row.children.filter(
      (child): child is Element => child.type === 'element' && !isIgnored(child),
    )
    const [first, ...rest] = cells
    const firstText = first ? normalizeWhitespace(ownText(first)) : ''
    // The name is the cell's code element when it has one: a deprecation note may follow it.
    const code = first?.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'code',
    )
    const name = code ? normalizeWhitespace(fullText(code)) : firstText
    const note = firstText.startsWith(name) ? firstText.slice(name.length).trim() : ''
    const details = normalizeWhitespace([note, ...rest.map((cell) => ownText(cell))].join(' '))
    if (!name && !details) return
    this.push('content', rowId, details ? truncate(details) : name, name || null)
  }
}

export function buildRecords(page: PageForIndexing): SearchRecord[] {
  const collector = new RecordCollector(page)
  collector.visit(fromHtml(page.html, { fragment: true }))
  return collector.records
}

/**
 * Stable record ids: the same page, anchor and position give the same id on every build, so an
 * upload to the hosted service replaces records instead of churning them, and analytics keep their
 * history. 64 bits of a non-cryptographic hash make collisions negligible at any realistic size.
 */
function hash32(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  return h1 >>> 0
}

export function recordObjectId(url: string, anchor: string | null, position: number): string {
  const key = `${url}#${anchor ?? ''}#${position}`
  return hash32(key, 1).toString(16).padStart(8, '0') + hash32(key, 2).toString(16).padStart(8, '0')
}
