/**
 * A doc page as plain Markdown, for AI assistants and readers who want the source (`<route>.md`,
 * `llms-full.txt`, the MCP server's page tool, the "Copy page" button): the page's title and its
 * body, with the front matter gone and every MDX feature turned into the
 * Markdown a reader of the rendered page would expect:
 * - property tables become Markdown tables of the same rows (name, type, default, description);
 * - tabs become labelled sections, one after the other (`**Maven**`, then that tab's content);
 * - admonitions become blockquotes that start with their title (`> **Warning: …**`);
 * - `<Details>` becomes its summary in bold followed by its content; `<DocCardList>` a list of links;
 * - diagrams stay their Mermaid source (a fenced `mermaid` block), code blocks keep their language
 *   and title, site links and images become absolute URLs;
 * - imports, exports, JSX expressions and HTML comments (the truncate marker) are dropped, and any
 *   other component is replaced by its content.
 *
 * Made in two steps, so that no page is parsed for it again: when the page compiles, from the tree
 * MDX parsed (`markdownTemplate`, kept in the document's `markdownTemplate` field by
 * contentlayer.config.ts through compiled-tree-facts.ts), with a placeholder where the site's data
 * goes (a property table, the card list); and when the page renders (lib/releases/build-release.ts),
 * `fillMarkdown` puts in the data as it is then, and the title.
 */
import type {
  BlockContent,
  Code,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { gfmToMarkdown } from 'mdast-util-gfm'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown'
import { toString } from 'mdast-util-to-string'
import { ADMONITION_TITLES } from './admonition-titles'
import { contentAssetUrl, isFileReference } from './content-assets'
import { docFileLink, docRouteOfFile, withoutPathnameProtocol, withRoute } from './doc-file-links'
import { splitInlineCode } from './inline-code'
import { parseMarkdown } from './parse'
import { describeGroups, type PropertyData } from './properties'
import type { SidebarItem } from './sidebar'

export interface PageMarkdownInput {
  title: string
  /** The page's file below content/ (`docs/server/security.md`): its MDX partials are found from it. */
  sourcePath?: string
  /** The MDX body, front matter removed (a document's `body.raw`). */
  body: string
  /** The body starts with its own `# Title`: no title is added above it. */
  hasH1: boolean
}

/** What a page's template is made with when it compiles. */
export interface MarkdownTemplateContext {
  /** A site path (`/docs/server`, `/img/a.png`) as an absolute URL with the base path. */
  absoluteUrl: (sitePath: string) => string
  /** A file below content/ (an imported partial, a linked doc), or undefined when there is none. */
  readContent?: (contentPath: string) => string | undefined
}

/** The site's data a template is filled with when the page renders. */
export interface MarkdownData {
  properties: PropertyData
  descriptions: Record<string, string>
  /** The cards `<DocCardList>` shows on this page. */
  categoryItems: SidebarItem[]
}

export type PageMarkdownContext = MarkdownTemplateContext & MarkdownData

/** One file's conversion: the partials it imports by component name, how deep in partials. */
interface State extends MarkdownTemplateContext {
  partials: Map<string, string>
  depth: number
  /** The file being converted (the page, or a partial of it), below content/. */
  sourcePath: string | undefined
}

/** Partials inside partials: deeper than this is a loop, not a page. */
const MAX_PARTIAL_DEPTH = 5

const MDX_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm

/** `import Partial from './_partial.mdx'` of a page's module code: component name → path below content/. */
/** The folder of a path below content/ (`docs/guide/a.md` → `docs/guide`; '' at the top). */
function folderOf(contentPath: string): string {
  return contentPath.includes('/') ? contentPath.slice(0, contentPath.lastIndexOf('/')) : ''
}

function partialsOf(tree: Root, sourcePath: string | undefined): Map<string, string> {
  const partials = new Map<string, string>()
  if (sourcePath === undefined) return partials
  const dir = folderOf(sourcePath)
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    for (const match of node.value.matchAll(MDX_IMPORT)) {
      const parts = `${dir}/${match[2]}`.split('/')
      const resolved: string[] = []
      for (const part of parts) {
        if (part === '..') resolved.pop()
        else if (part !== '.' && part !== '') resolved.push(part)
      }
      partials.set(match[1] as string, resolved.join('/'))
    }
  }
  return partials
}

/** A partial's content, converted where the page shows it. */
function partial(contentPath: string, context: State): Node[] {
  const source = context.depth < MAX_PARTIAL_DEPTH ? context.readContent?.(contentPath) : undefined
  if (source === undefined) return []
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
  const tree = parseMarkdown(body)
  return convertAll(tree.children, stateOf(context, contentPath, partialsOf(tree, contentPath), context.depth + 1))
}

