import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installMatchMedia } from '@/hooks/__tests__/fakeMatchMedia'
import { siteConfig } from '@/site.config'
import { VersionDropdown } from './VersionDropdown'

const KEY = 'docs-preferred-version-default'
const preventNavigation = (event: MouseEvent) => event.preventDefault()

describe('VersionDropdown', () => {
  beforeAll(() => document.addEventListener('click', preventNavigation))
  afterAll(() => document.removeEventListener('click', preventNavigation))
  beforeEach(() => {
    window.localStorage.clear()
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true })
  })

  const button = () => screen.getByRole('button', { name: /Documentation version/ })

  it('expands and collapses the versions of the manifest, marking the one shown', async () => {
    const user = userEvent.setup()
    render(<VersionDropdown pageKey="/docs/index" />)
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: '3.4.7' })).not.toBeInTheDocument()
    await user.click(button())
    expect(button()).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(button().getAttribute('aria-controls') ?? '')
    expect(list).toBeVisible()
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      siteConfig.versions.map((entry) => entry.version),
    )
    expect(screen.getByRole('link', { name: '3.5.6' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('link', { name: '3.4.7' })).toHaveAttribute('href', '/3.4.7/docs')
    await user.click(button())
    expect(button()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape with focus back on the button, and on a click outside', async () => {
    const user = userEvent.setup()
    render(
      <>
        <VersionDropdown pageKey="/docs/index" />
        <p>elsewhere</p>
      </>,
    )
    await user.click(button())
    await user.tab()
    expect(screen.getByRole('link', { name: '3.5.6' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    expect(button()).toHaveFocus()
    await user.click(button())
    await user.click(screen.getByText('elsewhere'))
    expect(button()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on navigation', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<VersionDropdown pageKey="/docs/index" />)
    await user.click(button())
    rerender(<VersionDropdown pageKey="/docs/server" />)
    expect(button()).toHaveAttribute('aria-expanded', 'false')
  })

  it('persists the chosen version and shows it outside the docs', async () => {
    const user = userEvent.setup()
    render(<VersionDropdown pageKey="/faq" />)
    expect(button()).toHaveTextContent('3.5.6')
    await user.click(button())
    await user.click(screen.getByRole('link', { name: '3.4.7' }))
    expect(window.localStorage.getItem(KEY)).toBe('3.4.7')
    expect(button()).toHaveTextContent('3.4.7')
  })

  it('reads a stored preference after hydration and ignores unknown versions', () => {
    window.localStorage.setItem(KEY, '3.3.6')
    const { unmount } = render(<VersionDropdown pageKey="/" />)
    expect(button()).toHaveTextContent('3.3.6')
    unmount()
    window.localStorage.setItem(KEY, '0.0.1')
    render(<VersionDropdown pageKey="/" />)
    expect(button()).toHaveTextContent('3.5.6')
    act(() => {
      window.localStorage.setItem(KEY, 'current')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(button()).toHaveTextContent('3.5.6')
  })
})
