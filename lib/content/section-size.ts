import type { ElementContent, RootContent } from 'hast'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { isCodeFigure, isCodeLine } from './code-figure'
import { DIAGRAM_ATTRIBUTE } from './mermaid-figure'

/**
 * How tall a stretch of rendered markdown will be, estimated from its tree before any browser has
 * laid it out: what a section the browser skips (`content-visibility: auto`, see
 * lib/content/rehype-section-bodies.ts) reserves until it is first drawn. Once drawn, a section
 * keeps its real height (`auto`), and nothing on screen moves when one off screen is drawn. The
 * estimates lean high: a section that reserved too little would, while skipped, have its content
 * reach into the next one, where measuring tools (accessibility checkers) find it overlapping.
 * Where there is no telling (a component that renders what the tree does not show), the answer is
 * `undefined`, and the section is drawn like any other content.
 *
 * Two estimates, in rem: for a phone-wide column and for the desktop column (about 44 and 88
 * characters per line of body text at the prose style's 1rem font and 1.75 line height).
 *
 * What it buys, side by side with the simpler versions (`npm run bench:sections`: the four longest
 * doc pages, phone and desktop windows, CPU slowed 4×, medians of 3 rounds; 2-core AMD EPYC, commit
 * after fa347ef). Skipping sections at all is what frees the main thread: style and layout until the
 * page settles take 39–84 ms, against 124–228 ms with every section laid out. The estimates are what
 * keep the page's height honest while sections are skipped: the page's first height is 12–18 % off
 * its real one (the margin above leans it high), against 34–63 % when every section reserves a
 * fixed 500 px, so the scrollbar's thumb jumps less as the reader scrolls. They cost up to 25 ms of
 * that style and layout time on a desktop window, nothing on a phone's. A link to a section lands
 * in the same place in all three versions.
 */
export interface SectionSize {
  narrow: number
  wide: number
}

/** Estimates of a component that the tree cannot see into (PropertyTable renders from data). */
export type ComponentSize = (node: MdxJsxFlowElementHast) => SectionSize | undefined

/** An estimate, or `undefined` when part of the content cannot be estimated. */
type Estimate = SectionSize | undefined

const LINE = 1.75
const CHARS_PER_LINE: SectionSize = { narrow: 44, wide: 88 }
/** Block spacing of the prose style (1.25em between paragraphs and lists). */
const BLOCK_GAP = 1.25
/** Code: leading-6 lines, py-3, the figure's my-6, a title bar when there is one. */
const CODE_LINE = 1.5
const CODE_EXTRA = 1.5 + 1.5
const CODE_TITLE = 2
/**
 * Tables: small text (0.875rem, about 16% more characters per line) in 1.5rem lines, a cell padding
 * of about 1rem per row, margins of 2em. The browser gives columns more width the more text they
 * hold, so a row takes about as many lines as its text would, written across the table.
 */
const TABLE_TEXT_SCALE = 16 / 14
const TABLE_LINE = 1.5
const TABLE_ROW_EXTRA = 1.05
const TABLE_EXTRA = 2 + 2
/** The share of a table's line that holds text, and the width a short cell takes anyway. */
const TABLE_LINE_USE = 0.8
const MIN_COLUMN_CHARS = 8
/** A component with content of its own: what its box adds (padding, borders, a title). */
const COMPONENT_EXTRA = 3

/** Elements whose content is a run of text (possibly with inline markup), laid out in lines. */
const TEXT_BLOCKS: Record<string, { gap: number; indent: number; scale?: number }> = {
  p: { gap: BLOCK_GAP, indent: 0 },
  li: { gap: 0.5, indent: 3 },
  dt: { gap: 0.5, indent: 0 },
  dd: { gap: 0.5, indent: 3 },
  figcaption: { gap: 0.75, indent: 0, scale: 0.875 },
  summary: { gap: 1.5, indent: 2 },
  // Headings: their margins (2em and 1em for h2, 1.6em and 0.6em for h3) and larger, bolder text.
  h1: { gap: 3, indent: 0, scale: 2.25 },
  h2: { gap: 4, indent: 0, scale: 1.5 },
  h3: { gap: 2.5, indent: 0, scale: 1.25 },
  h4: { gap: 2, indent: 0, scale: 1.1 },
  h5: { gap: 2, indent: 0 },
  h6: { gap: 2, indent: 0 },
}
/** Containers and what their box adds around their children (padding, borders, margins). */
const CONTAINERS: Record<string, number> = {
  ul: BLOCK_GAP,
  ol: BLOCK_GAP,
  dl: BLOCK_GAP,
  blockquote: 2,
  div: 0,
  section: 0,
  aside: 2,
  figure: 2,
}
const BLOCK_ELEMENTS = new Set([...Object.keys(TEXT_BLOCKS), ...Object.keys(CONTAINERS), 'pre', 'table', 'hr', 'details', 'img'])

