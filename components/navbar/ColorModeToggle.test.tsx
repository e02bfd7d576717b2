import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installMatchMedia } from '@/hooks/__tests__/fakeMatchMedia'
import { ColorModeToggle } from './ColorModeToggle'

const root = document.documentElement

describe('ColorModeToggle', () => {
  beforeEach(() => {
    window.localStorage.clear()
    installMatchMedia({ '(prefers-color-scheme: dark)': true })
    root.dataset.theme = 'light'
    delete root.dataset.themeChoice
    root.classList.remove('dark')
  })

  it('starts light (the system preference is not followed) and toggles dark and light, storing the choice', async () => {
    const user = userEvent.setup()
    render(<ColorModeToggle />)
    const button = screen.getByRole('button', { name: /currently light mode/ })
    await user.click(button)
    expect(root.dataset.theme).toBe('dark')
    expect(root).toHaveClass('dark')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    expect(button).toHaveAccessibleName(/currently dark mode/)
    await user.click(button)
    expect(root.dataset.theme).toBe('light')
    expect(root).not.toHaveClass('dark')
    expect(window.localStorage.getItem('theme')).toBe('light')
  })

  it('shows the mode the boot script applied', () => {
    root.dataset.theme = 'dark'
    window.localStorage.setItem('theme', 'dark')
    render(<ColorModeToggle />)
    expect(screen.getByRole('button', { name: /currently dark mode/ })).toBeInTheDocument()
  })
})
