import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installMatchMedia } from '@/hooks/__tests__/fakeMatchMedia'
import type { DocsSidebar } from '@/lib/chrome/docs-sidebar'
import { Navbar } from './Navbar'

const DESKTOP = '(min-width: 996px)'
const docsSidebar: DocsSidebar = {
  activeRoute: '/docs/index',
  items: [
    { type: 'doc', label: 'Overview', href: '/docs/index' },
    { type: 'doc', label: 'Snapshots', href: '/docs/snapshots' },
  ] as DocsSidebar['items'],
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
    fireEvent.scroll(window)
  })
}

describe('Navbar', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn() // jsdom has no layout; the sidebar scrolls its current page into view
  })
  let media: ReturnType<typeof installMatchMedia>
  beforeEach(() => {
    media = installMatchMedia({ [DESKTOP]: false, '(prefers-reduced-motion: reduce)': true })
    scrollTo(0)
  })

  const openButton = () => screen.getByRole('button', { name: 'Open navigation menu' })

  it('has the site links, with the docs section marked current, and a slot for the search button', () => {
    const { container } = render(<Navbar pageKey="/docs/server" />)
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Documentation' })).toHaveAttribute('aria-current', 'true')
    expect(within(main).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current')
    expect(within(main).getByRole('link', { name: /GitHub/ })).toHaveAttribute('target', '_blank')
    expect(container.querySelector('[data-slot="search"]')).toBeInTheDocument()
  })

  it('opens the mobile menu as a modal with the docs sidebar, traps focus and closes on Escape', async () => {
    const user = userEvent.setup()
    render(<Navbar pageKey="/docs/index" docsSidebar={docsSidebar} />)
    expect(openButton()).toHaveAttribute('aria-expanded', 'false')
    await user.click(openButton())
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' })
    expect(openButton()).toHaveAttribute('aria-expanded', 'true')
    expect(openButton()).toHaveAttribute('aria-controls', dialog.id)
    expect(document.body.style.overflow).toBe('hidden')
    expect(within(dialog).getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')

    const close = within(dialog).getByRole('button', { name: 'Close navigation menu' })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('link', { name: 'Snapshots' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(openButton()).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('closes the mobile menu when the window becomes desktop-wide and on navigation', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Navbar pageKey="/docs/index" />)
    await user.click(openButton())
    act(() => media.set(DESKTOP, true))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => media.set(DESKTOP, false))
    await user.click(openButton())
    rerender(<Navbar pageKey="/faq" />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes the mobile menu from its close button and the backdrop', async () => {
    const user = userEvent.setup()
    render(<Navbar pageKey="/" />)
    await user.click(openButton())
    await user.click(screen.getByRole('button', { name: 'Close navigation menu' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(openButton())
    const backdrop = screen.getByRole('dialog').previousElementSibling
    await user.click(backdrop as HTMLElement)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('hides on scroll down, shows on scroll up, and not while it holds the focus', () => {
    render(<Navbar pageKey="/docs/index" />)
    const header = screen.getByRole('banner')
    scrollTo(400)
    expect(header).toHaveAttribute('data-hidden')
    scrollTo(300)
    expect(header).not.toHaveAttribute('data-hidden')
    act(() => openButton().focus())
    scrollTo(800)
    expect(header).not.toHaveAttribute('data-hidden')
  })
})