const both = (value: number): SectionSize => ({ narrow: value, wide: value })
const add = (a: Estimate, b: Estimate): Estimate =>
  a && b ? { narrow: a.narrow + b.narrow, wide: a.wide + b.wide } : undefined
const ZERO = both(0)

type Node = RootContent | ElementContent

function textOf(node: Node): string {
  // An expression's source stands in for its text (`{`code`}` in a CodeBlock, say).
  if (node.type === 'text' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return node.value
  if ('children' in node) return node.children.map((child: Node) => textOf(child)).join('')
  return ''
}

const textLength = (node: Node) => textOf(node).replace(/\s+/g, ' ').length

/** Lines of wrapped text, at least one. */
function textBlock(node: Node, gap: number, indent: number, scale = 1): SectionSize {
  const length = textLength(node)
  const lines = (charsPerLine: number) => Math.max(1, Math.ceil((length * scale) / (charsPerLine - indent)))
  return {
    narrow: lines(CHARS_PER_LINE.narrow) * LINE * scale + gap,
    wide: lines(CHARS_PER_LINE.wide) * LINE * scale + gap,
  }
}

/** A code block of so many lines (which do not wrap), with or without a title bar. */
const codeBlock = (lines: number, titled = false): SectionSize =>
  both(Math.max(1, lines) * CODE_LINE + CODE_EXTRA + (titled ? CODE_TITLE : 0))

function codeFigure(node: Extract<Node, { type: 'element' }>): SectionSize {
  const pre = node.children.find((child) => child.type === 'element' && child.tagName === 'pre')
  const code = pre?.type === 'element' ? pre.children.find((child) => child.type === 'element') : undefined
  const lines = code?.type === 'element' ? code.children.filter((child) => child.type === 'element' && isCodeLine(child)).length : 0
  const titled = node.children.some((child) => child.type === 'element' && child.tagName === 'figcaption')
  return codeBlock(lines, titled)
}

function tableRows(node: Node): Array<Extract<Node, { type: 'element' }>> {
  if (node.type !== 'element') return []
  if (node.tagName === 'tr') return [node]
  return node.children.flatMap(tableRows)
}

function table(node: Node): SectionSize {
  const rows = tableRows(node).map((row) =>
    row.children.filter((cell) => cell.type === 'element').map((cell) => textLength(cell)),
  )
  const height = (charsPerLine: number) => {
    // Columns share the line by how much text they hold; padding and ragged ends waste some.
    const rowChars = charsPerLine * TABLE_TEXT_SCALE * TABLE_LINE_USE
    return rows.reduce((sum, cells) => {
      const text = cells.reduce((total, length) => total + Math.max(length, MIN_COLUMN_CHARS), 0)
      return sum + Math.ceil(text / rowChars) * TABLE_LINE + TABLE_ROW_EXTRA
    }, TABLE_EXTRA)
  }
  return { narrow: height(CHARS_PER_LINE.narrow), wide: height(CHARS_PER_LINE.wide) }
}

/** The width of the content column in px: a phone's (375 px less the page's padding) and the desktop's. */
const COLUMN_PX: SectionSize = { narrow: 335, wide: 700 }
/** A diagram's figure: its margins (my-6) and the closed "Diagram source" line under it. */
const DIAGRAM_EXTRA = 3 + 3
/** A diagram drawn in the browser: about this many rem per statement (a gantt task's bar). */
const BROWSER_DIAGRAM_LINE = 2.25
const BROWSER_DIAGRAM_EXTRA = 6

type ElementNode = Extract<Node, { type: 'element' }>

function diagramKind(node: ElementNode): string | undefined {
  const value = node.properties[DIAGRAM_ATTRIBUTE] ?? node.properties.dataMermaidDiagram
  return node.tagName === 'figure' && value !== undefined ? String(value) : undefined
}

/**
 * A diagram (lib/content/remark-mermaid.ts): an SVG drawn at publish is scaled down to the column
 * (never up), so its height is known; one drawn in the browser shows its source until it is drawn,
 * and then a drawing of about a bar per line of source: the larger of the two is reserved.
 */
function diagram(node: ElementNode, kind: string): SectionSize {
  const svg = node.children.find((child): child is ElementNode => child.type === 'element' && child.tagName === 'svg')
  if (kind === 'svg' && svg) {
    const width = Number(svg.properties.width) || COLUMN_PX.wide
    const height = Number(svg.properties.height) || 0
    const rem = (column: number) => (height * Math.min(1, column / width)) / 16 + DIAGRAM_EXTRA
    return { narrow: rem(COLUMN_PX.narrow), wide: rem(COLUMN_PX.wide) }
  }
  const lines = Math.max(1, textOf(node).trim().split('\n').length)
  return both(Math.max(codeBlock(lines).wide, lines * BROWSER_DIAGRAM_LINE + BROWSER_DIAGRAM_EXTRA) + DIAGRAM_EXTRA)
}

/** Do the children hold blocks (paragraphs, lists…) or only text and inline markup? */
function holdsBlocks(children: Node[]): boolean {
  return children.some(
    (child) =>
      (child.type === 'element' && BLOCK_ELEMENTS.has(child.tagName)) || child.type === 'mdxJsxFlowElement',
  )
}

function component(node: MdxJsxFlowElementHast, componentSize?: ComponentSize): Estimate {
  const code = node.data?.codeFigure
  if (code) return codeBlock(code.lines, code.titled)
  const known = componentSize?.(node)
  if (known) return known
  if (node.name === 'Tabs') {
    // Only the selected tab shows: the first one, under the row of tab buttons.
    const first = node.children.find((child) => child.type === 'mdxJsxFlowElement')
    return add(both(4), first ? estimateSectionSize(first.children, componentSize) : ZERO)
  }
  if (node.name === 'details' || node.name === 'Details') return both(4)
  if (node.name === 'CodeBlock') return codeBlock(textOf(node).trim().split('\n').length)
  // A component that renders from elsewhere (DocCardList: the sidebar) has no children to go by.
  return node.children.length > 0 ? add(both(COMPONENT_EXTRA), estimateSectionSize(node.children, componentSize)) : undefined
}

/** `{/* a comment *\/}` renders nothing; any other expression renders what the tree cannot show. */
const isComment = (value: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(value)

function blockSize(node: Node, componentSize?: ComponentSize): Estimate {
  if (node.type === 'text') return node.value.trim() === '' ? ZERO : textBlock(node, BLOCK_GAP, 0)
  if (node.type === 'mdxJsxFlowElement') return component(node, componentSize)
  if (node.type === 'mdxFlowExpression') return isComment(node.value) ? ZERO : undefined
  if (node.type !== 'element') return ZERO
  const tag = node.tagName
  if (isCodeFigure(node)) return codeFigure(node)
  const diagramType = diagramKind(node)
  if (diagramType) return diagram(node, diagramType)
  const text = TEXT_BLOCKS[tag]
  if (text && !holdsBlocks(node.children)) return textBlock(node, text.gap, text.indent, text.scale)
  if (tag === 'table') return table(node)
  if (tag === 'pre') return codeBlock(textOf(node).trimEnd().split('\n').length)
  if (tag === 'hr') return both(3)
  if (tag === 'img') return both(16)
  // A closed <details> shows its summary only.
  if (tag === 'details') return both(4)
  const extra = CONTAINERS[tag] ?? (text ? text.gap : 0)
  if (node.children.length === 0) return both(extra)
  if (!holdsBlocks(node.children)) return textBlock(node, extra || BLOCK_GAP, 0)
  return add(both(extra), estimateSectionSize(node.children, componentSize))
}

/**
 * The estimated height of a run of blocks, in rem, for a narrow and a wide column; `undefined` when
 * some of it cannot be estimated.
 */
export function estimateSectionSize(nodes: Node[], componentSize?: ComponentSize): Estimate {
  return nodes.reduce((sum: Estimate, node) => add(sum, blockSize(node, componentSize)), ZERO)
}

/** What a section reserves: its estimate with room to spare (see above: estimates lean high). */
export const SECTION_SIZE_MARGIN = 1.15