function stateOf(
  context: MarkdownTemplateContext,
  sourcePath: string | undefined,
  partials: Map<string, string>,
  depth: number,
): State {
  return { absoluteUrl: context.absoluteUrl, readContent: context.readContent, partials, depth, sourcePath }
}

type Node = RootContent

const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  // Compact tables: aligning pipes pads every cell of a long table with spaces.
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
}
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find(
    (entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name,
  )
  return typeof found?.value === 'string' ? found.value : undefined
}

/** `useBaseUrl('/img/a.png')` and `require('./a.png').default`, as Docusaurus pages write image sources. */
const URL_EXPRESSION = /^\s*(?:useBaseUrl|require)\(\s*(['"])([^'"]+)\1\s*\)(?:\.default)?\s*$/

/** A URL attribute written as a string or as one of the expressions above. */
function urlAttribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find(
    (entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name,
  )
  if (typeof found?.value === 'string') return found.value
  const expression = found?.value?.value
  return expression === undefined ? undefined : URL_EXPRESSION.exec(expression)?.[2]
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const strong = (children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children })
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })

/** Phrasing content stays phrasing; block content in a phrasing place is flattened to its text. */
function asPhrasing(nodes: Node[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] =>
    isPhrasing(node) ? [node] : [text(toString(node))],
  )
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'html',
])

function isPhrasing(node: Node): node is PhrasingContent {
  return PHRASING.has(node.type)
}

/** Block content: loose phrasing (a component's text) wrapped in a paragraph. */
function asBlocks(nodes: Node[]): BlockContent[] {
  const blocks: BlockContent[] = []
  let run: PhrasingContent[] = []
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) blocks.push(paragraph(run))
    run = []
  }
  for (const node of nodes) {
    if (isPhrasing(node) && node.type !== 'html') run.push(node)
    else {
      flush()
      blocks.push(node as BlockContent)
    }
  }
  flush()
  return blocks
}

/**
 * A link as an absolute URL: a site path, or a docs file linked by its path (`b.md#setup`, as
 * Docusaurus resolves it, doc-file-links.ts); an anchor, a URL or `//host` stays as written.
 */
function absolute(url: string, context: Pick<State, 'absoluteUrl' | 'readContent' | 'sourcePath'>): string {
  const sitePath = withoutPathnameProtocol(url)
  if (context.sourcePath !== undefined && context.readContent && /\.mdx?(?:#|$)/.test(sitePath)) {
    const read = context.readContent
    const linked = docFileLink(sitePath, context.sourcePath, (file) => read(file) !== undefined)
    const source = linked && read(linked.path)
    if (linked && source !== undefined)
      return context.absoluteUrl(withRoute(docRouteOfFile(linked.path, source), linked.anchor))
  }
  if (context.sourcePath !== undefined && isFileReference(sitePath)) {
    // An image or document kept beside the page, where the content-assets route serves it.
    const asset = contentAssetUrl(folderOf(context.sourcePath), sitePath)
    if (asset !== undefined) return context.absoluteUrl(asset)
  }
  return sitePath.startsWith('/') && !sitePath.startsWith('//') ? context.absoluteUrl(sitePath) : sitePath
}

function propertyTable(groupAttribute: string, context: MarkdownData): Table {
  const ids = groupAttribute.split(',').map((id) => id.trim())
  const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children })
  const rows: TableRow[] = [
    {
      type: 'tableRow',
      children: ['Property', 'Type', 'Default', 'Description'].map((label) => cell([text(label)])),
    },
  ]
  for (const { properties } of describeGroups(context.properties, ids, context.descriptions)) {
    for (const property of properties) {
      const name: PhrasingContent[] = [{ type: 'inlineCode', value: property.name }]
      if (property.deprecated) {
        const replacement = property.deprecation?.replacement
        name.push(text(replacement ? ' (deprecated: use ' : ' (deprecated)'))
        if (replacement) name.push({ type: 'inlineCode', value: replacement }, text(')'))
      }
      rows.push({
        type: 'tableRow',
        children: [
          cell(name),
          cell([
            { type: 'inlineCode', value: property.shortType },
            ...(property.unit ? [text(` (unit: ${property.unit})`)] : []),
          ]),
          // As the page's table: no default is "none", an empty one "empty".
          cell(
            property.default === null
              ? [text('none')]
              : property.default === ''
                ? [text('empty')]
                : [{ type: 'inlineCode', value: property.default }],
          ),
          cell(
            splitInlineCode(property.description).map((part) =>
              part.code ? { type: 'inlineCode', value: part.text } : text(part.text),
            ),
          ),
        ],
      })
    }
  }
  return { type: 'table', align: [null, null, null, null], children: rows }
}

