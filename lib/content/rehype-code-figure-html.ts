import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { find, html } from 'property-information'
import { SKIP, visit } from 'unist-util-visit'
import { isCodeFigure } from './code-figure'

/**
 * The last rehype plugin: each highlighted code block goes into the page's compiled code as one
 * string of HTML (`<figure … dangerouslySetInnerHTML={{ __html }}>`) instead of one JSX element per
 * line and token. The page's HTML is the same: none of the site's MDX components applies inside a
 * code block (they replace `a`, `img` and `table`), and the reader's browser does not run the
 * compiled code (pages are sent as HTML). What changes is publishing: a code-heavy page's compiled
 * code was three quarters code tokens (the Security page: 1,554 tokens, 140 of its 187 kB), and
 * every step after rehype (to JavaScript, the MDX compiler's walks, printing, bundling) and the
 * render paid for each token.
 */

/** The figure's attributes as JSX attributes, or undefined when one is not a plain string attribute. */
function jsxAttributes(node: Element): MdxJsxAttribute[] | undefined {
  const attributes: MdxJsxAttribute[] = []
  for (const [property, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue
    const info = find(html, property)
    // Only names React takes as written, with string values: a `style` string, for one, it does not.
    const name = property === 'className' ? 'className' : info.attribute
    if (property !== 'className' && !/^(data|aria)-/.test(name) && name !== 'id') return undefined
    const text = Array.isArray(value) ? value.join(info.commaSeparated ? ',' : ' ') : value === true ? '' : String(value)
    attributes.push({ type: 'mdxJsxAttribute', name, value: text })
  }
  return attributes
}

/** `dangerouslySetInnerHTML={{ __html: … }}` as the MDX compiler reads an expression attribute (with its estree). */
function innerHtmlAttribute(markup: string): MdxJsxAttribute {
  const object = {
    type: 'ObjectExpression' as const,
    properties: [
      {
        type: 'Property' as const,
        key: { type: 'Identifier' as const, name: '__html' },
        value: { type: 'Literal' as const, value: markup },
        kind: 'init' as const,
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  }
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(markup)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: object }],
        },
      },
    },
  }
}

/** The HTML of a figure's content as the figure's string: named references (`&lt;`), as React writes them. */
export function figureContentHtml(children: Element['children']): string {
  return toHtml(children, { characterReferences: { useNamedReferences: true } })
}

/**
 * The figure `node` as one JSX element whose content is `html` (its content's HTML), or undefined
 * when one of its attributes is not one React takes as written.
 */
export function figureWithHtml(node: Element, html: string): MdxJsxFlowElementHast | undefined {
  const attributes = jsxAttributes(node)
  if (!attributes) return undefined
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [...attributes, innerHtmlAttribute(html)],
    children: [],
    ...(node.position ? { position: node.position } : {}),
  }
}

export function rehypeCodeFigureHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!isCodeFigure(node) || !parent || index === undefined) return
      const figure = figureWithHtml(node, figureContentHtml(node.children))
      if (figure) parent.children.splice(index, 1, figure)
      return SKIP
    })
  }
}
