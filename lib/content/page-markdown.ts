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
 * Made when the page is published (lib/releases/build-release.ts), from the same parse the content
 * check and the renderer use (parse.ts), so it changes with the page.
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
import { splitInlineCode } from './inline-code'
import { parseMarkdown } from './parse'
import { describeGroups, type PropertyData } from './properties'
import type { SidebarItem } from './sidebar'

export interface PageMarkdownInput {
  title: string
  /** The MDX body, front matter removed (a document's `body.raw`). */
  body: string
  /** The body starts with its own `# Title`: no title is added above it. */
  hasH1: boolean
}

export interface PageMarkdownContext {
  /** A site path (`/docs/server`, `/img/a.png`) as an absolute URL with the base path. */
  absoluteUrl: (sitePath: string) => string
  properties: PropertyData
  descriptions: Record<string, string>
  /** The cards `<DocCardList>` shows on this page. */
  categoryItems: SidebarItem[]
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

/** A site path or an anchor; anything with a scheme or `//` stays as written. */
function absolute(url: string, context: Pick<PageMarkdownContext, 'absoluteUrl'>): string {
  return url.startsWith('/') && !url.startsWith('//') ? context.absoluteUrl(url) : url
}

function propertyTable(groupAttribute: string, context: PageMarkdownContext): Table {
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

function cardList(items: SidebarItem[], absoluteUrl: PageMarkdownContext['absoluteUrl']): List {
  const entries = items.flatMap((item): ListItem[] => {
    const href = item.href
    if (!href) return []
    const link: Link = { type: 'link', url: absolute(href, { absoluteUrl }), children: [text(item.label)] }
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

function jsxElement(node: JsxElement, context: PageMarkdownContext): Node[] {
  const children = () => convertAll(node.children as Node[], context)
  switch (node.name) {
    case 'PropertyTable': {
      const group = attribute(node, 'group')
      return group ? [propertyTable(group, context)] : []
    }
    case 'DocCardList':
      return [cardList(context.categoryItems, context.absoluteUrl)]
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
      const all = children()
      const summaryIndex = all.findIndex((child) => (child as { name?: string }).name === 'summary')
      const summary = attribute(node, 'summary') ?? 'Details'
      return labelled(summary, all.filter((_, index) => index !== summaryIndex))
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
      const href = attribute(node, 'to') ?? attribute(node, 'href')
      const content = asPhrasing(children())
      return href ? [{ type: 'link', url: absolute(href, context), children: content }] : content
    }
    case 'img': {
      const src = attribute(node, 'src')
      return src ? [{ type: 'image', url: absolute(src, context), alt: attribute(node, 'alt') ?? '' }] : []
    }
    case 'br':
      return [{ type: 'break' }]
    case 'OperatorDetails':
      return []
    default:
      return children()
  }
}

function convert(node: Node, context: PageMarkdownContext): Node[] {
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

function convertAll(nodes: Node[], context: PageMarkdownContext): Node[] {
  return nodes.flatMap((node) => convert(node, context))
}

/** The page as Markdown (see the module comment); ends with a newline. */
export function pageMarkdown(input: PageMarkdownInput, context: PageMarkdownContext): string {
  const tree = parseMarkdown(input.body)
  const body = asBlocks(convertAll(tree.children, context))
  const head: Node[] = []
  if (!input.hasH1) head.push({ type: 'heading', depth: 1, children: [text(input.title)] })
  const root: Root = { type: 'root', children: [...head, ...body] }
  return toMarkdown(root, MARKDOWN_OPTIONS)
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
