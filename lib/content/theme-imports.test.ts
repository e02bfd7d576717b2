import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { remarkThemeImports, themeModuleGlobals, THEME_GLOBAL } from './theme-imports'

async function compile(source: string, cwd?: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkThemeImports)
  const file = new VFile({ path: 'content/docs/a.mdx', value: source, ...(cwd ? { cwd } : {}) })
  return (await processor.run(processor.parse(file), file)) as Root
}

/** A project folder whose content/component-stubs.yml holds `stubs`. */
function projectWithStubs(stubs: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stubs-'))
  fs.mkdirSync(path.join(root, 'content'))
  fs.writeFileSync(path.join(root, 'content', 'component-stubs.yml'), stubs)
  return root
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

  it("replaces the elements content/component-stubs.yml lists by their children and drops their imports, in any form", async () => {
    const root = projectWithStubs('- APITable\n- HexMesh\n- metadata\n')
    try {
      const tree = await compile(
        "import APITable from '@site/src/components/APITable'\nimport { HexMesh } from '@sba/components/HexMesh'\nimport metadata from '@sba/target/metadata.json'\n\n<HexMesh items={metadata} />\n\n<APITable>\n\n| Name | Type |\n| --- | --- |\n| `path` | `string` |\n\n</APITable>\n\nText with <APITable>inline *words*</APITable>.\n",
        root,
      )
      expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph'])
      expect(JSON.stringify(tree)).not.toMatch(/mdxJsx|mdxjsEsm/)
      expect(toString(tree)).toContain('inline words')
    } finally {
      fs.rmSync(root, { recursive: true })
    }
  })
})
