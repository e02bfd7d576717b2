import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { removeEarlyInput, serveWithEarlyInput } from './__fixtures__/earlyInput'
import { SearchButton } from './SearchButton'

const mockDialogLoaded = jest.fn()
jest.mock('./SearchDialog', () => {
  mockDialogLoaded()
  return jest.requireActual('./SearchDialog')
})
jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }))
jest.mock('@/lib/search/client/client')

afterEach(removeEarlyInput)

/** Lets an import started by the component so far run: a module is loaded one promise turn after import(). */
const importsStarted = () => act(async () => undefined)

// The tests share one module registry, like one page life: the dialog code loads once.
it('loads the dialog code on the first hover of the button, not before, and only once', async () => {
  render(<SearchButton />)
  await importsStarted()
  expect(mockDialogLoaded).not.toHaveBeenCalled()
  const button = screen.getByRole('button', { name: /^Search/ })
  fireEvent.pointerEnter(button)
  await waitFor(() => expect(mockDialogLoaded).toHaveBeenCalledTimes(1))
  fireEvent.pointerEnter(button)
  fireEvent.focus(button)
  await importsStarted()
  expect(mockDialogLoaded).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('combobox')).toBeNull()
})

it('opens the dialog once its code has arrived when the shortcut came first', async () => {
  serveWithEarlyInput().hydrated()
  render(<SearchButton />)
  act(() => {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
  })
  // The code is still on its way: nothing is shown yet, but the intent is kept.
  expect(screen.queryByRole('combobox')).toBeNull()
  expect(await screen.findByRole('combobox', { name: 'Search docs' })).toBeInTheDocument()
})
