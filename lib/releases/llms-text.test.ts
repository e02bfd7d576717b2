import type { SidebarItem } from '../content/sidebar'
import { docMarkdownAt, llmsFullTxt, llmsTxt, type LlmsSite } from './llms-text'
import type { ContentRelease, ReleasePage } from './release'

const docPage = (
  title: string,
  options: { description?: string; noindex?: boolean; markdown?: string } = {},
) =>
  ({
    kind: 'doc',
    props: { title, description: options.description ?? null, noindex: options.noindex ?? false },
    markdown: options.markdown ?? `# ${title}\n\nAbout ${title}.\n`,
    fingerprint: title,
  }) as unknown as ReleasePage

const sidebar: SidebarItem[] = [
  { type: 'doc', id: 'index', label: 'Overview', href: '/docs/index' },
  {
    type: 'category',
    label: 'Server',
    href: '/docs/server',
    items: [
      { type: 'doc', id: 'server/security', label: 'Security', href: '/docs/server/security' },
      {
        type: 'category',
        label: 'Notifications',
        items: [{ type: 'doc', id: 'server/slack', label: 'Slack', href: '/docs/server/slack' }],
      },
    ],
  },
]

const release = {
  docsLandingRoute: '/docs/index',
  sidebar,
  pages: {
    '/docs/index': docPage('Overview', { description: 'What it is.' }),
    '/docs/server': docPage('Server'),
    '/docs/server/security': docPage('Security [and roles]', { description: 'Locks\nand keys.' }),
    '/docs/server/slack': docPage('Slack'),
    '/docs/hidden': docPage('Hidden', { noindex: true }),
    '/faq': { kind: 'page', props: { title: 'FAQ' }, fingerprint: 'f' },
  },
} as unknown as ContentRelease

const site: LlmsSite = {
  title: 'Spring Boot Admin 3.5.6',
  summary: 'Docs for\nthe admin.',
  absoluteUrl: (path) => `https://docs.example.org/3.5.6${path}`,
}

describe('docs for AI assistants', () => {
  it('lists every listed doc by sidebar section, each linking its Markdown', () => {
    expect(llmsTxt(release, site)).toBe(
      [
        '# Spring Boot Admin 3.5.6',
        '',
        '> Docs for the admin.',
        '',
        'Every page below is Markdown (its HTML page is the same URL without `.md`). All of them in one file: https://docs.example.org/3.5.6/llms-full.txt',
        '',
        '## Documentation',
        '',
        '- [Overview](https://docs.example.org/3.5.6/docs/index.md): What it is.',
        '',
        '## Server',
        '',
        '- [Server](https://docs.example.org/3.5.6/docs/server.md)',
        '- [Security \\[and roles\\]](https://docs.example.org/3.5.6/docs/server/security.md): Locks and keys.',
        '- [Slack](https://docs.example.org/3.5.6/docs/server/slack.md)',
        '',
      ].join('\n'),
    )
  })

  it('puts every listed doc in one file, in sidebar order, each with its source', () => {
    const full = llmsFullTxt(release, site)
    const order = ['# Overview', '# Server', '# Security [and roles]', '# Slack'].map((title) =>
      full.indexOf(title),
    )
    expect(order.every((at, index) => at > 0 && (index === 0 || at > (order[index - 1] as number)))).toBe(
      true,
    )
    expect(full).toContain(
      'Source: https://docs.example.org/3.5.6/docs/server/slack\n\n# Slack\n\nAbout Slack.\n',
    )
    expect(full).not.toContain('Hidden')
  })

  it("answers a doc's Markdown by route, the landing as the main doc, never an unlisted page", () => {
    expect(docMarkdownAt(release, '/docs/server/security')).toContain('About Security')
    expect(docMarkdownAt(release, '/docs')).toContain('About Overview')
    expect(docMarkdownAt(release, '/docs/hidden')).toBeUndefined()
    expect(docMarkdownAt(release, '/faq')).toBeUndefined()
    expect(docMarkdownAt(release, '/docs/none')).toBeUndefined()
  })
})
