/**
 * One tokenisation for a light and a dark theme that colour the same scopes.
 *
 * shiki highlights a block for two themes by tokenising it twice, once per theme: on a cold
 * publish of 1,000 pages that was a fifth of each page's compile. The code blocks' themes
 * (GitHub's high-contrast light and dark) are two colourings of one rule list: the same scope
 * selectors in the same order, each rule's light style standing for exactly one dark style. For
 * such a pair, the light tokenisation already says which rule coloured each token, so the dark
 * colours follow from a table, and the block is tokenised once: shiki's own `codeToHast` with the
 * light theme alone (its only `themes` entry), whose CSS variables are then completed with the
 * dark ones. The HTML is the same as shiki's two-pass HTML, byte for byte
 * (`parallel-themes.test.ts` compares them for every code block under content/).
 *
 * When the themes are not such a pair, or a block shows a value the table does not know, the
 * block is highlighted by shiki's two passes as before.
 */
import type { Highlighter, ThemeRegistrationResolved } from 'shiki'
import { hastToHtml } from 'shiki'
import type { Root, RootContent } from 'hast'

type CodeToHtml = Highlighter['codeToHtml']
type HtmlOptions = Parameters<CodeToHtml>[1]

const PREFIX = '--shiki-'

/**
 * The dark value of each light value (colours, font styles, the editor's text and background
 * colours), or null when the themes are not parallel: different selectors, or one light value
 * standing for two dark ones.
 */
export function parallelValues(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): Map<string, string> | null {
  const lightRules = light.settings ?? []
  const darkRules = dark.settings ?? []
  if (lightRules.length !== darkRules.length) return null
  const table = new Map<string, string>()
  const pair = (kind: string, from: string | undefined, to: string | undefined): boolean => {
    if (from === undefined && to === undefined) return true
    if (from === undefined || to === undefined) return false
    const key = `${kind}:${from.toLowerCase()}`
    const known = table.get(key)
    if (known !== undefined && known.toLowerCase() !== to.toLowerCase()) return false
    table.set(key, to)
    return true
  }
  for (const [i, rule] of lightRules.entries()) {
    const other = darkRules[i]
    if (!other || JSON.stringify(rule.scope ?? null) !== JSON.stringify(other.scope ?? null)) return null
    const ok =
      pair('color', rule.settings.foreground, other.settings.foreground) &&
      pair('background-color', rule.settings.background, other.settings.background) &&
      pair('font-style', rule.settings.fontStyle, other.settings.fontStyle)
    if (!ok) return null
  }
  if (!pair('color', light.fg, dark.fg) || !pair('bg', light.bg, dark.bg)) return null
  return table
}

/**
 * A style of the light-only output (`--shiki-light:#0E1116;--shiki-light-font-style:italic`) with
 * the dark variables added as shiki writes them for two themes, or null when a value is unknown. A
 * token lists the light variables, then the dark ones; the block's root lists each property's
 * light and dark variable together (`--shiki-light:…;--shiki-dark:…;--shiki-light-bg:…`).
 */
function withDark(style: string, table: ReadonlyMap<string, string>, isRoot: boolean): string | null {
  const declarations = style.split(';')
  const pairs: Array<[string, string]> = []
  for (const declaration of declarations) {
    const colon = declaration.indexOf(':')
    const name = declaration.slice(0, colon)
    const value = declaration.slice(colon + 1)
    if (!name.startsWith(`${PREFIX}light`)) return null
    const property = name.slice(`${PREFIX}light`.length)
    // The root's `-bg` is the editor background; a token's `-bg` is a rule's background.
    const kind = property === '' ? 'color' : property === '-bg' ? (isRoot ? 'bg' : 'background-color') : property.slice(1)
    let mapped: string | undefined
    if (value === 'inherit' || kind === 'font-weight' || kind === 'text-decoration' || kind === 'font-style') mapped = value
    else mapped = table.get(`${kind}:${value.toLowerCase()}`)
    if (mapped === undefined) return null
    // Token colours come from the tokeniser's colour map, upper case; the root's from the theme as written.
    if (!isRoot && mapped.startsWith('#')) mapped = mapped.toUpperCase()
    pairs.push([declaration, `${PREFIX}dark${property}:${mapped}`])
  }
  const ordered = isRoot ? pairs.flat() : [...pairs.map(([own]) => own), ...pairs.map(([, dark]) => dark)]
  return ordered.join(';')
}

function completeStyles(node: Root | RootContent, table: ReadonlyMap<string, string>, isRoot = false): boolean {
  if (node.type === 'element') {
    const { style } = node.properties
    if (typeof style === 'string' && style.length > 0) {
      const complete = withDark(style, table, isRoot)
      if (complete === null) return false
      ;node.properties.style = complete
    }
  }
  if ('children' in node) {
    for (const child of node.children) if (!completeStyles(child, table, node.type === 'root' && child.type === 'element' && child.tagName === 'pre')) return false
  }
  return true
}

type CodeToHast = Highlighter['codeToHast']

/**
 * `codeToHast` that tokenises once when `options.themes` is `{ light, dark }` of a parallel pair
 * (and there are no transformers, whose hooks could see the difference); otherwise shiki's own.
 */
export function oneTokenisationHast(highlighter: Highlighter): CodeToHast {
  const tables = new Map<string, Map<string, string> | null>()
  const tableOf = (light: string, dark: string) => {
    const key = `${light}\n${dark}`
    if (!tables.has(key)) tables.set(key, parallelValues(highlighter.getTheme(light), highlighter.getTheme(dark)))
    return tables.get(key) ?? null
  }
  return (code, options) => {
    const themes = 'themes' in options ? options.themes : undefined
    const names = themes ? Object.keys(themes) : []
    const light = themes?.light
    const dark = themes?.dark
    const plain =
      options.transformers?.length ||
      names.length !== 2 ||
      names[0] !== 'light' ||
      typeof light !== 'string' ||
      typeof dark !== 'string' ||
      ('defaultColor' in options && options.defaultColor !== false)
    const table = plain ? null : tableOf(light as string, dark as string)
    if (!table) return highlighter.codeToHast(code, options)
    const single = { ...options, themes: { light } } as HtmlOptions
    const hast = highlighter.codeToHast(code, single)
    const pre = hast.children[0]
    if (pre?.type !== 'element' || pre.tagName !== 'pre' || !completeStyles(hast, table))
      return highlighter.codeToHast(code, options)
    // shiki names both themes in the block's class.
    const lightName = highlighter.getTheme(light as string).name
    const darkName = highlighter.getTheme(dark as string).name
    pre.properties.class = String(pre.properties.class ?? '').replace(
      `shiki-themes ${lightName}`,
      `shiki-themes ${lightName} ${darkName}`,
    )
    return hast
  }
}

/** `codeToHtml` on `oneTokenisationHast`; shiki's own where transformers could see the difference. */
export function oneTokenisation(highlighter: Highlighter): CodeToHtml {
  const toHast = oneTokenisationHast(highlighter)
  return (code, options) =>
    options.transformers?.length ? highlighter.codeToHtml(code, options) : hastToHtml(toHast(code, options))
}
