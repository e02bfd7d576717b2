import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  CategoryFileError,
  categoryLinkOf,
  generatedIndexRoute,
  mayChangeCategories,
  parseCategoryFile,
  readDocCategories,
} from './category-files'

describe('category files', () => {
  it('reads JSON and YAML, naming the file when it is broken', () => {
    expect(parseCategoryFile('a/_category_.yml', 'label: Guide\nposition: 2\n')).toEqual({ label: 'Guide', position: 2 })
    expect(parseCategoryFile('a/_category_.json', '{"label":"Guide"}')).toEqual({ label: 'Guide' })
    expect(() => parseCategoryFile('a/_category_.json', '{')).toThrow(/^a\/_category_\.json: invalid JSON/)
    expect(() => parseCategoryFile('a/_category_.yml', 'label: [')).toThrow(/^a\/_category_\.yml: invalid YAML/)
  })

  it('reads a .json category file as Docusaurus does, with a YAML parser: trailing commas and comments', () => {
    expect(parseCategoryFile('a/_category_.json', '{ "position": 4, "label": "Integration", }')).toEqual({
      position: 4,
      label: 'Integration',
    })
    expect(parseCategoryFile('a/_category_.json', '# the guide\n{\n  "label": "Guide",\n  "position": 2,\n}\n')).toEqual({
      label: 'Guide',
      position: 2,
    })
    // Really broken: the file, what is wrong, and the line.
    let error: unknown
    try {
      parseCategoryFile('a/_category_.json', '{\n  "label": "Guide",\n  "position": [2\n}\n')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(CategoryFileError)
    expect((error as CategoryFileError).message).toMatch(/^a\/_category_\.json: invalid JSON \(.+\)$/)
    expect((error as CategoryFileError).line).toBeGreaterThanOrEqual(3)
  })

  it('reads links: a doc, a generated index (slug or label), null, or an error', () => {
    expect(categoryLinkOf('f', { type: 'doc', id: 'guide/intro' }, 'Guide')).toEqual({ type: 'doc', id: 'guide/intro' })
    expect(categoryLinkOf('f', { type: 'generated-index', description: 'All of it' }, 'Getting Started')).toMatchObject({
      type: 'generated-index',
      route: '/docs/category/getting-started',
      description: 'All of it',
    })
    expect(generatedIndexRoute('Guide', '/category/own')).toBe('/docs/category/own')
    expect(categoryLinkOf('f', null, 'Guide')).toBeNull()
    expect(categoryLinkOf('f', undefined, 'Guide')).toBeUndefined()
    expect(() => categoryLinkOf('f', { type: 'url' }, 'Guide')).toThrow(/^f: "link" must be/)
  })

  it('reads every folder, and reports a broken category file without stopping', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'categories-'))
    try {
      const docs = path.join(root, 'content', 'docs')
      fs.mkdirSync(path.join(docs, 'guide', 'deep'), { recursive: true })
      fs.mkdirSync(path.join(docs, 'broken'))
      fs.writeFileSync(path.join(docs, 'guide', '_category_.yml'), 'label: The Guide\nposition: 3\n')
      fs.writeFileSync(path.join(docs, 'broken', '_category_.json'), '{ "label": ')
      const { categories, problems } = readDocCategories(root)
      expect(categories.map((category) => [category.rawDir, category.label])).toEqual([
        ['guide', 'The Guide'],
        ['guide/deep', 'deep'],
      ])
      expect(problems).toEqual([
        { file: 'docs/broken/_category_.json', message: expect.stringMatching(/^invalid JSON/), line: 1 },
      ])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it('tells which changes can change the category meta a publish read', () => {
    const before = new Set(['docs/guide/intro.md', 'docs/guide/index.md', 'docs/guide/guide.md', 'docs/top.md'])
    const folders = new Set(['guide'])
    const may = (changed: string[], after: Set<string> = before) =>
      mayChangeCategories(changed, before, after, folders)
    // An edit of an ordinary page, an image beside it, a blog post, data: no.
    expect(may(['content/docs/guide/intro.md', 'content/docs/top.md'])).toBe(false)
    expect(may(['content/docs/guide/diagram.png', 'content/blog/post.md', 'data/properties.json'])).toBe(false)
    // A category file, a folder's index doc (either name), a page added or removed, a new folder: yes.
    expect(may(['content/docs/guide/_category_.json'])).toBe(true)
    expect(may(['content/docs/guide/_category_.yaml'])).toBe(true)
    expect(may(['content/docs/guide/index.md'])).toBe(true)
    expect(may(['content/docs/guide/guide.md'])).toBe(true)
    expect(may(['content/docs/guide/new.md'], new Set([...before, 'docs/guide/new.md']))).toBe(true)
    expect(may(['content/docs/guide/intro.md'], new Set([...before].filter((file) => !file.endsWith('intro.md'))))).toBe(
      true,
    )
    expect(may(['content/docs/other/image.png'])).toBe(true)
    expect(may([path.join('content', 'docs', 'guide', '_category_.yml')])).toBe(true)
  })
})

