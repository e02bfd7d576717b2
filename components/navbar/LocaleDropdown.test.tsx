import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installMatchMedia } from '@/hooks/__tests__/fakeMatchMedia'
import { LocaleDropdown } from './LocaleDropdown'

const preventNavigation = (event: MouseEvent) => event.preventDefault()

describe('LocaleDropdown', () => {
  beforeAll(() => document.addEventListener('click', preventNavigation))
  afterAll(() => document.removeEventListener('click', preventNavigation))

  it('offers the single locale, English, for the page being read', async () => {
    installMatchMedia()
    const user = userEvent.setup()
    render(<LocaleDropdown pageKey="/faq" />)
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    const link = screen.getByRole('link', { name: 'English' })
    expect(link).toHaveAttribute('href', '/faq')
    expect(link).toHaveAttribute('lang', 'en')
    expect(link).toHaveAttribute('aria-current', 'true')
    await user.click(link) // the page being read: nothing to load, the list closes
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})