function cardList(items: SidebarItem[], absoluteUrl: MarkdownTemplateContext['absoluteUrl']): List {
  const context = { absoluteUrl, sourcePath: undefined }
  const entries = items.flatMap((item): ListItem[] => {
    const href = item.href
    if (!href) return []
    const link: Link = { type: 'link', url: absolute(href, context), children: [text(item.label)] }
    return [{ type: 'listItem', spread: false, children: [paragraph([link])] }]
  })
  return { type: 'list', ordered: false, spread: false, children: entries }
}

/** A titled block: the title in bold, then the content (tabs, details). */
function labelled(label: string, children: Node[]): Node[] {
  return [paragraph([strong([text(label)])]), ...children]
}

function admonition(kind: string, title: PhrasingContent[], body: Node[]): Node {
  const kindTitle = ADMONITION_TITLES[kind] ?? kind
  const own = toString({ type: 'paragraph', children: title })
  const heading: PhrasingContent[] =
    own === '' || own.toLowerCase() === kindTitle.toLowerCase()
      ? [text(kindTitle)]
      : [text(`${kindTitle}: `), ...title]
  return { type: 'blockquote', children: [paragraph([strong(heading)]), ...asBlocks(body)] }
}

const TITLE_META = /\btitle=(?:"([^"]*)"|'([^']*)')/

/** A code block keeps its language and title; line highlights and numbering are for the page only. */
function codeBlock(node: Code): Code {
  const title = node.meta ? TITLE_META.exec(node.meta) : null
  const meta = title ? `title="${title[1] ?? title[2] ?? ''}"` : null
  return { type: 'code', lang: node.lang ?? null, meta, value: node.value }
}

function isSummary(node: Node): boolean {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'summary'
}

/** A details element's `<summary>` (on its own, or first in the first paragraph) and the rest. */
function withoutSummary(children: Node[]): { summary: Node | undefined; rest: Node[] } {
  const own = children.find(isSummary)
  if (own) return { summary: own, rest: children.filter((child) => child !== own) }
  const [first, ...others] = children
  if (first?.type !== 'paragraph') return { summary: undefined, rest: children }
  const inside = first.children.find((child) => isSummary(child))
  if (!inside) return { summary: undefined, rest: children }
  const remaining = first.children.filter((child) => child !== inside)
  const empty = remaining.every((child) => child.type === 'text' && child.value.trim() === '')
  return { summary: inside, rest: empty ? others : [{ ...first, children: remaining }, ...others] }
}

function jsxElement(node: JsxElement, context: State): Node[] {
  const children = () => convertAll(node.children as Node[], context)
  switch (node.name) {
    case 'PropertyTable': {
      const group = attribute(node, 'group')
      return group ? [{ type: 'html', value: `${PLACEHOLDER_START}property-table ${encodeURIComponent(group)}${PLACEHOLDER_END}` }] : []
    }
    case 'DocCardList':
      return [{ type: 'html', value: `${PLACEHOLDER_START}doc-cards${PLACEHOLDER_END}` }]
    case 'Tabs':
      return children()
    case 'TabItem':
      return labelled(attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab', children())
    case 'Admonition': {
      const kind = (attribute(node, 'type') ?? 'note').toLowerCase()
      const title = attribute(node, 'title')
      return [admonition(kind, title ? [text(title)] : [], children())]
    }
    case 'Details':
    case 'details': {
      // `<details><summary>Why?</summary>…`: the summary is the label, not part of the content.
      const { summary: summaryNode, rest } = withoutSummary(node.children as Node[])
      const summary = attribute(node, 'summary') ?? (summaryNode ? toString(summaryNode) : 'Details')
      return labelled(summary, convertAll(rest, context))
    }
    case 'summary':
      return labelled(toString(node), [])
    case 'CodeBlock':
      return [
        codeBlock({
          type: 'code',
          lang: attribute(node, 'language') ?? null,
          meta: attribute(node, 'title') ? `title="${attribute(node, 'title')}"` : null,
          value: toString(node),
        }),
      ]
    case 'Link':
    case 'a': {
      const href = urlAttribute(node, 'to') ?? urlAttribute(node, 'href')
      const content = asPhrasing(children())
      return href ? [{ type: 'link', url: absolute(href, context), children: content }] : content
    }
    case 'img': {
      const src = urlAttribute(node, 'src')
      return src ? [{ type: 'image', url: absolute(src, context), alt: attribute(node, 'alt') ?? '' }] : []
    }
    case 'br':
      return [{ type: 'break' }]
    case 'OperatorDetails':
      return []
    default: {
      const partialPath = node.name === null ? undefined : context.partials.get(node.name)
      return partialPath === undefined ? children() : partial(partialPath, context)
    }
  }
}

function convert(node: Node, context: State): Node[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'yaml':
      return []
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : [node]
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, context)
    case 'containerDirective': {
      const directive = node as ContainerDirective
      const [title, body] = directive.children as [Paragraph | undefined, { children?: Node[] } | undefined]
      return [
        admonition(
          directive.name.toLowerCase(),
          title?.children ?? [],
          convertAll(body?.children ?? [], context),
        ),
      ]
    }
    case 'code':
      return [codeBlock(node)]
    case 'link':
      return [{ ...node, url: absolute(node.url, context), children: asPhrasing(convertAll(node.children, context)) }]
    case 'image':
      return [{ ...node, url: absolute(node.url, context) }]
    case 'definition':
      return [{ ...node, url: absolute(node.url, context) }]
    default:
      if ('children' in node) {
        const converted = convertAll(node.children as Node[], context)
        // Block containers hold blocks; a paragraph or heading holds phrasing.
        const children =
          node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell'
            ? asPhrasing(converted)
            : node.type === 'blockquote' || node.type === 'listItem' || node.type === 'footnoteDefinition'
              ? asBlocks(converted)
              : converted
        return [{ ...node, children } as Node]
      }
      return [node]
  }
}

