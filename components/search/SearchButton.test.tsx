import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { removeEarlyInput, serveWithEarlyInput } from './__fixtures__/earlyInput'
import { SearchButton } from './SearchButton'

const mockPush = jest.fn((_path: string) => Promise.resolve(true))
jest.mock('next/router', () => ({ useRouter: () => ({ push: mockPush }) }))
jest.mock('@/lib/search/client/client')

const dialogInput = () => screen.findByRole('combobox', { name: 'Search docs' })

/** The button in a served page: shortcuts pressed before the search code has arrived are held. */
function renderPage() {
  const page = serveWithEarlyInput()
  const user = userEvent.setup()
  render(
    <>
      <label>
        Name
        <input type="text" />
      </label>
      <SearchButton />
    </>,
  )
  page.hydrated()
  return {
    user,
    button: screen.getByRole('button', { name: /^Search/ }),
    field: screen.getByRole('textbox', { name: 'Name' }),
  }
}

beforeEach(() => localStorage.clear())
afterEach(removeEarlyInput)

describe('button', () => {
  it('is labelled Search and hints Ctrl K outside Apple platforms', async () => {
    const { button } = renderPage()
    expect(button).toHaveTextContent('Search')
    await waitFor(() => expect(button).toHaveTextContent('Ctrl K'))
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /')
  })

  it('hints ⌘ K on Apple platforms', async () => {
    const platform = jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue('MacIntel')
    try {
      const { button } = renderPage()
      await waitFor(() => expect(button).toHaveTextContent('⌘ K'))
    } finally {
      platform.mockRestore()
    }
  })

  it('opens the dialog on click and returns the focus to it on close', async () => {
    const { user, button } = renderPage()
    await user.click(button)
    const input = await dialogInput()
    await waitFor(() => expect(input).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('Escape closes the dialog and returns the focus to the button', async () => {
    const { user, button } = renderPage()
    await user.click(button)
    await waitFor(async () => expect(await dialogInput()).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('starts the search with a character typed on the focused button', async () => {
    const { user, button } = renderPage()
    act(() => button.focus())
    await user.keyboard('s')
    expect(await dialogInput()).toHaveValue('s')
  })
})

describe('shortcuts', () => {
  it('Ctrl+K opens the dialog, and closes it again', async () => {
    const { user } = renderPage()
    await user.keyboard('{Control>}k{/Control}')
    await dialogInput()
    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull())
  })

  it('Cmd+K opens the dialog', async () => {
    const { user } = renderPage()
    await user.keyboard('{Meta>}k{/Meta}')
    expect(await dialogInput()).toBeInTheDocument()
  })

  it('/ opens the dialog outside text fields without typing a slash', async () => {
    const { user } = renderPage()
    await user.keyboard('/')
    expect(await dialogInput()).toHaveValue('')
  })

  /**
   * The search code loaded and the shortcuts bound, as after a first use: from then on a shortcut
   * opens the dialog within the key's own event, so right after a key nothing more can come of it.
   */
  async function withShortcutsBound(user: ReturnType<typeof userEvent.setup>) {
    await user.keyboard('{Control>}k{/Control}')
    await dialogInput()
    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull())
  }

  it('/ in a text field types a slash', async () => {
    const { user, field } = renderPage()
    await withShortcutsBound(user)
    await user.click(field)
    await user.keyboard('a/b')
    expect(field).toHaveValue('a/b')
    expect(screen.queryByRole('combobox')).toBeNull()
    // Ctrl+K toggles: had the slash opened the dialog, this would close it.
    await user.keyboard('{Control>}k{/Control}')
    expect(await dialogInput()).toHaveValue('')
  })

  it('ignores the shortcuts while an input method is composing', async () => {
    const { user } = renderPage()
    await withShortcutsBound(user)
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, isComposing: true }))
    })
    expect(screen.queryByRole('combobox')).toBeNull()
    // Had the composing key toggled the dialog open, this one would close it.
    await user.keyboard('{Control>}k{/Control}')
    expect(await dialogInput()).toBeInTheDocument()
  })
})
