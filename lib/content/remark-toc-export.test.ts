import type { ArrayExpression, ExportNamedDeclaration, ObjectExpression, Program, Property } from 'estree'
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { parseMarkdown } from './parse'
import { remarkTocExport } from './remark-toc-export'

function exportedToc(source: string): Array<Record<string, unknown>> | undefined {
  // Parsed as the site parses content (`{#id}` heading ids included).
  const tree: Root = parseMarkdown(source)
  remarkTocExport()(tree)
  const first = tree.children[0] as MdxjsEsm
  const program = first.data?.estree as Program | undefined
  const declaration = (program?.body[0] as ExportNamedDeclaration | undefined)?.declaration
  if (declaration?.type !== 'VariableDeclaration' || first.value !== '') return undefined
  const array = declaration.declarations[0]?.init as ArrayExpression
  return array.elements.map((element) =>
    Object.fromEntries(
      (element as ObjectExpression).properties.map((p) => {
        const property = p as Property
        return [(property.key as { name: string }).name, (property.value as { value: unknown }).value]
      }),
    ),
  )
}

describe('the toc export', () => {
  it("gives a page that reads `toc` its headings, h2 to h6, with the rendered headings' ids", () => {
    const toc = exportedToc(
      "import TOCInline from '@theme/TOCInline'\n\n# Title\n\n<TOCInline toc={toc.slice(1)} />\n\n## Setup\n\n### `jest.fn()` {#fn}\n\n## Setup\n",
    )
    expect(toc).toEqual([
      { value: 'Setup', id: 'setup', level: 2 },
      { value: 'jest.fn()', id: 'fn', level: 3 },
      { value: 'Setup', id: 'setup-1', level: 2 },
    ])
  })

  it('leaves a page alone that does not read toc, or defines it itself', () => {
    expect(exportedToc('## A\n\nText about the toc.\n')).toBeUndefined()
    expect(exportedToc("export const toc = [{ value: 'A', id: 'a', level: 2 }]\n\n<TOCInline toc={toc} />\n")).toBeUndefined()
  })
})
