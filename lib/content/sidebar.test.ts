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
