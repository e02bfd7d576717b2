import type { SidebarItem } from './sidebar'
import { categoryAt, sidebarForPage, startsOpen } from './sidebar-view'

const doc = (id: string): SidebarItem => ({ type: 'doc', id, label: id, href: `/docs/${id}` })

const sidebar: SidebarItem[] = [
  doc('index'),
  {
    type: 'category',
    label: 'Server',
    href: '/docs/server/',
    items: [
      doc('server/security'),
      { type: 'category', label: 'Notifications', items: [doc('server/mail'), doc('server/slack')] },
    ],
  },
  { type: 'category', label: 'Client', items: [doc('client/configuration')] },
  { type: 'category', label: 'Always open', collapsible: false, items: [doc('always/one')] },
  { type: 'category', label: 'Open by its file', collapsed: false, items: [doc('open/one')] },
  { type: 'category', label: 'Empty', href: '/docs/empty', items: [] },
]

describe('sidebarForPage', () => {
  it("leaves out the items of the categories the page shows closed, saying how many they have", () => {
    const shown = sidebarForPage(sidebar, '/docs/index', true)
    expect(shown).toEqual([
      doc('index'),
      { type: 'category', label: 'Server', href: '/docs/server/', items: [], deferredItems: 2 },
      { type: 'category', label: 'Client', items: [], deferredItems: 1 },
      sidebar[3],
      sidebar[4],
      sidebar[5],
    ])
  })

  it('keeps the path to the page open, and closes what is closed inside it', () => {
    const shown = sidebarForPage(sidebar, '/docs/server/security', true)
    expect(shown[1]).toEqual({
      type: 'category',
      label: 'Server',
      href: '/docs/server/',
      items: [doc('server/security'), { type: 'category', label: 'Notifications', items: [], deferredItems: 2 }],
    })
    expect(sidebarForPage(sidebar, '/docs/server/slack', true)[1]).toEqual(sidebar[1])
  })

  it("opens a category on its own page, and keeps everything when the site's default is open", () => {
    expect(sidebarForPage(sidebar, '/docs/server', true)[1]).toMatchObject({ label: 'Server', items: [doc('server/security'), { label: 'Notifications', deferredItems: 2 }] })
    expect(sidebarForPage(sidebar, '/docs/index', false)).toEqual(sidebar)
  })
})

describe('startsOpen', () => {
  it('follows the category file, the default, and the page', () => {
    const [, server, client, always, open] = sidebar as Array<Extract<SidebarItem, { type: 'category' }>>
    expect(startsOpen(client as never, '/docs/index', true)).toBe(false)
    expect(startsOpen(client as never, '/docs/client/configuration', true)).toBe(true)
    expect(startsOpen(server as never, '/docs/server/mail', true)).toBe(true)
    expect(startsOpen(always as never, '/docs/index', true)).toBe(true)
    expect(startsOpen(open as never, '/docs/index', true)).toBe(true)
  })
})

describe('categoryAt', () => {
  it('follows the labels from the top down', () => {
    expect(categoryAt(sidebar, ['Server', 'Notifications'])?.items).toEqual([doc('server/mail'), doc('server/slack')])
    expect(categoryAt(sidebar, ['Client'])?.label).toBe('Client')
    expect(categoryAt(sidebar, ['Notifications'])).toBeUndefined()
    expect(categoryAt(sidebar, ['Server', 'security'])).toBeUndefined()
    expect(categoryAt(sidebar, ['index'])).toBeUndefined()
  })
})
