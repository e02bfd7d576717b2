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
})
