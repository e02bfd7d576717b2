import { listMarkdown, pageMarkdown, type PageMarkdownContext } from './page-markdown'
import type { PropertyData } from './properties'

const properties: PropertyData = {
  version: '3.5.6',
  groups: [
    {
      id: 'demo',
      prefix: 'demo',
      properties: [
        { name: 'demo.enabled', type: 'java.lang.Boolean', default: 'true', deprecated: false },
        {
          name: 'demo.old-name',
          type: 'java.time.Duration',
          default: null,
          deprecated: true,
          deprecation: { replacement: 'demo.new-name' },
          unit: 'ms',
        },
      ],
    },
  ],
}

const context: PageMarkdownContext = {
  absoluteUrl: (sitePath) => `https://docs.example.org/3.5.6${sitePath}`,
  properties,
  descriptions: { 'demo.enabled': 'Switches it on; `false` turns it off.', 'demo.old-name': 'The old one.' },
  categoryItems: [
    { type: 'doc', id: 'a', label: 'First page', href: '/docs/a' },
    { type: 'category', label: 'More', href: '/docs/more', items: [] },
  ],
}

const markdown = (body: string, options: { hasH1?: boolean } = {}) =>
  pageMarkdown({ title: 'The Title', body, hasH1: options.hasH1 ?? false }, context)

