import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CopyPage } from './CopyPage'

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

const originalFetch = global.fetch
afterEach(() => {
  setClipboard(undefined)
  global.fetch = originalFetch
})

function answer(status: number, text: string) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 400, status, text: async () => text })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

it('copies the page as Markdown and announces it', async () => {
  const fetchMock = answer(200, '# Security\n\nLock it down.\n')
  const writeText = jest.fn().mockResolvedValue(undefined)
  setClipboard({ writeText })
  render(<CopyPage route="/docs/server/security" />)
  await userEvent.click(screen.getByRole('button', { name: 'Copy page' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Copied')
  expect(fetchMock).toHaveBeenCalledWith('/3.5.6/docs/server/security.md', {
    headers: { Accept: 'text/markdown' },
  })
  expect(writeText).toHaveBeenCalledWith('# Security\n\nLock it down.\n')
})

it('says so when the page could not be copied', async () => {
  answer(404, '{"message":"no"}')
  const writeText = jest.fn().mockResolvedValue(undefined)
  setClipboard({ writeText })
  render(<CopyPage route="/docs/server/security" />)
  await userEvent.click(screen.getByRole('button', { name: 'Copy page' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Copy failed')
  expect(writeText).not.toHaveBeenCalled()
})

it('is a keyboard-reachable button, and links the Markdown for readers without JavaScript', async () => {
  answer(200, 'x')
  setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) })
  render(<CopyPage route="/docs" />)
  await userEvent.tab()
  expect(screen.getByRole('button', { name: 'Copy page' })).toHaveFocus()
  await userEvent.keyboard('{Enter}')
  expect(await screen.findByRole('status')).toHaveTextContent('Copied')
  expect(screen.getByRole('link', { name: 'Markdown version of this page' })).toHaveAttribute(
    'href',
    '/3.5.6/docs.md',
  )
})
