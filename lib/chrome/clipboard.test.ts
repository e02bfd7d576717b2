import { copyToClipboard } from './clipboard'

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

afterEach(() => setClipboard(undefined))

it('writes the text and says so', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined)
  setClipboard({ writeText })
  await expect(copyToClipboard('spring.boot.admin.ui.title')).resolves.toBe(true)
  expect(writeText).toHaveBeenCalledWith('spring.boot.admin.ui.title')
})

it('reports a refused write or a missing clipboard as a failure', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) })
  await expect(copyToClipboard('x')).resolves.toBe(false)
  setClipboard(undefined)
  await expect(copyToClipboard('x')).resolves.toBe(false)
})
