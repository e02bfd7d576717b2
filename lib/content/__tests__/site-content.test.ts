/** @jest-environment node */
/**
 * The real content of the site, checked as a whole: every page of the docs outline
 * (data/docs-outline.json) exists with its title, every property is documented exactly once, and the content check is clean.
 */
import fs from 'node:fs'
import path from 'node:path'
import { visit } from 'unist-util-visit'
import { checkContent, formatDiagnostic, type ContentFile } from '../check'
import { readCheckInputs, readContentFiles } from '../check-inputs'
import { readCategoryMeta, listDocFolders } from '../category-files'
import { readFrontMatter, titleOf } from '../front-matter'
import { parseMarkdown } from '../parse'
import { locateDoc } from '../paths'
import type { PropertyData } from '../properties'
import { buildSidebar, type SidebarItem } from '../sidebar'

const root = path.resolve(__dirname, '..', '..', '..')
const contentDir = path.join(root, 'content')
const docsRoot = path.join(contentDir, 'docs')

const files: ContentFile[] = readContentFiles(root)
const properties = JSON.parse(fs.readFileSync(path.join(root, 'data', 'properties.json'), 'utf8')) as PropertyData
const outline = JSON.parse(fs.readFileSync(path.join(root, 'data', 'docs-outline.json'), 'utf8')) as {
  pages: Array<{ siteRelativePath: string; kind: string; route: string; title: string; docId?: string }>
}
const descriptions: Record<string, string> = Object.assign(
  {},
  ...fs
    .readdirSync(path.join(root, 'data', 'property-descriptions'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(root, 'data', 'property-descriptions', file), 'utf8'))),
)

describe('site content', () => {
  it('passes the content check with no errors and no warnings', () => {
    const inputs = readCheckInputs(root, '/3.5.6')
    const diagnostics = [...inputs.diagnostics, ...checkContent(files, inputs.options)]
    expect(diagnostics.map(formatDiagnostic)).toEqual([])
  })

  it('has every docs page of the outline at its route, with its title', () => {
    for (const entry of outline.pages.filter((page) => page.kind === 'doc')) {
      const relative = entry.siteRelativePath.replace(/^docs\//, '')
      const file = files.find((candidate) => candidate.path === `docs/${relative}`)
      expect(file).toBeDefined()
      const { data, body } = readFrontMatter(file!.source)
      expect(locateDoc(relative).route).toBe(entry.route)
      expect(titleOf(data, body)).toBe(entry.title)
    }
  })

  it('has the standalone pages and at least two blog posts', () => {
    for (const name of ['faq', 'impressum', 'markdown-page', 'privacy']) {
      expect(files.some((file) => file.path === `pages/${name}.md` || file.path === `pages/${name}.mdx`)).toBe(true)
    }
    expect(files.filter((file) => file.path.startsWith('blog/')).length).toBeGreaterThanOrEqual(2)
  })

  it('renders every property of the data on exactly one page, each with a description', () => {
    const seen = new Map<string, string[]>()
    for (const file of files) {
      const tree = parseMarkdown(readFrontMatter(file.source).body)
      visit(tree, (node) => {
        const jsx = node as { type: string; name?: string; attributes?: Array<{ name?: string; value?: unknown }> }
        if (jsx.type !== 'mdxJsxFlowElement' || jsx.name !== 'PropertyTable') return
        const group = jsx.attributes?.find((attribute) => attribute.name === 'group')?.value
        for (const id of String(group).split(',')) {
          for (const property of properties.groups.find((g) => g.id === id.trim())?.properties ?? []) {
            seen.set(property.name, [...(seen.get(property.name) ?? []), file.path])
          }
        }
      })
    }
    const all = properties.groups.flatMap((group) => group.properties.map((property) => property.name))
    for (const name of all) {
      expect([name, seen.get(name)?.length ?? 0]).toEqual([name, 1])
      expect(descriptions[name]?.trim().length ?? 0).toBeGreaterThan(10)
    }
  })

  it('orders the sidebar and labels its categories as the outline does', () => {
    const docs = files
      .filter((file) => file.path.startsWith('docs/'))
      .map((file) => {
        const relative = file.path.slice('docs/'.length)
        const { data, body } = readFrontMatter(file.source)
        const location = locateDoc(relative)
        return {
          id: location.id,
          relativePath: relative,
          title: titleOf(data, body) ?? '',
          position: typeof data.sidebar_position === 'number' ? data.sidebar_position : location.filePosition,
          route: location.route,
          isCategoryIndex: location.isCategoryIndex,
        }
      })
    const categories = listDocFolders(docsRoot).map((dir) => readCategoryMeta(docsRoot, dir))
    const sidebar = buildSidebar(docs, categories)
    const shape = (items: SidebarItem[]): unknown[] =>
      items.map((item) => (item.type === 'doc' ? item.label : { [item.label]: shape(item.items) }))
    const expected = JSON.parse(fs.readFileSync(path.join(root, 'data', 'docs-outline.json'), 'utf8')) as {
      sidebarComputed: { items: Array<{ type: string; label: string; items?: unknown[] }> }
    }
    type OutlineItem = { type: string; label: string; items?: OutlineItem[] }
    const outlineShape = (items: OutlineItem[]): unknown[] =>
      items.map((item) => (item.type === 'doc' ? item.label : { [item.label]: outlineShape(item.items ?? []) }))
    expect(shape(sidebar)).toEqual(outlineShape(expected.sidebarComputed.items as OutlineItem[]))
  })
})
