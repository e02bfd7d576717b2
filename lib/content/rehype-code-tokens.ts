import type { Element, ElementContent, Root } from 'hast'
import { bundledThemes, type BundledTheme } from 'shiki'
import { visit } from 'unist-util-visit'
import { isCodeFigure, isCodeLine } from './code-figure'

/**
 * The light and the dark theme of the code blocks (rehype-pretty-code's `theme` option: a type,
 * not an interface, so that it is a `Record<string, Theme>` there).
 */
export type CodeThemes = {
  light: BundledTheme
  dark: BundledTheme
}

/** A theme's text colour, for the tokens it does not colour otherwise. */
export interface DefaultColors {
  light: string
  dark: string
}

/** A token as rehype-pretty-code writes it with a light and a dark theme, and nothing else. */
const TOKEN_STYLE = /^--shiki-light:(#[0-9a-f]{3,8});--shiki-dark:(#[0-9a-f]{3,8})$/i

const foregrounds = new Map<BundledTheme, Promise<string>>()

/** The theme's own text colour (`editor.foreground`), lower case. */
function themeForeground(name: BundledTheme): Promise<string> {
  let color = foregrounds.get(name)
  if (!color) {
    color = bundledThemes[name]().then(({ default: theme }) =>
      String(theme.colors?.['editor.foreground'] ?? theme.fg ?? '').toLowerCase(),
    )
    foregrounds.set(name, color)
  }
  return color
}

/** The text colours of the light and the dark theme. */
export async function defaultColors(themes: CodeThemes): Promise<DefaultColors> {
  return { light: await themeForeground(themes.light), dark: await themeForeground(themes.dark) }
}

/** A plain token: a span with only a colour and only text. */
interface PlainToken {
  style: string
  text: string
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : '')).join('')
}

function plainToken(node: ElementContent): PlainToken | null {
  if (node.type !== 'element' || node.tagName !== 'span') return null
  const { style } = node.properties
  if (Object.keys(node.properties).length !== 1 || typeof style !== 'string' || !TOKEN_STYLE.test(style)) return null
  return node.children.every((child) => child.type === 'text') ? { style, text: textOf(node) } : null
}

function isDefault(style: string, colors: DefaultColors): boolean {
  const [, light, dark] = TOKEN_STYLE.exec(style) ?? []
  return light?.toLowerCase() === colors.light && dark?.toLowerCase() === colors.dark
}

/**
 * A line's tokens with fewer elements and the same look: tokens in the block's own text colour
 * become plain text, and neighbours of the same colour become one token.
 */
export function compactLine(line: Element, colors: DefaultColors): void {
  const compact: ElementContent[] = []
  // The style of the last node of `compact` when it is a plain token.
  let lastStyle: string | null = null
  for (const child of line.children) {
    const token = plainToken(child)
    const last = compact.at(-1)
    const text = child.type === 'text' ? child.value : token && isDefault(token.style, colors) ? token.text : null
    if (text !== null) {
      if (last?.type === 'text') last.value += text
      else compact.push({ type: 'text', value: text })
      lastStyle = null
    } else if (token && token.style === lastStyle && last?.type === 'element') {
      last.children = [{ type: 'text', value: textOf(last) + token.text }]
    } else {
      compact.push(child)
      lastStyle = token?.style ?? null
    }
  }
  line.children = compact
}

/**
 * Runs after rehype-pretty-code. A highlighted block has one `<span>` per token, each with its
 * colours written out as an inline style: the Notifications overview had 720 of them. Tokens in
 * the theme's own text colour (punctuation, `:` in YAML, most of a shell command) need no element,
 * as the block already shows its text in that colour (styles/globals.css); neighbouring tokens of
 * one colour need one element. Fewer elements and styles make long pages cheaper to parse, style
 * and lay out on a slow phone; the text and its colours are unchanged.
 */
export function rehypeCodeTokens(themes: CodeThemes) {
  return async (tree: Root) => {
    const colors = await defaultColors(themes)
    visit(tree, 'element', (node: Element) => {
      if (!isCodeFigure(node)) return
      visit(node, 'element', (line: Element) => {
        if (isCodeLine(line)) compactLine(line, colors)
      })
      return 'skip'
    })
  }
}