function convertAll(nodes: Node[], context: State): Node[] {
  return nodes.flatMap((node) => convert(node, context))
}

/**
 * The page's body as Markdown, from its tree (parse.ts's, or the one MDX parsed: the same), with a
 * placeholder where a property table or the card list goes (see {@link fillMarkdown}).
 */
export function markdownTemplate(
  tree: Root,
  sourcePath: string | undefined,
  context: MarkdownTemplateContext,
): string {
  const state = stateOf(context, sourcePath, partialsOf(tree, sourcePath), 0)
  const body = asBlocks(convertAll(tree.children, state))
  return body.length === 0 ? '' : toMarkdown({ type: 'root', children: body }, MARKDOWN_OPTIONS)
}

/**
 * Where the site's data goes in a template: an HTML comment, which no page's own text can leave
 * there (the conversion drops a page's comments).
 */
const PLACEHOLDER_START = '<!--sba-markdown:'
const PLACEHOLDER_END = '-->'
const PLACEHOLDER = /<!--sba-markdown:(property-table ([^>\s]*)|doc-cards)-->/g

/** A template with the site's data put in, under the page's title unless it has its own; ends with a newline. */
export function fillMarkdown(
  template: string,
  page: { title: string; hasH1: boolean },
  data: MarkdownData,
  absoluteUrl: MarkdownTemplateContext['absoluteUrl'],
): string {
  const body = template.replace(PLACEHOLDER, (_placeholder, _kind: string, group: string | undefined) =>
    toMarkdown(
      {
        type: 'root',
        children: [group === undefined ? cardList(data.categoryItems, absoluteUrl) : propertyTable(decodeURIComponent(group), data)],
      },
      MARKDOWN_OPTIONS,
    ).trimEnd(),
  )
  const title = page.hasH1
    ? ''
    : toMarkdown({ type: 'root', children: [{ type: 'heading', depth: 1, children: [text(page.title)] }] }, MARKDOWN_OPTIONS)
  return body === '' ? title : title === '' ? body : `${title}\n${body}`
}

/** The page as Markdown (see the module comment), parsed from its body; ends with a newline. */
export function pageMarkdown(input: PageMarkdownInput, context: PageMarkdownContext): string {
  const template = markdownTemplate(parseMarkdown(input.body), input.sourcePath, context)
  return fillMarkdown(template, input, context, context.absoluteUrl)
}

/** A list page (a category's generated index): its title, description and a link per item. */
export function listMarkdown(
  list: { title: string; description: string | null; items: SidebarItem[] },
  absoluteUrl: (sitePath: string) => string,
): string {
  const root: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [text(list.title)] },
      ...(list.description ? [paragraph([text(list.description)])] : []),
      cardList(list.items, absoluteUrl),
    ],
  }
  return toMarkdown(root, MARKDOWN_OPTIONS)
}
