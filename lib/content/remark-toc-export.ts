import type { Program, Property } from 'estree'
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { visit } from 'unist-util-visit'
import { headingsOf, tocFromHeadings, type TocItem } from './toc'

/**
 * Docusaurus gives every MDX page an export `toc`, its headings (`{ value, id, level }`, h2 to h6),
 * which `<TOCInline toc={toc} />` (`@theme/TOCInline`) lists in the page, often sliced or filtered
 * (`toc.slice(2)`). In the MDX pipeline: a page that uses `toc` and does not define it gets it, with
 * the ids the rendered headings get (toc.ts slugs as rehype-slug does).
 */
export function remarkTocExport() {
  return (tree: Root) => {
    if (!usesToc(tree)) return
    const items = tocFromHeadings(headingsOf(tree), { minHeadingLevel: 2, maxHeadingLevel: 6 })
    const node: MdxjsEsm = { type: 'mdxjsEsm', value: '', data: { estree: tocProgram(items) } }
    tree.children.unshift(node)
  }
}

/** Whether an expression of the page reads `toc` and no export defines it. */
function usesToc(tree: Root): boolean {
  let reads = false
  let defines = false
  visit(tree, (node) => {
    const value = (node as { value?: unknown }).value
    if (typeof value !== 'string') return
    if (node.type === 'mdxjsEsm' && /\b(const|let|var|function)\s+toc\b|\bas\s+toc\b/.test(value)) defines = true
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && /\btoc\b/.test(value)) reads = true
  })
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    for (const attribute of (node as { attributes?: Array<{ value?: unknown }> }).attributes ?? []) {
      const expression = attribute.value as { type?: string; value?: unknown } | null | undefined
      if (expression?.type === 'mdxJsxAttributeValueExpression' && typeof expression.value === 'string' && /\btoc\b/.test(expression.value)) reads = true
    }
  })
  return reads && !defines
}

function property(name: string, value: string | number): Property {
  return {
    type: 'Property',
    key: { type: 'Identifier', name },
    value: { type: 'Literal', value },
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
  }
}

/** `export const toc = [{ value, id, level }, …]` as the MDX compiler takes it. */
function tocProgram(items: readonly TocItem[]): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: 'toc' },
              init: {
                type: 'ArrayExpression',
                elements: items.map((item) => ({
                  type: 'ObjectExpression',
                  properties: [property('value', item.text), property('id', item.id), property('level', item.depth)],
                })),
              },
            },
          ],
        },
      },
    ],
  }
}
