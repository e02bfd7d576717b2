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
import { locateDoc, routeKey } from '../paths'
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

  it('orders the sidebar and labels its categories as the outline does, beside the pages this site adds', () => {
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
    // Pages this site adds to the upstream docs (answers to questions readers ask that the upstream
    // pages leave open): the rest of the sidebar is the outline's.
    const added = new Set(['/docs/server/single-sign-on', '/docs/server/kubernetes'])
    expect(docs.filter((doc) => added.has(doc.route)).map((doc) => doc.route).sort()).toEqual([...added].sort())
    const sidebar = buildSidebar(
      docs.filter((doc) => !added.has(doc.route)),
      categories,
    )
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

  it("names only pages of the site as answers in the search benchmark's query sets", () => {
    const routes = new Set(
      files.flatMap((file) => {
        if (file.path.startsWith('docs/')) return [routeKey(locateDoc(file.path.slice('docs/'.length)).route)]
        if (file.path.startsWith('pages/')) return [`/${file.path.slice('pages/'.length).replace(/\.mdx?$/, '')}`]
        // A post by the URL it had before dated URLs (the benchmark follows the release's redirect).
        if (file.path.startsWith('blog/'))
          return [`/blog/${path.basename(file.path).replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '')}`]
        return []
      }),
    )
    const sets = ['queries.json', 'real-questions.json'].map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(root, 'bench', 'relevance', name), 'utf8')) as {
          queries: Array<{ query: string; answers: string[]; heldOut?: boolean }>
        },
    )
    for (const set of sets)
      for (const entry of set.queries)
        for (const answer of entry.answers) expect([entry.query, answer, routes.has(answer)]).toEqual([entry.query, answer, true])
    // The real questions: at least 120, a third of them held out.
    const real = sets[1]?.queries ?? []
    expect(real.length).toBeGreaterThanOrEqual(120)
    const heldOut = real.filter((entry) => entry.heldOut === true).length
    expect(Math.abs(heldOut - real.length / 3)).toBeLessThan(2)
  })
})

