import { checkContent, formatDiagnostic, type CheckOptions, type ContentFile } from './check'

const options: CheckOptions = {
  publicFileExists: (sitePath) => sitePath === '/img/present.svg',
  propertyGroups: new Map([['ui', ['spring.boot.admin.ui.title']]]),
  propertyDescriptions: new Map([['spring.boot.admin.ui.title', 'The page title.']]),
  extraRoutes: ['/', '/blog'],
  basePath: '/3.5.6',
  components: ['PropertyTable', 'DocCardList', 'OperatorDetails'],
}

const file = (path: string, source: string): ContentFile => ({ path, source })

describe('content check', () => {
  it('accepts valid content with working links, anchors, images and property anchors', () => {
    const diagnostics = checkContent(
      [
        file('docs/01-index.md', '---\ntitle: Overview\n---\n\nSee [security](/docs/server/security#csrf) and [title](/docs/ui#spring.boot.admin.ui.title).\n\n![diagram](/img/present.svg)\n'),
        file('docs/server/02-security.md', '---\ntitle: Security\n---\n\n## CSRF\n\nBack to [the overview](../index).\n'),
        file('docs/ui.mdx', '---\ntitle: UI\n---\n\n<PropertyTable group="ui" />\n'),
      ],
      options,
    )
    expect(diagnostics).toEqual([])
  })

  it('fails on a missing image, naming file and line', () => {
    const [diagnostic] = checkContent([file('docs/a.md', '---\ntitle: A\n---\n\nText\n\n![x](/img/missing.png)\n')], options)
    expect(diagnostic).toMatchObject({ severity: 'error', file: 'docs/a.md', line: 7 })
    expect(formatDiagnostic(diagnostic!)).toBe('error: content/docs/a.md:7: image /img/missing.png not found (expected public/img/missing.png)')
  })

  it('fails on malformed MDX with the line in the file', () => {
    const [diagnostic] = checkContent([file('docs/a.mdx', '---\ntitle: A\n---\n\nfine\n\nbroken <div\n')], options)
    expect(diagnostic).toMatchObject({ severity: 'error', file: 'docs/a.mdx' })
    expect(diagnostic?.line).toBeGreaterThanOrEqual(7)
    expect(diagnostic?.message).toMatch(/cannot parse markdown/)
  })

  it('fails on invalid front matter, naming the file', () => {
    const broken = checkContent([file('docs/a.md', '---\ntitle: [unclosed\n---\n\nText\n')], options)
    expect(broken[0]).toMatchObject({ severity: 'error', file: 'docs/a.md' })
    const mistyped = checkContent([file('docs/b.md', '---\ntitle: B\nsidebar_position: first\n---\n')], options)
    expect(mistyped[0]?.message).toContain('sidebar_position')
  })

  it('warns on broken links, broken anchors and duplicate routes', () => {
    const diagnostics = checkContent(
      [
        file('docs/a.md', '---\ntitle: A\n---\n\n[gone](/docs/nowhere) [anchor](/docs/b#nope)\n'),
        file('docs/b.md', '---\ntitle: B\n---\n\n## Real\n'),
        file('docs/10-b.md', '---\ntitle: B again\n---\n'),
      ],
      options,
    )
    expect(diagnostics.map((d) => [d.severity, d.message.split(':')[0]])).toEqual([
      ['warning', 'duplicate route /docs/b'],
      ['warning', 'broken link /docs/nowhere'],
      ['warning', 'broken anchor /docs/b#nope'],
    ])
  })

  it('fails on unknown components, unknown property groups and missing descriptions', () => {
    const diagnostics = checkContent(
      [
        file('docs/a.mdx', '---\ntitle: A\n---\n\n<Unknown />\n\n<PropertyTable group="nope" />\n'),
        file('docs/b.mdx', '---\ntitle: B\n---\n\n<PropertyTable group="ui" />\n'),
      ],
      { ...options, propertyDescriptions: new Map() },
    )
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([
      '<PropertyTable group="nope"> names no group of data/properties.json',
      'property spring.boot.admin.ui.title has no description in data/property-descriptions/ui.json',
      'unknown component <Unknown>; available: PropertyTable, DocCardList, OperatorDetails',
    ])
  })

  it('does not mistake host:port text for a directive', () => {
    expect(checkContent([file('docs/a.md', '---\ntitle: A\n---\n\nRuns on localhost:8080 and :::\n')], options)).toEqual([])
  })
})
