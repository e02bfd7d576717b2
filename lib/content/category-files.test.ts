import { categoryLinkOf, generatedIndexRoute, parseCategoryFile } from './category-files'

describe('category files', () => {
  it('reads JSON and YAML, naming the file when it is broken', () => {
    expect(parseCategoryFile('a/_category_.yml', 'label: Guide\nposition: 2\n')).toEqual({ label: 'Guide', position: 2 })
    expect(parseCategoryFile('a/_category_.json', '{"label":"Guide"}')).toEqual({ label: 'Guide' })
    expect(() => parseCategoryFile('a/_category_.json', '{')).toThrow(/^a\/_category_\.json: invalid JSON/)
    expect(() => parseCategoryFile('a/_category_.yml', 'label: [')).toThrow(/^a\/_category_\.yml: invalid YAML/)
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
})
