import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { SearchButton } from './SearchButton'

const mockDialogLoaded = jest.fn()
jest.mock('./SearchDialog', () => {
  mockDialogLoaded()
  return { SearchDialog: () => null }
})

it('starts loading the dialog code when the button gets the focus', async () => {
  render(<SearchButton />)
  expect(mockDialogLoaded).not.toHaveBeenCalled()
  fireEvent.focus(screen.getByRole('button', { name: /^Search/ }))
  await waitFor(() => expect(mockDialogLoaded).toHaveBeenCalledTimes(1))
})
