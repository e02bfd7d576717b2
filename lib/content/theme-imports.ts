import type { ImportDeclaration, Program } from 'estree'
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { readComponentStubs } from './component-stubs'
import { MDX_COMPONENT_NAMES } from './mdx-component-names'

/**
 * The Docusaurus modules a page may import, each standing for one of our components (or, for
 * `useBaseUrl`, a function). The MDX bundler maps each import to a property of one object that the
 * renderer passes in (THEME_GLOBAL, see components/mdx/themeModules.tsx), so nothing is bundled.
 */
export const THEME_MODULES = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/DocCardList': 'DocCardList',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/TOCInline': 'TOCInline',
  '@docusaurus/Link': 'Link',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
} as const

export type ThemeExportName = (typeof THEME_MODULES)[keyof typeof THEME_MODULES]

/** The name the compiled content uses for the object of theme modules. */
export const THEME_GLOBAL = '__sbaThemeModules'

/** Where content/README.md tells writers how to register a component of their own. */
export const REGISTER_COMPONENT_HELP =
  'To use a component of your own, add it to components/mdx/mdxComponents.tsx and its name to lib/content/mdx-component-names.ts, or list its name in content/component-stubs.yml to show only its children (see "Components of your own" in content/README.md)'

/** The `globals` option of mdx-bundler (contentlayer's `mdx.globals`): every theme module as a property of THEME_GLOBAL. */
export function themeModuleGlobals(): Record<string, { varName: string; type: 'esm'; defaultExport: true }> {
  return Object.fromEntries(
    Object.entries(THEME_MODULES).map(([source, name]) => [
      source,
      { varName: `${THEME_GLOBAL}.${name}`, type: 'esm', defaultExport: true },
    ]),
  )
}

export type ImportKind =
  /** A supported Docusaurus module, default import only. */
  | { kind: 'theme'; names: string[] }
  /** A component registered on this site, imported from wherever the Docusaurus site kept it: the import is dropped. */
  | { kind: 'registered'; names: string[] }
  /** Another Markdown file (a partial), bundled with the page. */
  | { kind: 'partial'; names: string[] }
  | { kind: 'unsupported'; names: string[]; message: string }

function localNames(declaration: ImportDeclaration): string[] {
  return declaration.specifiers.map((specifier) => specifier.local.name)
}

/** What an `import` in content is, and what to tell the writer when it is not supported. */
export function classifyImport(declaration: ImportDeclaration, registered: readonly string[] = MDX_COMPONENT_NAMES): ImportKind {
  const source = String(declaration.source.value)
  const names = localNames(declaration)
  const shown = names.length > 0 ? names.join(', ') : source
  if (source in THEME_MODULES) {
    const named = declaration.specifiers.filter((specifier) => specifier.type !== 'ImportDefaultSpecifier')
    if (named.length === 0) return { kind: 'theme', names }
    return {
      kind: 'unsupported',
      names,
      message: `import of ${named.map((specifier) => specifier.local.name).join(', ')} from "${source}": only the default import is supported (import ${THEME_MODULES[source as keyof typeof THEME_MODULES]} from '${source}')`,
    }
  }
  if (/^\.\.?\/.*\.mdx?$/.test(source)) return { kind: 'partial', names }
  const onlyDefault = declaration.specifiers.every((specifier) => specifier.type === 'ImportDefaultSpecifier')
  if (names.length > 0 && onlyDefault && names.every((name) => registered.includes(name))) {
    return { kind: 'registered', names }
  }
  return {
    kind: 'unsupported',
    names,
    message: `unknown component ${shown} imported from "${source}": this site has no such module. Built in: ${Object.keys(THEME_MODULES).join(', ')} and the components ${registered.join(', ')}. ${REGISTER_COMPONENT_HELP}, then import it under that name or use it without an import.`,
  }
}

export interface ContentImport {
  declaration: ImportDeclaration
  /** Line in the parsed text (the body, or the whole file when parsed with its front matter). */
  line: number | undefined
  kind: ImportKind
}

/** Every `import` of a parsed document, classified. */
export function contentImports(tree: Root, registered: readonly string[] = MDX_COMPONENT_NAMES): ContentImport[] {
  const found: ContentImport[] = []
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    const program = node.data?.estree as Program | undefined
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue
      found.push({
        declaration: statement,
        line: statement.loc?.start.line ?? node.position?.start.line,
        kind: classifyImport(statement, registered),
      })
    }
  })
  return found
}

/**
 * In the MDX pipeline: fails on an unsupported import with the checker's message (file and line
 * included), and drops imports of registered components, which MDX then takes from the components
 * every page gets. Names listed in content/component-stubs.yml (component-stubs.ts) are stand-ins:
 * their imports are dropped and their elements replaced by their children.
 */
export function remarkThemeImports() {
  return (tree: Root, file: VFile) => {
    const stubs = readComponentStubs(file.cwd).names
    const isStubbed = (statement: ImportDeclaration) =>
      statement.specifiers.length > 0 &&
      statement.specifiers.every((specifier) => stubs.includes(specifier.local.name))
    for (const entry of contentImports(tree)) {
      if (entry.kind.kind === 'unsupported' && !isStubbed(entry.declaration)) {
        const where = `${file.path ?? 'content'}${entry.line !== undefined ? `:${entry.line}` : ''}`
        throw new Error(`${where}: ${entry.kind.message}`)
      }
    }
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent) => {
      const program = node.data?.estree as Program | undefined
      if (!program) return
      program.body = program.body.filter(
        (statement) =>
          statement.type !== 'ImportDeclaration' ||
          (classifyImport(statement).kind !== 'registered' && !isStubbed(statement)),
      )
      if (program.body.length === 0 && parent && index !== undefined) {
        parent.children.splice(index, 1)
        return index
      }
      return undefined
    })
    if (stubs.length > 0) replaceStubElements(tree, stubs)
  }
}

/** Each element of a stubbed name gives way to its children (none for a childless one). */
function replaceStubElements(tree: Root, stubs: readonly string[]): void {
  visit(tree, (node, index, parent) => {
    const element = node as { type: string; name?: string | null; children?: unknown[] }
    if (!element.type.startsWith('mdxJsx') || !element.name || !stubs.includes(element.name)) return undefined
    if (!parent || index === undefined) return undefined
    ;(parent.children as unknown[]).splice(index, 1, ...(element.children ?? []))
    return index
  })
}
