import type { Root, Paragraph, PhrasingContent, Parent } from 'mdast'
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import { visit, SKIP } from 'unist-util-visit'
import { ADMONITION_TITLES } from './admonition-titles'


function isLabel(node: unknown): node is Paragraph {
  const candidate = node as Paragraph & { data?: { directiveLabel?: boolean } }
  return candidate?.type === 'paragraph' && candidate.data?.directiveLabel === true
}

/** Turns a directive that is not an admonition back into the text it was written as. */
function directiveAsText(node: LeafDirective | TextDirective): PhrasingContent[] {
  const prefix = node.type === 'leafDirective' ? '::' : ':'
  const children = node.children as PhrasingContent[]
  const hasLabel = children.length > 0
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ')
  return [
    { type: 'text', value: `${prefix}${node.name}${hasLabel ? '[' : ''}` },
    ...children,
    { type: 'text', value: `${hasLabel ? ']' : ''}${attributes ? `{${attributes}}` : ''}` },
  ]
}

/**
 * `:::note[Optional title]` … `:::` (or `:::note Optional title`, see docusaurus-syntax.ts) becomes a
 * `<div class="admonition admonition-note">` with a title: a `<div>`, not an `<aside>`, which inside
 * `<main>` would be a complementary landmark nested in another. Admonitions nest when the outer one
 * has more colons (`::::info` … `:::tip` … `:::` … `::::`). Text and leaf directives are not a feature of this site: remark-directive would otherwise
 * swallow ordinary text such as `host:port`, so they are turned back into text.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        if (!parent || index === undefined) return
        const replacement = directiveAsText(node as TextDirective | LeafDirective)
        if (node.type === 'leafDirective') {
          parent.children.splice(index, 1, { type: 'paragraph', children: replacement })
        } else {
          parent.children.splice(index, 1, ...replacement)
        }
        return [SKIP, index]
      }
      if (node.type !== 'containerDirective') return
      const directive = node as ContainerDirective
      const kind = directive.name.toLowerCase()
      const defaultTitle = ADMONITION_TITLES[kind]
      if (!defaultTitle) {
        const where = directive.position ? ` at line ${directive.position.start.line}` : ''
        throw new Error(
          `Unknown admonition ":::${directive.name}"${where}. Use one of: ${Object.keys(ADMONITION_TITLES).join(', ')}.`,
        )
      }
      const [first, ...rest] = directive.children
      const label = isLabel(first) ? first : undefined
      const body = label ? rest : directive.children
      const titleChildren: PhrasingContent[] = label ? label.children : [{ type: 'text', value: defaultTitle }]
      directive.data = {
        hName: 'div',
        hProperties: { className: ['admonition', `admonition-${kind}`], 'data-admonition': kind },
      }
      directive.children = [
        {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
          children: titleChildren,
        },
        {
          type: 'blockquote',
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
          children: body as never,
        },
      ]
    })
  }
}
