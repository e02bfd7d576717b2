import type { Element, ElementContent, Root } from 'hast'
import { copyButton } from './rehype-code-copy'
import { figureContentHtml } from './rehype-code-figure-html'
import { compactLine, type DefaultColors } from './rehype-code-tokens'

/**
 * A highlighted code block's figure content made in one pass from shiki's tree: what
 * rehype-pretty-code, `rehype-code-tokens`, `rehype-code-copy` and `rehype-code-figure-html` make
 * of it one after the other, as the same HTML (`rehype-code-blocks.test.ts` compares both for every
 * code block of the site and the Docusaurus fixture, and for each kind of meta string taken here).
 *
 * Why: rehype-pretty-code takes shiki's answer as HTML and parses it back into a tree, and each of
 * the plugins after it walks the whole page again, through every token of every block. In a cold
 * publish of 987 pages (9,907 blocks) that was about a fifth of each compile thread; made here, the
 * publish took 80.9–91.2 s (median 84.4 s of five) instead of 98.5–103.0 s (median 99.5 s of five),
 * user CPU 126–141 s instead of 156–163 s (cold runs alternating between two copies, 2-core AMD
 * EPYC), the release byte-identical. Only the
 * blocks whose meta string asks for nothing but a title, one `{1,3-5}` list of highlighted lines
 * and `showLineNumbers` are made here; every other block (a caption, highlighted characters, line
 * ids, numbering from another line) is left to rehype-pretty-code, as before.
 */

/** What a block's meta string asks for, when it asks for nothing but these. */
export interface SimpleCodeMeta {
  title: string | null
  /** The meta string without its title: what rehype-pretty-code hands shiki. */
  rest: string
  /** Lines to highlight (1-based), from a `{1,3-5}` list. */
  highlighted: number[]
  lineNumbers: boolean
}

const LINE_RANGES = /^\{(\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*)\}$/

/** Lines of a range list whose every range runs forwards, or null. */
function forwardRanges(list: string): number[] | null {
  const lines: number[] = []
  for (const range of list.split(',')) {
    const [from, to = from] = range.split('-').map(Number)
    if (from === undefined || to === undefined || to < from) return null
    for (let line = from; line <= to; line++) lines.push(line)
  }
  return lines
}

/**
 * The meta string read as rehype-pretty-code reads it (the first `title="…"` taken out first), or
 * null when it holds anything but a title, one list of highlighted lines and `showLineNumbers`.
 */
export function simpleCodeMeta(meta: string): SimpleCodeMeta | null {
  const titleMatch = /title="([^"]*)"/.exec(meta)
  const rest = titleMatch ? meta.replace(titleMatch[0], '') : meta
  let highlighted: number[] | null = null
  let lineNumbers = false
  for (const word of rest.split(/\s+/)) {
    if (word === '') continue
    if (word === 'showLineNumbers' && !lineNumbers) {
      lineNumbers = true
      continue
    }
    const list = LINE_RANGES.exec(word)?.[1]
    const lines: number[] | null = list !== undefined && highlighted === null ? forwardRanges(list) : null
    if (!lines) return null
    highlighted = lines
  }
  return { title: titleMatch?.[1] ?? null, rest, highlighted: highlighted ?? [], lineNumbers }
}

/** What the figure is made from besides shiki's tree. */
export interface FigureRequest {
  /** The block's language as written (`data-language`), even where shiki fell back to plain text. */
  lang: string
  meta: SimpleCodeMeta
  /** The themes' names, space-separated (`data-theme`). */
  themeNames: string
  /** The themes' own text colours: tokens in them become plain text (rehype-code-tokens.ts). */
  colors: DefaultColors
}

/** The content of a code block's figure: its HTML, and how many lines the block shows. */
export interface FigureContent {
  html: string
  lines: number
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/** Only these attributes of shiki's `<pre>`; the rest is a tree this module does not know. */
const PRE_PROPERTIES = new Set(['class', 'style', 'tabindex'])

/**
 * The figure's content (title, the block, the copy button) from shiki's tree of the block `hast`
 * (changed in place), or null when the tree is not the shape shiki gives for two themes without
 * transformers.
 */
export function codeFigureContent(hast: Root, { lang, meta, themeNames, colors }: FigureRequest): FigureContent | null {
  const [pre] = hast.children
  if (pre?.type !== 'element' || pre.tagName !== 'pre' || pre.children.length !== 1) return null
  const [code] = pre.children
  if (code?.type !== 'element' || code.tagName !== 'code' || Object.keys(code.properties).length > 0) return null
  // rehype-pretty-code drops shiki's classes (shiki, shiki-themes, the themes' names) and, as the
  // backgrounds come from the site's styles, the style; it adds the language and the themes.
  const classes = String(pre.properties.class ?? '').split(' ')
  const dropped = new Set(['shiki', 'shiki-themes', ...themeNames.split(' ')])
  if (!classes.includes('shiki') || classes.some((name) => !dropped.has(name))) return null
  if (Object.keys(pre.properties).some((name) => !PRE_PROPERTIES.has(name))) return null
  delete pre.properties.class
  delete pre.properties.style
  pre.properties['data-language'] = lang
  pre.properties['data-theme'] = themeNames

  let lines = 0
  for (const line of code.children) {
    if (line.type === 'text') continue
    if (line.type !== 'element' || line.properties.class !== 'line' || Object.keys(line.properties).length !== 1) return null
    // An empty line holds a space, so that the grid gives it a line's height.
    if (textOf(line) === '') line.children = [{ type: 'text', value: ' ' }]
    line.properties = { 'data-line': '' }
    lines++
    if (meta.highlighted.includes(lines)) line.properties['data-highlighted-line'] = ''
    compactLine(line, colors)
  }
  if (meta.lineNumbers) code.properties['data-line-numbers'] = ''
  code.properties['data-language'] = lang
  code.properties['data-theme'] = themeNames
  code.properties.style = 'display: grid;'
  if (meta.lineNumbers) code.properties['data-line-numbers-max-digits'] = String(lines).length

  const title: Element[] =
    meta.title === null
      ? []
      : [
          {
            type: 'element',
            tagName: 'figcaption',
            properties: { 'data-rehype-pretty-code-title': '', 'data-language': lang, 'data-theme': themeNames },
            children: [{ type: 'text', value: meta.title }],
          },
        ]
  return { html: figureContentHtml([...title, pre, copyButton()]), lines }
}
