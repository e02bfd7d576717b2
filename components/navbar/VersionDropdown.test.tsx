import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installMatchMedia } from '@/hooks/__tests__/fakeMatchMedia'
import { VersionNavProvider } from '@/hooks/useVersionNav'
import { versionNavFor } from '@/lib/versions/version-nav'
import { publishedVersion } from '@/lib/versions/__fixtures__/version-entries'
import { VersionDropdown as Dropdown } from './VersionDropdown'

const entry = publishedVersion
/** The manifest of three published versions; 3.3.6 has no security page. */
const MANIFEST = [
  entry('3.5.6', 'current', ['/docs/index', '/docs/server', '/docs/server/security']),
  entry('3.4.7', 'maintained', ['/docs/index', '/docs/server', '/docs/server/security']),
  entry('3.3.6', 'unmaintained', ['/docs/index', '/docs/server']),
]

/** The dropdown as a page rendered from the manifest shows it. */
function VersionDropdown({ pageKey, inMenu }: { pageKey: string; inMenu?: boolean }) {
  return (
    <VersionNavProvider nav={versionNavFor(MANIFEST, { name: '3.5.6', basePath: '/3.5.6' }, pageKey)}>
      <Dropdown pageKey={pageKey} inMenu={inMenu} />
    </VersionNavProvider>
  )
}

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
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['3.5.6', '3.4.7', '3.3.6'])
    expect(screen.getByRole('link', { name: '3.5.6' })).toHaveAttribute('aria-current', 'true')
    // The same page in each version that has it.
    expect(screen.getByRole('link', { name: '3.4.7' })).toHaveAttribute('href', '/3.4.7/docs/index')
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

  it("links the reader's page in each version, else that version's docs landing", async () => {
    const user = userEvent.setup()
    render(<VersionDropdown pageKey="/docs/server/security" />)
    await user.click(button())
    expect(screen.getByRole('link', { name: '3.4.7' })).toHaveAttribute('href', '/3.4.7/docs/server/security')
    expect(screen.getByRole('link', { name: '3.3.6' })).toHaveAttribute('href', '/3.3.6/docs')
  })

  it('lists this version alone when the page was rendered without a manifest', async () => {
    const user = userEvent.setup()
    render(<Dropdown pageKey="/docs/server" />)
    await user.click(button())
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['3.5.6'])
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
      window.localStorage.setItem(KEY, 'next-unknown')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(button()).toHaveTextContent('3.5.6')
  })
})
