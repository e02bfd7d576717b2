import type { Program } from 'estree'
import type { Code, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'

/**
 * Code blocks the Docusaurus way, turned into what rehype-pretty-code reads from the meta string
 * (`title="…"`, `showLineNumbers`, `{1,3-5}`):
 * - the magic comments `highlight-next-line`, `highlight-start` and `highlight-end` (in `//`, `#`,
 *   `/* *\/`, `<!-- -->`, `{/* *\/}`, `--` or `%` comment form, alone on their line) are removed and
 *   the lines they mark are highlighted;
 * - `<CodeBlock language="java" title="…" showLineNumbers>{`…`}</CodeBlock>` with literal code
 *   becomes an ordinary fenced block, so it is highlighted like one.
 */

const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|%|;|\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/

/** Line numbers (1-based) of a `{1,3-5}` range list. */
export function parseLineRanges(ranges: string): number[] {
  return ranges
    .split(',')
    .map((part) => part.trim())
    .flatMap((part) => {
      const [from, to] = part.split('-').map(Number)
      if (from === undefined || !Number.isInteger(from)) return []
      if (to === undefined || !Number.isInteger(to)) return [from]
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
    })
}

function formatLineRanges(lines: number[]): string {
  return [...new Set(lines)].sort((a, b) => a - b).join(',')
}

export interface MagicCommentResult {
  code: string
  highlighted: number[]
}

/** Removes the magic comment lines and returns the (1-based) lines they highlight. */
export function applyMagicComments(code: string): MagicCommentResult {
  const kept: string[] = []
  const highlighted: number[] = []
  let nextLine = false
  let inRange = false
  for (const line of code.split('\n')) {
    const magic = MAGIC_COMMENT.exec(line)?.[1]
    if (magic === 'highlight-next-line') nextLine = true
    else if (magic === 'highlight-start') inRange = true
    else if (magic === 'highlight-end') inRange = false
    else {
      kept.push(line)
      if (nextLine || inRange) highlighted.push(kept.length)
      nextLine = false
    }
  }
  return { code: kept.join('\n'), highlighted }
}

/** Adds highlighted lines to a meta string, merged with a `{…}` range list it may already have. */
export function withHighlightedLines(meta: string | null | undefined, lines: number[]): string | null {
  if (lines.length === 0) return meta ?? null
  const current = meta ?? ''
  const existing = /\{([\d,\s-]+)\}/.exec(current)
  const all = [...(existing ? parseLineRanges(existing[1] ?? '') : []), ...lines]
  const ranges = `{${formatLineRanges(all)}}`
  return existing ? current.replace(existing[0], ranges) : `${current} ${ranges}`.trim()
}

function attribute(node: MdxJsxFlowElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  )
}

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const value = attribute(node, name)?.value
  return typeof value === 'string' ? value : undefined
}

/** The single `{…}` expression child of an element, written on its own line or inline. */
function onlyExpression(node: MdxJsxFlowElement): Program | undefined {
  const [child, ...others] = node.children
  if (!child || others.length > 0) return undefined
  if (child.type === 'mdxFlowExpression') return child.data?.estree ?? undefined
  if (child.type === 'paragraph' && child.children.length === 1 && child.children[0]?.type === 'mdxTextExpression') {
    return child.children[0].data?.estree ?? undefined
  }
  return undefined
}

/** The literal code of a `<CodeBlock>`: a template literal or string without expressions, or plain text. */
function literalCode(node: MdxJsxFlowElement): string | undefined {
  const program = onlyExpression(node)
  if (program) {
    const statement = program.body[0]
    if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined
    const expression = statement.expression
    if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
      return expression.quasis[0]?.value.cooked ?? undefined
    }
    if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value
    return undefined
  }
  if (node.children.length > 0 && node.children.every((child) => child.type === 'paragraph')) {
    return node.children.map((child) => toString(child)).join('\n\n')
  }
  return undefined
}

/** A `<CodeBlock>` with literal code as an mdast code node, or undefined when it is not literal. */
export function codeBlockElementToCode(node: MdxJsxFlowElement): Code | undefined {
  const value = literalCode(node)
  if (value === undefined) return undefined
  const meta: string[] = []
  const title = stringAttribute(node, 'title')
  if (title !== undefined) meta.push(`title="${title.replace(/"/g, "'")}"`)
  if (attribute(node, 'showLineNumbers')) meta.push('showLineNumbers')
  const metastring = stringAttribute(node, 'metastring')
  if (metastring) meta.push(metastring)
  const language = stringAttribute(node, 'language') ?? /language-(\S+)/.exec(stringAttribute(node, 'className') ?? '')?.[1]
  return {
    type: 'code',
    lang: language ?? null,
    meta: meta.length > 0 ? meta.join(' ') : null,
    value: value.replace(/^\n/, '').replace(/\n$/, ''),
    position: node.position,
  }
}

export function remarkCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'CodeBlock' || !parent || index === undefined) return
      const code = codeBlockElementToCode(node)
      if (code) parent.children.splice(index, 1, code as RootContent)
    })
    visit(tree, 'code', (node: Code) => {
      const { code, highlighted } = applyMagicComments(node.value)
      if (highlighted.length === 0 && code === node.value) return
      node.value = code
      node.meta = withHighlightedLines(node.meta, highlighted)
    })
  }
}