describe('a page as Markdown', () => {
  it('starts with the page title unless the body has its own', () => {
    expect(markdown('Some text.')).toBe('# The Title\n\nSome text.\n')
    expect(markdown('# Own heading\n\nText.', { hasH1: true })).toBe('# Own heading\n\nText.\n')
  })

  it('drops imports, expressions, comments and heading ids', () => {
    const out = markdown(
      "import Tabs from '@theme/Tabs'\n\n{/* a note to writers */}\n\n## Setup {#set-it-up}\n\n<!-- truncate -->\n\nDone.",
    )
    expect(out).toBe('# The Title\n\n## Setup\n\nDone.\n')
  })

  it('turns an admonition into a blockquote that starts with its title', () => {
    expect(markdown(':::warning\n\nMind the gap.\n\n:::')).toContain('> **Warning**\n>\n> Mind the gap.')
    expect(markdown(':::tip[Faster builds]\n\nCache them.\n\n:::')).toContain(
      '> **Tip: Faster builds**\n>\n> Cache them.',
    )
    expect(markdown('<Admonition type="danger" title="Careful">\n\nHot.\n\n</Admonition>')).toContain(
      '> **Danger: Careful**\n>\n> Hot.',
    )
  })

  it('turns tabs into labelled sections, one after the other', () => {
    const out = markdown(
      '<Tabs>\n<TabItem value="maven" label="Maven">\n\n```xml\n<dependency/>\n```\n\n</TabItem>\n<TabItem value="gradle">\n\nUse Gradle.\n\n</TabItem>\n</Tabs>',
    )
    expect(out).toBe('# The Title\n\n**Maven**\n\n```xml\n<dependency/>\n```\n\n**gradle**\n\nUse Gradle.\n')
  })

  it('writes a property table as a Markdown table of the same rows', () => {
    const out = markdown('<PropertyTable group="demo" />')
    expect(out).toContain('| Property | Type | Default | Description |')
    expect(out).toContain('| `demo.enabled` | `Boolean` | `true` | Switches it on; `false` turns it off. |')
    expect(out).toContain('| `demo.old-name` (deprecated: use `demo.new-name`) | `Duration` (unit: ms) | none | The old one. |')
  })

  it('keeps a code block with its language and title, and a diagram as its Mermaid source', () => {
    const out = markdown(
      '```java title="App.java" {2} showLineNumbers\nclass App {\n  // highlight-next-line\n  void run() {}\n}\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```',
    )
    expect(out).toContain('```java title="App.java"\nclass App {\n  void run() {}\n}\n```')
    expect(out).toContain('```mermaid\nflowchart LR\n  A --> B\n```')
  })

  it('makes site links and images absolute and leaves other links alone', () => {
    const out = markdown('See [security](/docs/server/security#csrf), [below](#setup), [Spring](https://spring.io) and ![logo](/img/logo.svg).')
    expect(out).toContain('[security](https://docs.example.org/3.5.6/docs/server/security#csrf)')
    expect(out).toContain('[below](#setup)')
    expect(out).toContain('[Spring](https://spring.io)')
    expect(out).toContain('![logo](https://docs.example.org/3.5.6/img/logo.svg)')
  })

  it('writes details as their summary and content, and the card list as links', () => {
    const out = markdown('<Details summary="Why?">\n\nBecause.\n\n</Details>\n\n<DocCardList />')
    expect(out).toContain('**Why?**\n\nBecause.')
    const html = markdown('<details>\n  <summary>What else?</summary>\n\n  More.\n\n</details>')
    expect(html).toBe('# The Title\n\n**What else?**\n\nMore.\n')
    expect(out).toContain('- [First page](https://docs.example.org/3.5.6/docs/a)\n- [More](https://docs.example.org/3.5.6/docs/more)')
  })

  it('replaces an unknown component by its content, and a Link by a link', () => {
    const out = markdown('<Highlight color="red">Important</Highlight> and <Link to="/docs/a">a page</Link>.')
    expect(out).toBe('# The Title\n\nImportant and [a page](https://docs.example.org/3.5.6/docs/a).\n')
  })

  it('writes a generated index as its title, description and links', () => {
    expect(listMarkdown({ title: 'Guides', description: 'All guides.', items: context.categoryItems }, context.absoluteUrl)).toBe(
      '# Guides\n\nAll guides.\n\n- [First page](https://docs.example.org/3.5.6/docs/a)\n- [More](https://docs.example.org/3.5.6/docs/more)\n',
    )
  })
  it('writes an imported partial where the page shows it, and links docs files at their routes', () => {
    const files: Record<string, string> = {
      'docs/guide/_shared.mdx': 'Shared text with [the setup](setup.md#install).',
      'docs/guide/setup.md': '---\nslug: /start-here\n---\n\n# Setup\n',
    }
    const out = pageMarkdown(
      {
        title: 'Guide',
        body: "import Shared from './_shared.mdx'\n\n<Shared />\n\nAnd [again](./setup.md) or [missing](nope.md).",
        hasH1: false,
        sourcePath: 'docs/guide/index.md',
      },
      { ...context, readContent: (file) => files[file] },
    )
    expect(out).toBe(
      '# Guide\n\nShared text with [the setup](https://docs.example.org/3.5.6/docs/start-here#install).\n\n' +
        'And [again](https://docs.example.org/3.5.6/docs/start-here) or [missing](nope.md).\n',
    )
  })

  it('takes an image source written with useBaseUrl', () => {
    expect(markdown("<img src={useBaseUrl('/img/logo.svg')} alt=\"Logo\" />")).toContain(
      '![Logo](https://docs.example.org/3.5.6/img/logo.svg)',
    )
  })

  it('links images and documents kept beside the page where the site serves them', () => {
    const out = pageMarkdown(
      {
        title: 'Files',
        body: "![Dot](./img/dot.png) and [the checklist](../files/checklist.docx), <img src={require('./img/dot.png').default} alt=\"Dot\" />",
        hasH1: false,
        sourcePath: 'docs/guide/index.md',
      },
      context,
    )
    expect(out).toContain('![Dot](https://docs.example.org/3.5.6/api/content-assets/docs/guide/img/dot.png)')
    expect(out).toContain('[the checklist](https://docs.example.org/3.5.6/api/content-assets/docs/files/checklist.docx)')
    expect(out.match(/api\/content-assets\/docs\/guide\/img\/dot\.png/g)).toHaveLength(2)
  })
})
