import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SidebarItem } from '@/lib/content/sidebar'
import { Sidebar } from './Sidebar'

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}))

const items: SidebarItem[] = [
  { type: 'doc', id: 'index', label: 'Overview', href: '/docs/index' },
  { type: 'category', label: 'Installation and Setup', href: '/docs/installation-and-setup/', items: [] },
  {
    type: 'category',
    label: 'Server',
    href: '/docs/server/',
    items: [{ type: 'doc', id: 'server/security', label: 'Foster Security', href: '/docs/server/security' }],
  },
]

describe('Sidebar', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn()
  })

  it('marks the active page and scrolls it into view', () => {
    render(<Sidebar items={items} activeRoute="/docs/server/security" />)
    const active = screen.getByRole('link', { name: 'Foster Security' })
    expect(active).toHaveAttribute('aria-current', 'page')
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current')
  })

  it('starts with categories collapsed, except the one holding the page, and never collapses one on its own', async () => {
    const { unmount } = render(<Sidebar items={items} activeRoute="/docs/index" />)
    // Collapsed: its pages are not rendered at all until it opens.
    expect(screen.queryByRole('link', { name: 'Foster Security' })).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: "Expand sidebar category 'Server'" })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(screen.getByRole('link', { name: 'Foster Security' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'Server'" })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    unmount()

    render(<Sidebar items={items} activeRoute="/docs/server/security" />)
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'Server'" })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it("starts a category open on its own page (the category's link)", () => {
    render(<Sidebar items={items} activeRoute="/docs/server" />)
    expect(screen.getByRole('link', { name: 'Foster Security' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Server' })).toHaveAttribute('aria-current', 'page')
  })

  it('starts a category open when its category file says collapsed: false', () => {
    const open: SidebarItem[] = items.map((item) =>
      item.type === 'category' && item.label === 'Server' ? { ...item, collapsed: false } : item,
    )
    render(<Sidebar items={open} activeRoute="/docs/index" />)
    expect(screen.getByRole('link', { name: 'Foster Security' })).toBeInTheDocument()
  })

  it('shows a category without pages as a plain link', () => {
    render(<Sidebar items={items} activeRoute="/docs/index" />)
    expect(screen.getByRole('link', { name: 'Installation and Setup' })).toHaveAttribute(
      'href',
      '/docs/installation-and-setup',
    )
    expect(screen.queryByRole('button', { name: /Installation and Setup/ })).not.toBeInTheDocument()
  })

  describe('a category the page shows closed, without its items', () => {
    const originalFetch = global.fetch
    afterEach(() => {
      global.fetch = originalFetch
    })
    /** What fetch answers, as far as the sidebar reads it (jsdom has no Response). */
    const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body })
    const closed: SidebarItem[] = [
      { type: 'doc', id: 'index', label: 'Overview', href: '/docs/index' },
      { type: 'category', label: 'Server', href: '/docs/server/', items: [], deferredItems: 1 },
    ]

    it('fetches its pages from the server when the reader opens it, once', async () => {
      const fetchMock = jest.fn(async () =>
        answer(200, {
          release: 'r',
          items: [
            { type: 'doc', id: 'server/security', label: 'Foster Security', href: '/docs/server/security' },
          ],
        }),
      )
      global.fetch = fetchMock as unknown as typeof fetch
      render(<Sidebar items={closed} activeRoute="/docs/index" />)
      // Not a plain link: it has pages to show.
      const toggle = screen.getByRole('button', { name: "Expand sidebar category 'Server'" })
      expect(fetchMock).not.toHaveBeenCalled()
      await userEvent.click(toggle)
      expect(await screen.findByRole('link', { name: 'Foster Security' })).toBeInTheDocument()
      expect(fetchMock).toHaveBeenCalledWith('/3.5.6/api/sidebar?category=Server', expect.anything())
      await userEvent.click(screen.getByRole('button', { name: "Collapse sidebar category 'Server'" }))
      await userEvent.click(screen.getByRole('button', { name: "Expand sidebar category 'Server'" }))
      expect(screen.getByRole('link', { name: 'Foster Security' })).toBeInTheDocument()
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })

    it('keeps the pages of a category left open when the next page, shown client-side, leaves them out', () => {
      const fetchMock = jest.fn()
      global.fetch = fetchMock as unknown as typeof fetch
      const { rerender } = render(<Sidebar items={items} activeRoute="/docs/server/security" />)
      expect(screen.getByRole('link', { name: 'Foster Security' })).toBeInTheDocument()
      rerender(<Sidebar items={closed} activeRoute="/docs/index" />)
      expect(screen.getByRole('link', { name: 'Foster Security' })).toBeInTheDocument()
      expect(fetchMock).not.toHaveBeenCalled()
    })

    it('says so when they cannot be loaded, and tries again on request', async () => {
      const fetchMock = jest
        .fn()
        .mockResolvedValueOnce(answer(503, { message: 'down' }))
        .mockResolvedValueOnce(
          answer(200, {
            items: [{ type: 'doc', id: 'server/a', label: 'Server page', href: '/docs/server/a' }],
          }),
        )
      global.fetch = fetchMock as unknown as typeof fetch
      render(<Sidebar items={closed} activeRoute="/docs/index" />)
      await userEvent.click(screen.getByRole('button', { name: "Expand sidebar category 'Server'" }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        "This category's pages could not be loaded.",
      )
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('link', { name: 'Server page' })).toBeInTheDocument()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
    })
  })
})
