import { buildSidebar, findBreadcrumbs, findNeighbours, findSection, type SidebarDocInput } from './sidebar'
import { locateDoc } from './paths'

function doc(relativePath: string, title: string, position?: number): SidebarDocInput {
  const location = locateDoc(relativePath)
  return { id: location.id, relativePath, title, position: position ?? location.filePosition, route: location.route, isCategoryIndex: location.isCategoryIndex }
}

const docs = [
  doc('01-index.md', 'Overview'),
  doc('snapshots.md', 'Snapshots'),
  doc('80-actuator.mdx', 'Actuator'),
  doc('server/index.md', 'Server'),
  doc('server/02-security.md', 'Security'),
  doc('server/01-server.mdx', 'Set up'),
  doc('server/notifications/index.mdx', 'Notifications', 80),
  doc('server/notifications/notifier-slack.mdx', 'Slack'),
  doc('server/notifications/notifier-mail.mdx', 'Mail'),
  doc('client/index.md', 'Clients'),
  doc('client/10-features.md', 'Features'),
]
const categories = [
  { rawDir: 'server', label: 'Server', position: 1 },
  { rawDir: 'client', label: 'Clients', position: 2 },
  { rawDir: 'server/notifications', label: 'Notifications', position: 80 },
]

describe('sidebar', () => {
  const sidebar = buildSidebar(docs, categories)

  it('orders by position, then unpositioned items by file name, with index docs as category links', () => {
    expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'Server', 'Clients', 'Actuator', 'Snapshots'])
    const server = sidebar[1]
    expect(server).toMatchObject({ type: 'category', href: '/docs/server/' })
    if (server?.type !== 'category') throw new Error('expected a category')
    expect(server.items.map((item) => item.label)).toEqual(['Set up', 'Security', 'Notifications'])
    const notifications = server.items[2]
    if (notifications?.type !== 'category') throw new Error('expected a category')
    expect(notifications.items.map((item) => item.label)).toEqual(['Mail', 'Slack'])
  })

  it('derives previous/next from the sidebar order, category links included', () => {
    expect(findNeighbours(sidebar, '/docs/server/security')).toEqual({
      previous: { label: 'Set up', href: '/docs/server/server' },
      next: { label: 'Notifications', href: '/docs/server/notifications/' },
    })
    expect(findNeighbours(sidebar, '/docs/index').previous).toBeUndefined()
  })

  it('finds breadcrumbs and the top-level section of a route', () => {
    expect(findBreadcrumbs(sidebar, '/docs/server/notifications/notifier-slack')).toEqual([
      { label: 'Server', href: '/docs/server/' },
      { label: 'Notifications', href: '/docs/server/notifications/' },
    ])
    expect(findSection(sidebar, '/docs/server/notifications/notifier-slack', 'Documentation')).toBe('Server')
    expect(findSection(sidebar, '/docs/snapshots', 'Documentation')).toBe('Documentation')
    expect(findSection(sidebar, '/docs/server/notifications/', 'Documentation')).toBe('Server')
    expect(findSection(sidebar, '/docs/server/', 'Documentation')).toBe('Documentation')
  })
})

describe('sidebar from category files and front matter', () => {
  const fixtureDocs: SidebarDocInput[] = [
    doc('guide/a.md', 'A'),
    { ...doc('guide/b.md', 'B'), className: 'special' },
    { ...doc('guide/hidden.md', 'Hidden'), unlisted: true },
    doc('linked/landing.md', 'Landing'),
    doc('linked/other.md', 'Other'),
    doc('plain/index.md', 'Plain index'),
    doc('plain/page.md', 'Plain page'),
  ]
  const built = buildSidebar(fixtureDocs, [
    {
      rawDir: 'guide',
      label: 'Guide',
      position: 1,
      collapsed: true,
      className: 'guide',
      link: { type: 'generated-index', route: '/docs/category/guide', title: undefined, description: undefined, keywords: [], image: undefined },
    },
    { rawDir: 'linked', label: 'Linked', position: 2, collapsible: false, link: { type: 'doc', id: 'linked/landing' } },
    { rawDir: 'plain', label: 'Plain', position: 3, link: null },
  ])

  it('links categories to a generated index or a named doc, which then is no item of its own', () => {
    expect(built[0]).toMatchObject({ type: 'category', href: '/docs/category/guide', collapsed: true, className: 'guide' })
    expect(built[1]).toMatchObject({ type: 'category', href: '/docs/linked/landing', collapsible: false })
    if (built[1]?.type !== 'category') throw new Error('expected a category')
    expect(built[1].items.map((item) => item.label)).toEqual(['Other'])
  })

  it('lists an index doc as an item when the category has no link, and leaves unlisted docs out', () => {
    expect(built[2]).not.toHaveProperty('href')
    if (built[2]?.type !== 'category' || built[0]?.type !== 'category') throw new Error('expected categories')
    expect(built[2].items.map((item) => item.label)).toEqual(['Plain index', 'Plain page'])
    expect(built[0].items).toEqual([
      { type: 'doc', id: 'guide/a', label: 'A', href: '/docs/guide/a' },
      { type: 'doc', id: 'guide/b', label: 'B', href: '/docs/guide/b', className: 'special' },
    ])
  })
})
