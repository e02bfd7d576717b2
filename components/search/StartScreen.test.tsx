import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { makeDialogHit as hit } from '@/lib/search-dialog/__fixtures__/make-dialog-hit'
import { toStoredSearch } from '@/lib/search-dialog/stored-searches'
import { siteConfig } from '@/site.config'
import { embeddedTarget as target, startSearchBackendForFile } from './__fixtures__/searchBackend'
import { SearchDialog } from './SearchDialog'

const mockPush = jest.fn((_path: string) => Promise.resolve(true))
jest.mock('next/router', () => ({ useRouter: () => ({ push: mockPush }) }))

const RECENT_KEY = siteConfig.storageKeys.recentSearches
const FAVORITE_KEY = siteConfig.storageKeys.favoriteSearches

// The searches go through the real client to the real search handler (dialogRecords.ts).
const backend = startSearchBackendForFile()

function store(key: string, ids: number[]) {
  localStorage.setItem(key, JSON.stringify(ids.map((id) => toStoredSearch(hit(id)))))
}

const stored = (key: string) =>
  (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ objectID: string }>).map(
    (entry) => entry.objectID,
  )

function renderDialog() {
  const onClose = jest.fn()
  render(<SearchDialog searchClient={backend.client()} target={target} onClose={onClose} />)
  return { user: userEvent.setup(), onClose, input: screen.getByRole('combobox', { name: 'Search docs' }) }
}

beforeEach(() => {
  localStorage.clear()
  mockPush.mockClear()
})

it('lists recent and favourite searches with their full path, recent first', async () => {
  store(RECENT_KEY, [1, 2])
  store(FAVORITE_KEY, [3])
  renderDialog()
  const listbox = await screen.findByRole('listbox', { name: 'Recent' })
  const [recent, favorites] = within(listbox).getAllByRole('group')
  expect(recent).toHaveAccessibleName('Recent')
  expect(favorites).toHaveAccessibleName('Favorites')
  expect(
    within(recent!)
      .getAllByRole('option')
      .map((option) => option.getAttribute('href')),
  ).toEqual(['/3.5.6/docs/page-1#heading-1', '/3.5.6/docs/page-2#heading-2'])
  expect(within(favorites!).getByRole('option')).toHaveTextContent('Heading 3')
  expect(within(favorites!).getByRole('option')).toHaveTextContent(/Server.*Page 3.*Heading 3/)
  expect(screen.queryByText('No recent searches')).toBeNull()
})

it('opens a recent search with Enter and moves it to the top', async () => {
  store(RECENT_KEY, [1, 2])
  const { user, onClose } = renderDialog()
  await screen.findByRole('listbox', { name: 'Recent' })
  await user.keyboard('{ArrowDown}{Enter}')
  expect(mockPush).toHaveBeenCalledWith('/docs/page-2#heading-2')
  expect(onClose).toHaveBeenCalled()
  expect(stored(RECENT_KEY)).toEqual(['2', '1'])
})

it('a selected hit appears as a recent search the next time', async () => {
  const first = renderDialog()
  await first.user.type(first.input, 'installation')
  await screen.findByRole('listbox', { name: 'Search results' })
  await first.user.keyboard('{Enter}')
  document.body.innerHTML = ''
  renderDialog()
  const listbox = await screen.findByRole('listbox', { name: 'Recent' })
  expect(within(listbox).getByRole('option')).toHaveAttribute('href', '/3.5.6/docs/installation-and-setup')
})

it('promotes a recent search to favourite, removes one, and clears each list', async () => {
  store(RECENT_KEY, [1, 2, 3])
  const { user } = renderDialog()
  await screen.findByRole('listbox', { name: 'Recent' })
  await user.click(screen.getByRole('button', { name: 'Save “Heading 2” as a favorite' }))
  expect(stored(FAVORITE_KEY)).toEqual(['2'])
  expect(stored(RECENT_KEY)).toEqual(['1', '3'])
  expect(within(screen.getByRole('group', { name: 'Favorites' })).getByRole('option')).toHaveTextContent(
    'Heading 2',
  )

  await user.click(screen.getByRole('button', { name: 'Remove “Heading 1” from recent searches' }))
  expect(stored(RECENT_KEY)).toEqual(['3'])

  await user.click(screen.getByRole('button', { name: 'Clear all recent searches' }))
  expect(localStorage.getItem(RECENT_KEY)).toBeNull()
  expect(screen.queryByRole('group', { name: 'Recent' })).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Remove “Heading 2” from favorites' }))
  expect(localStorage.getItem(FAVORITE_KEY)).toBeNull()
  expect(screen.getByText('No recent searches')).toBeInTheDocument()
})

it('clears the favourites with their own Clear', async () => {
  store(FAVORITE_KEY, [4, 5])
  const { user } = renderDialog()
  await screen.findByRole('group', { name: 'Favorites' })
  await user.click(screen.getByRole('button', { name: 'Clear all favorite searches' }))
  expect(localStorage.getItem(FAVORITE_KEY)).toBeNull()
  expect(screen.getByText('No recent searches')).toBeInTheDocument()
})

it('keeps 4 recents once there is a favourite, 7 without', async () => {
  store(RECENT_KEY, [1, 2, 3, 4, 5, 6, 7, 8, 9])
  const { user } = renderDialog()
  const listbox = await screen.findByRole('listbox', { name: 'Recent' })
  expect(within(listbox).getAllByRole('option')).toHaveLength(7)
  await user.click(screen.getByRole('button', { name: 'Save “Heading 1” as a favorite' }))
  expect(within(screen.getByRole('group', { name: 'Recent' })).getAllByRole('option')).toHaveLength(4)
  expect(stored(RECENT_KEY)).toHaveLength(4)
})

it.each([
  ['unreadable JSON', '{not json'],
  ['a wrong shape', JSON.stringify({ hits: [] })],
  ['an unsafe url', JSON.stringify([{ ...toStoredSearch(hit(1)), url: 'javascript:alert(1)' }])],
])('ignores tampered storage (%s) and replaces it on the next selection', async (_, value) => {
  localStorage.setItem(RECENT_KEY, value)
  const { user, input } = renderDialog()
  expect(await screen.findByText('No recent searches')).toBeInTheDocument()
  await user.type(input, 'installation')
  await screen.findByRole('listbox', { name: 'Search results' })
  await user.keyboard('{Enter}')
  expect(stored(RECENT_KEY)).toHaveLength(1)
})
