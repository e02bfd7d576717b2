import type { Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { remarkThemeImports, themeModuleGlobals, THEME_GLOBAL } from './theme-imports'

async function compile(source: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkThemeImports)
  const file = new VFile({ path: 'content/docs/a.mdx', value: source })
  return (await processor.run(processor.parse(file), file)) as Root
}

describe('theme imports', () => {
  it('maps every Docusaurus module to a property of one global object', () => {
    expect(themeModuleGlobals()['@theme/Tabs']).toEqual({ varName: `${THEME_GLOBAL}.Tabs`, type: 'esm', defaultExport: true })
    expect(Object.keys(themeModuleGlobals())).toEqual(
      expect.arrayContaining(['@theme/TabItem', '@theme/DocCardList', '@theme/Admonition', '@theme/CodeBlock', '@theme/Details', '@docusaurus/Link', '@docusaurus/useBaseUrl']),
    )
  })

  it('drops imports of registered components and keeps theme imports', async () => {
    const tree = await compile("import Tabs from '@theme/Tabs'\nimport PropertyTable from '@site/src/components/PropertyTable'\n\n<Tabs />\n")
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm')
    expect(esm).toHaveLength(1)
    expect((esm[0] as { data: { estree: { body: unknown[] } } }).data.estree.body).toHaveLength(1)
  })

  it('fails an unknown import with the file, the line and what to do', async () => {
    await expect(compile("Intro\n\nimport Fancy from '@site/src/components/Fancy'\n")).rejects.toThrow(
      /^content\/docs\/a\.mdx:3: unknown component Fancy imported from "@site\/src\/components\/Fancy".*content\/README\.md/,
    )
  })
})
