import { checkContent, formatDiagnostic, type CheckOptions, type ContentFile } from './check'
import { rememberCompiledTreeFacts } from './compiled-tree-facts'

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

  it('resolves links to docs files as Docusaurus does: by the file, to its id, slug or index route', () => {
    const files = [
      file('docs/CLI.md', '---\nid: cli\ntitle: CLI\n---\n\n## Watch\n\nSee [config](Configuration.md#roots) and [the guide](/10-guides/index.mdx#start).\n'),
      file('docs/Configuration.md', '---\nid: configuration\ntitle: Configuration\n---\n\n## Roots\n'),
      file('docs/10-guides/index.mdx', '---\ntitle: Guides\n---\n\n## Start\n\nBack to [the CLI](../CLI.md#watch), on to [setup](./20-setup.md).\n'),
      file('docs/10-guides/20-setup.md', '---\ntitle: Setup\nslug: /get-going\n---\n\nSee [the guides](./index.mdx) and [nothing](./gone.md).\n'),
    ]
    const withFiles = { ...options, contentFileExists: (path: string) => files.some((entry) => entry.path === path) }
    expect(checkContent(files, withFiles).map(formatDiagnostic)).toEqual([
      'warning: content/docs/10-guides/20-setup.md:6: broken link ./gone.md',
    ])
    const anchorGone = checkContent([...files.slice(0, 1), file('docs/Configuration.md', '---\nid: configuration\ntitle: C\n---\n'), ...files.slice(2)], withFiles)
    expect(anchorGone.map(formatDiagnostic)).toContain(
      'warning: content/docs/CLI.md:8: broken anchor Configuration.md#roots: docs/Configuration.md has no heading #roots',
    )
  })

  it('accepts imports and elements of the names content/component-stubs.yml lists, whatever the import', () => {
    const page = file(
      'docs/a.mdx',
      "---\ntitle: A\n---\n\nimport { HexMesh } from '@sba/components/HexMesh'\nimport metadata from '@sba/metadata.json'\n\n<HexMesh items={metadata} />\n\n<Zoom>text</Zoom>\n",
    )
    expect(checkContent([page], { ...options, stubs: ['HexMesh', 'metadata', 'Zoom'] })).toEqual([])
    expect(checkContent([page], { ...options, stubs: ['HexMesh'] }).map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^error: content\/docs\/a\.mdx:6: unknown component metadata imported from "@sba\/metadata\.json".*content\/component-stubs\.yml/),
      expect.stringMatching(/^error: content\/docs\/a\.mdx:10: unknown component <Zoom>/),
    ])
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

  it("reads a page's facts from its compile's tree only for the same file, whose lines they count", () => {
    const body = '\nText with an image.\n\n![x](/img/gone.png)\n'
    const compiled = `---\ntitle: A\n---\n${body}`
    // What the MDX compile of `compiled` kept (its image on file line 7), told apart from a parse
    // by the image's name.
    rememberCompiledTreeFacts(body, {
      source: compiled,
      headings: [],
      anchors: [],
      check: { propertyTables: [], imports: [], facts: [{ kind: 'image', url: '/img/from-compile.png', line: 7 }] },
      components: options.components.join(','),
    })
    const [same] = checkContent([file('docs/a.md', compiled)], options)
    expect(same).toMatchObject({ file: 'docs/a.md', line: 7, message: expect.stringContaining('/img/from-compile.png') })
    // The same body under longer front matter: parsed, with its own line.
    const [other] = checkContent([file('docs/b.md', `---\ntitle: B\nsidebar_label: Bee\n---\n${body}`)], options)
    expect(other).toMatchObject({ file: 'docs/b.md', line: 8, message: expect.stringContaining('/img/gone.png') })
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
      expect.stringMatching(/^unknown component <Unknown>; available: PropertyTable, DocCardList, OperatorDetails\. To use a component of your own, add it to components\/mdx\/mdxComponents\.tsx/),
    ])
  })

  it('accepts the Docusaurus theme imports and components imported from where a Docusaurus site kept them', () => {
    const source = [
      '---',
      'title: A',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import MyCards from '@theme/DocCardList';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import PropertyTable from '@site/src/components/PropertyTable';",
      '',
      '<Tabs><TabItem value="a">A</TabItem></Tabs>',
      '',
      '<MyCards />',
      '',
      '<PropertyTable group="ui" />',
      '',
    ].join('\n')
    expect(checkContent([file('docs/a.mdx', source)], options)).toEqual([])
  })

  it('fails on an import of an unknown component with file, line, the name and how to register one', () => {
    const source = "---\ntitle: A\n---\n\nIntro.\n\nimport Fancy from '@site/src/components/Fancy';\n\n<Fancy />\n"
    const [diagnostic, ...rest] = checkContent([file('docs/a.mdx', source)], options)
    expect(rest).toEqual([])
    expect(diagnostic).toMatchObject({ severity: 'error', file: 'docs/a.mdx', line: 7 })
    expect(diagnostic?.message).toContain('unknown component Fancy imported from "@site/src/components/Fancy"')
    expect(diagnostic?.message).toContain('content/README.md')
    expect(diagnostic?.message).not.toMatch(/contentlayer|esbuild|bug/i)
  })

  it('refuses named imports from a theme module', () => {
    const [diagnostic] = checkContent([file('docs/a.mdx', "---\ntitle: A\n---\n\nimport { Other } from '@theme/Tabs';\n")], options)
    expect(diagnostic).toMatchObject({ severity: 'error', line: 5 })
    expect(diagnostic?.message).toContain('only the default import')
  })

  it('checks images kept beside the page in content/', () => {
    const withContent = { ...options, contentFileExists: (contentPath: string) => contentPath === 'blog/2025-01-02-post/diagram.png' }
    const ok = file('blog/2025-01-02-post/index.md', '---\ntitle: P\n---\n\n![diagram](./diagram.png)\n')
    const missing = file('blog/2025-01-03-other/index.md', '---\ntitle: O\n---\n\n![gone](./gone.png)\n')
    expect(checkContent([ok, missing], withContent).map(formatDiagnostic)).toEqual([
      'error: content/blog/2025-01-03-other/index.md:5: image ./gone.png not found (expected content/blog/2025-01-03-other/gone.png beside the page)',
    ])
  })

  it('checks the files a link or a require() names beside the page, as Docusaurus resolves its assets', () => {
    const withContent = { ...options, contentFileExists: (contentPath: string) => contentPath === 'docs/files/checklist.docx' }
    const ok = file(
      'docs/ok.mdx',
      "---\ntitle: Ok\n---\n\n[checklist](./files/checklist.docx) and <a href={require('./files/checklist.docx').default}>it</a>\n",
    )
    const broken = file(
      'docs/broken.mdx',
      "---\ntitle: Broken\n---\n\n[gone](./files/gone.pdf)\n\n<a href={require('./files/tool.exe').default}>tool</a>\n\n[up](../../outside.pdf)\n",
    )
    expect(checkContent([ok, broken], withContent).map(formatDiagnostic)).toEqual([
      'error: content/docs/broken.mdx:5: link ./files/gone.pdf: file not found (expected content/docs/files/gone.pdf beside the page)',
      "error: content/docs/broken.mdx:7: require('./files/tool.exe'): files of this type are not served from content/ (images, PDF and office documents, text, archives, audio and video are); put it in public/ and link it by its path",
      'error: content/docs/broken.mdx:9: link ../../outside.pdf leaves content/: keep the file beside the page, or in public/ and link it by its path',
    ])
  })

  it('takes a post date from its file or folder name, and knows the authors of authors.yml', () => {
    const authors = { jane: { key: 'jane', name: 'Jane', title: null, url: null, imageUrl: null } }
    const diagnostics = checkContent(
      [
        file('blog/2025-01-02-named.md', '---\ntitle: Named\nauthors: jane\n---\n\nText\n'),
        file('blog/undated.md', '---\ntitle: Undated\nauthors: [jane, joe]\n---\n\nText\n'),
      ],
      { ...options, blogAuthors: authors },
    )
    expect(diagnostics.map((d) => `${d.file}: ${d.message.split(':')[0]}`)).toEqual([
      'blog/undated.md: blog posts need a date',
      'blog/undated.md: author "joe" is not in content/blog/authors.yml (add it there, or write the author inline',
    ])
  })

  it('accepts the Docusaurus front matter, with null pagination', () => {
    const source = [
      '---',
      'id: custom',
      'title: T',
      'sidebar_class_name: special',
      'hide_title: true',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'pagination_next: null',
      'pagination_prev: other',
      'draft: false',
      'unlisted: true',
      'keywords: [a, b]',
      'image: /img/present.svg',
      'last_update:',
      '  date: 2025-01-02',
      '  author: Jane',
      '---',
      '',
      '## Heading {#custom-id}',
      '',
      'See [the heading](#custom-id).',
      '',
    ].join('\n')
    expect(checkContent([file('docs/a.md', source)], options)).toEqual([])
    const [wrong] = checkContent([file('docs/b.md', '---\ntitle: B\nhide_title: yes please\n---\n')], options)
    expect(wrong?.message).toBe('front matter "hide_title" must be a boolean, got "yes please"')
  })

  it('does not mistake host:port text for a directive', () => {
    expect(checkContent([file('docs/a.md', '---\ntitle: A\n---\n\nRuns on localhost:8080 and :::\n')], options)).toEqual([])
  })

  describe('checked again after an edit (a watcher checks the whole tree on every save)', () => {
    const linking = file('docs/linking.md', '---\ntitle: Linking\n---\n\nSee [the setup](/docs/target#setup) and [later](/docs/later).\n')
    const target = (heading: string) => file('docs/target.md', `---\ntitle: Target\n---\n\n## ${heading}\n\nText.\n`)
    const messages = (files: ContentFile[], with_: CheckOptions = options) =>
      checkContent(files, with_).map((diagnostic) => `${diagnostic.file}: ${diagnostic.message}`)

    it('finds a link an edit broke in a file the edit did not touch, and sees it mended', () => {
      const later = file('docs/later.md', '---\ntitle: Later\n---\n\nLater.\n')
      expect(messages([linking, target('Setup'), later])).toEqual([])
      // The target's heading renamed: the unchanged linking page's anchor is broken now.
      expect(messages([linking, target('Installation'), later])).toEqual([
        'docs/linking.md: broken anchor /docs/target#setup: docs/target.md has no heading #setup',
      ])
      // A page removed: the link to it is broken; added back, it is not.
      expect(messages([linking, target('Setup')])).toEqual(['docs/linking.md: broken link /docs/later'])
      expect(messages([linking, target('Setup'), later])).toEqual([])
    })

    it('keeps reporting what is still broken, and follows files appearing in public/', () => {
      const withImage = file('docs/image.md', '---\ntitle: Image\n---\n\n![new](/img/new.svg)\n')
      const missing = 'docs/image.md: image /img/new.svg not found (expected public/img/new.svg)'
      expect(messages([withImage])).toEqual([missing])
      expect(messages([withImage])).toEqual([missing])
      const present: CheckOptions = { ...options, publicFileExists: (sitePath) => sitePath === '/img/new.svg' }
      expect(messages([withImage], present)).toEqual([])
    })

    it('follows new property data into the anchors of property tables', () => {
      const table = file('docs/ui.mdx', '---\ntitle: UI\n---\n\n<PropertyTable group="ui" />\n')
      const to = file('docs/to.md', '---\ntitle: To\n---\n\n[brand](/docs/ui#spring.boot.admin.ui.brand)\n')
      expect(messages([table, to])).toEqual([
        'docs/to.md: broken anchor /docs/ui#spring.boot.admin.ui.brand: docs/ui.mdx has no heading #spring.boot.admin.ui.brand',
      ])
      const more: CheckOptions = {
        ...options,
        propertyGroups: new Map([['ui', ['spring.boot.admin.ui.title', 'spring.boot.admin.ui.brand']]]),
        propertyDescriptions: new Map([
          ['spring.boot.admin.ui.title', 'The page title.'],
          ['spring.boot.admin.ui.brand', 'The brand.'],
        ]),
      }
      expect(messages([table, to], more)).toEqual([])
    })
  })
})

