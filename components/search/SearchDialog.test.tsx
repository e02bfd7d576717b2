import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LiteClient } from 'algoliasearch/lite'
import { queryOf, requestsOf } from '@/lib/search-dialog/dialog-client'
import { buildSearchRequest, defaultSearchContext } from '@/lib/search-dialog/request'
import { siteConfig } from '@/site.config'
import { embeddedTarget as target, startSearchBackendForFile } from './__fixtures__/searchBackend'
import { SearchDialog } from './SearchDialog'

const mockPush = jest.fn((_path: string) => Promise.resolve(true))
jest.mock('next/router', () => ({ useRouter: () => ({ push: mockPush }) }))

const RECENT_KEY = siteConfig.storageKeys.recentSearches

// The real client and the real search handler on a loopback server, searching dialogRecords.ts.
const backend = startSearchBackendForFile()

function renderDialog(options: { initialQuery?: string; client?: LiteClient } = {}) {
  const onClose = jest.fn()
  const user = userEvent.setup()
  render(
    <SearchDialog
      searchClient={options.client ?? backend.client()}
      target={target}
      onClose={onClose}
      initialQuery={options.initialQuery}
    />,
  )
  const input = screen.getByRole('combobox', { name: 'Search docs' })
  return { onClose, user, input }
}

/** The backend's client, recording the query of every search the dialog hands it, as it is handed. */
function recordingClient() {
  const real = backend.client()
  const queries: string[] = []
  const search = ((argument, options) => {
    queries.push(...requestsOf(argument).map(queryOf))
    return real.search(argument, options)
  }) as LiteClient['search']
  return { client: { ...real, search }, queries }
}

/**
 * The real client, with each answer held back until the test lets it through: for the states a
 * fast loopback server never shows (a stalled search, answers arriving out of order).
 */
function heldAnswers(client: LiteClient) {
  const held = new Map<string, { release: () => void; delivered: Promise<unknown> }>()
  const search = ((argument: Parameters<LiteClient['search']>[0], options) => {
    const answer = client.search(argument, options)
    let release = () => undefined as void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const delivered = gate.then(() => answer)
    held.set(queryOf(requestsOf(argument)[0]!), { release, delivered })
    return delivered
  }) as LiteClient['search']
  return {
    client: { ...client, search },
    isSent: (query: string) => held.has(query),
    /** Lets the answer through and returns once InstantSearch has been handed it. */
    release: (query: string) =>
      act(async () => {
        const entry = held.get(query)!
        entry.release()
        await entry.delivered
      }),
  }
}

/** The hit and stored-search options: the "Ask AI" option, first in the listbox, is left out. */
const isHitOption = (option: HTMLElement) => !option.hasAttribute('data-ask-option')
const options = () => screen.queryAllByRole('option').filter(isHitOption)

/** Visible text only: the live region repeats some of it for screen readers. */
const ignore = '[role=status], script, style'

/** Text as seen on screen: without the pauses added for screen readers. */
function visibleTextOf(element: Element): string {
  const copy = element.cloneNode(true) as Element
  copy.querySelectorAll('.sr-only').forEach((node) => node.remove())
  return copy.textContent ?? ''
}

async function search(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, query: string) {
  await user.clear(input)
  await user.type(input, query)
}

/**
 * The dialog on its error screen: the backend fails every search (until the test, or the
 * afterEach below, makes it available again) and one was made. Only one: once it has failed, no
 * other is on its way to fail after the test.
 */
async function renderErrorScreen() {
  await backend.setUnavailable(true)
  const view = renderDialog()
  act(() => view.input.focus())
  await view.user.paste('server')
  await screen.findByText('Unable to fetch results', { ignore })
  return view
}

beforeEach(() => {
  localStorage.clear()
  mockPush.mockClear()
  backend.searches.length = 0
})
afterEach(() => backend.setUnavailable(false))

describe('opening', () => {
  it('shows the input, Cancel, the footer hints and the empty start screen, with focus in the input', async () => {
    const { input } = renderDialog()
    expect(input).toHaveAttribute('placeholder', 'Search docs')
    expect(input).toHaveAttribute('maxLength', '64')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(screen.getByText('to select')).toBeInTheDocument()
    expect(screen.getByText('to navigate')).toBeInTheDocument()
    expect(screen.getByText('to close')).toBeInTheDocument()
    expect(await screen.findByText('No recent searches')).toBeInTheDocument()
    await waitFor(() => expect(input).toHaveFocus())
  })

  it('sends no request for the empty query', async () => {
    const { user, input } = renderDialog()
    await screen.findByText('No recent searches')
    // The first request the server receives is the first keystroke's.
    await user.type(input, 'i')
    await screen.findByRole('listbox', { name: 'Search results' })
    expect(backend.searches.map((search) => search.query)).toEqual(['i'])
  })

  it('starts with the text typed on the button', async () => {
    const { input } = renderDialog({ initialQuery: 'installation' })
    expect(input).toHaveValue('installation')
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument()
  })

  it('shows nothing of the text typed on the button until its answer comes, no "no results" meanwhile', async () => {
    const held = heldAnswers(backend.client())
    renderDialog({ initialQuery: 'installation', client: held.client })
    await waitFor(() => expect(held.isSent('installation')).toBe(true))
    // InstantSearch holds an empty placeholder answer for the query until the real one arrives.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText(/No results for/, { ignore })).toBeNull()
    expect(screen.getByRole('status')).not.toHaveTextContent(/no results/i)
    await held.release('installation')
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/results/)
  })
})

describe('request', () => {
  it('sends exactly the request buildSearchRequest makes through the client, for each keystroke', async () => {
    const { user, input } = renderDialog()
    await user.type(input, 'installation')
    await waitFor(() => expect(backend.searches.at(-1)?.query).toBe('installation'))
    await screen.findByRole('listbox', { name: 'Search results' })
    expect(backend.searches.at(-1)).toEqual(
      buildSearchRequest('installation', defaultSearchContext('spring-boot-admin', 10)),
    )
    expect(backend.searches.map((search) => search.query)).toContain('inst')
  })

  it('sends a keystroke’s search as the key goes down, and only once', async () => {
    const { client, queries: sent } = recordingClient()
    const { user, input } = renderDialog({ client })
    act(() => input.focus())
    // A listener on the document runs after the dialog's own, before the keystroke is in the input.
    const seenAsKeyWentDown: Array<{ sent: string[]; value: string }> = []
    const onBeforeInput = () =>
      seenAsKeyWentDown.push({ sent: [...sent], value: (input as HTMLInputElement).value })
    document.addEventListener('beforeinput', onBeforeInput)
    try {
      await user.type(input, 'c')
    } finally {
      document.removeEventListener('beforeinput', onBeforeInput)
    }
    expect(seenAsKeyWentDown).toEqual([{ sent: ['c'], value: '' }])
    await screen.findByRole('listbox', { name: 'Search results' })
    expect(backend.searches.map((search) => search.query)).toEqual(['c'])
  })

  it('searches what the input holds when a keystroke it was told of does not happen', async () => {
    const { client, queries: searched } = recordingClient()
    const { input } = renderDialog({ client, initialQuery: 'server' })
    await screen.findByRole('listbox', { name: 'Search results' })
    // The key went down, but the edit was cancelled: no input event follows.
    act(() => {
      input.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertText',
          data: 'x',
          bubbles: true,
          cancelable: true,
        }),
      )
    })
    expect(searched.at(-1)).toBe('serverx')
    await waitFor(() => expect(searched.at(-1)).toBe('server'))
    expect(input).toHaveValue('server')
    await screen.findByRole('listbox', { name: 'Search results' })
  })

  it('asks for 5-word snippets on screens up to 768 px', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }))
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true })
    try {
      const { user, input } = renderDialog()
      await user.type(input, 'server')
      await screen.findByRole('listbox', { name: 'Search results' })
      expect(backend.searches.at(-1)!.attributesToSnippet).toContain('content:5')
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia
    }
  })

  it('caps the query at 64 characters', async () => {
    const { user, input } = renderDialog()
    act(() => input.focus())
    await user.paste('x'.repeat(100))
    await screen.findByText(/No results for/, { ignore })
    expect((input as HTMLInputElement).value).toHaveLength(64)
    expect(backend.searches.length).toBeGreaterThan(0)
    expect(backend.searches.every((search) => search.query === 'x'.repeat(64))).toBe(true)
  })
})

describe('screens', () => {
  it('groups results by section, 5 per group, each with its title, full path and snippet', async () => {
    const { user, input } = renderDialog()
    await user.type(input, 'installation')
    const listbox = await screen.findByRole('listbox', { name: 'Search results' })
    const groups = within(listbox).getAllByRole('group')
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Documentation', 'Third Party Integrations'])
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(5)
    const pyctuator = within(groups[1]!).getByRole('option')
    expect(visibleTextOf(pyctuator)).toContain('Third Party Integrations › Pyctuator › Installation')
    expect(pyctuator).toHaveAttribute('href', '/3.5.6/docs/third-party/pyctuator#installation')
    expect(within(pyctuator).getAllByText('Installation', { selector: 'mark' })).toHaveLength(2)
  })

  it('renders highlights as <mark> and entities as characters, never as markup', async () => {
    const { user, input } = renderDialog()
    await user.type(input, 'endpoint id access')
    const [first] = (await screen.findAllByRole('option')).filter(isHitOption)
    expect(first).toHaveTextContent('management.endpoint.<id>.access')
    expect(first!.innerHTML).not.toContain('&amp;lt;')
    expect(within(first!).getByText('id', { selector: 'mark' })).toBeInTheDocument()
  })

  it('shows no results with suggested queries from the last search and a prefilled issue link', async () => {
    const { user, input } = renderDialog()
    await user.type(input, 'installation')
    await screen.findByRole('listbox', { name: 'Search results' })
    await search(user, input, 'xyzzyqqq')
    expect(await screen.findByText('No results for "xyzzyqqq"', { ignore })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Let us know.' })
    expect(link.closest('p')).toHaveTextContent('Believe this query should return results? Let us know.')
    expect(link.getAttribute('href')).toContain('/issues/new?title=Missing+search+results+for+%22xyzzyqqq%22')
    const suggestion = screen.getByRole('button', { name: 'Documentation' })
    expect(screen.getAllByRole('button', { name: /Documentation|Third Party Integrations/ })).toHaveLength(2)
    // The one option left is the question.
    expect(screen.getByRole('option')).toHaveTextContent('Ask AI: xyzzyqqq')
    await user.click(suggestion)
    expect(input).toHaveValue('Documentation')
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument()
  })

  it('shows the error screen when every host fails, and recovers', async () => {
    const { user, input } = await renderErrorScreen()
    expect(screen.getByText('Unable to fetch results', { ignore })).toBeInTheDocument()
    expect(screen.getByText('You might want to check your network connection.')).toBeInTheDocument()
    await backend.setUnavailable(false)
    await search(user, input, 'installation')
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument()
  })

  it('announces the number of results', async () => {
    const { user, input } = renderDialog()
    await user.type(input, 'installation')
    // Six headings of "Installation and Setup", Pyctuator's "Installation" and one paragraph.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('8 results'))
  })
})

describe('status', () => {
  afterEach(() => jest.useRealTimers())

  /**
   * The dialog, focused, on a client whose answers wait for the test (heldAnswers); with
   * `fakeClock` only the clock is faked, and the requests go to the server and back as usual.
   */
  function renderWithHeldAnswers(options: { fakeClock?: boolean } = {}) {
    if (options.fakeClock) jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] })
    const held = heldAnswers(backend.client())
    const rendered = renderDialog({ client: held.client })
    const user = options.fakeClock
      ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      : rendered.user
    act(() => rendered.input.focus())
    return { held, user, input: rendered.input }
  }

  /** Searches "installation" and lets its answer through. */
  async function showInstallationResults({ held, user }: ReturnType<typeof renderWithHeldAnswers>) {
    await user.paste('installation')
    await held.release('installation')
    expect(await screen.findByRole('option', { name: 'Ask AI: installation' })).toBeInTheDocument()
  }

  it('shows the loading indicator only after 300 ms, and keeps the previous screen meanwhile', async () => {
    const { held, user } = renderWithHeldAnswers({ fakeClock: true })
    await user.paste('installation')
    expect(held.isSent('installation')).toBe(true)
    await act(async () => jest.advanceTimersByTime(siteConfig.search.stallThresholdMs - 1))
    expect(screen.queryByTestId('search-loading')).toBeNull()
    expect(screen.getByText('No recent searches')).toBeInTheDocument()
    await act(async () => jest.advanceTimersByTime(1))
    expect(screen.getByTestId('search-loading')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Searching…')
    expect(screen.getByText('No recent searches')).toBeInTheDocument()
    await held.release('installation')
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument()
    expect(screen.queryByTestId('search-loading')).toBeNull()
  })

  it('shows a keystroke in the input at once and the rest with its answer, or 100 ms later when the answer is slow', async () => {
    const dialog = renderWithHeldAnswers({ fakeClock: true })
    const { held, user, input } = dialog
    await showInstallationResults(dialog)

    await user.type(input, 's')
    expect(input).toHaveValue('installations')
    expect(screen.getByRole('option', { name: 'Ask AI: installation' })).toBeInTheDocument()
    await held.release('installations')
    expect(screen.getByRole('option', { name: 'Ask AI: installations' })).toBeInTheDocument()

    await user.type(input, '!')
    expect(held.isSent('installations!')).toBe(true)
    await act(async () => jest.advanceTimersByTime(siteConfig.search.typedQueryRenderDelayMs - 1))
    expect(screen.getByRole('option', { name: 'Ask AI: installations' })).toBeInTheDocument()
    await act(async () => jest.advanceTimersByTime(1))
    expect(screen.getByRole('option', { name: 'Ask AI: installations!' })).toBeInTheDocument()
    expect(input).toHaveValue('installations!')
  })

  it('acts on the query as typed when a key comes before its answer', async () => {
    const dialog = renderWithHeldAnswers()
    const { held, user, input } = dialog
    await showInstallationResults(dialog)
    await user.type(input, 's')
    await waitFor(() => expect(held.isSent('installations')).toBe(true))
    // Up from the first hit: the question option, which asks what the input shows.
    await user.keyboard('{ArrowUp}')
    const ask = screen.getByRole('option', { name: 'Ask AI: installations' })
    expect(input).toHaveAttribute('aria-activedescendant', ask.id)
  })

  it('never lets an older answer overwrite a newer one', async () => {
    const { held, user, input } = renderWithHeldAnswers()
    await user.paste('installation')
    await waitFor(() => expect(held.isSent('installation')).toBe(true))
    await user.clear(input)
    await user.paste('endpoint id access')
    await waitFor(() => expect(held.isSent('endpoint id access')).toBe(true))
    await held.release('endpoint id access')
    await waitFor(() => expect(options()).toHaveLength(2))
    // The older answer is handed to InstantSearch, and whatever it renders is rendered.
    await held.release('installation')
    await act(async () => undefined)
    expect(options()).toHaveLength(2)
    expect(options()[0]).toHaveTextContent('Exposing the Endpoints')
  })
})

describe('keyboard', () => {
  async function withResults() {
    const rendered = renderDialog()
    await rendered.user.type(rendered.input, 'installation')
    await screen.findByRole('listbox', { name: 'Search results' })
    return rendered
  }

  it('follows the combobox pattern and moves the active option with wrapping arrow keys', async () => {
    const { user, input } = await withResults()
    const all = options()
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id)
    expect(input).toHaveAttribute('aria-activedescendant', all[0]!.id)
    expect(all[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', all[1]!.id)
    expect(all[1]).toHaveAttribute('aria-selected', 'true')
    expect(all[0]).toHaveAttribute('aria-selected', 'false')
    // Up from the first hit is the "Ask AI" option, then the list wraps to the last hit.
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Ask AI/ }).id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', all[all.length - 1]!.id)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', all[0]!.id)
  })

  it('scrolls the active option into view', async () => {
    const scrollIntoView = jest.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    try {
      const { user } = await withResults()
      await user.keyboard('{ArrowDown}')
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
      expect(scrollIntoView.mock.contexts[0]).toBe(options()[1])
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
    }
  })

  it('Enter navigates client-side to the hit url with its anchor, remembers it and closes', async () => {
    const { user, onClose } = await withResults()
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    expect(mockPush).toHaveBeenCalledWith('/docs/third-party/pyctuator#installation')
    expect(onClose).toHaveBeenCalled()
    const stored = JSON.parse(localStorage.getItem(RECENT_KEY)!)
    expect(stored[0]).toMatchObject({ url: '/3.5.6/docs/third-party/pyctuator#installation' })
  })

  it('Ctrl/Cmd+Enter opens a new tab and Shift+Enter a new window, keeping the dialog', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    try {
      const { user, onClose } = await withResults()
      await user.keyboard('{Control>}{Enter}{/Control}')
      expect(open).toHaveBeenLastCalledWith(
        options()[0]!.getAttribute('href'),
        '_blank',
        'noopener,noreferrer',
      )
      await user.keyboard('{Meta>}{Enter}{/Meta}')
      expect(open).toHaveBeenCalledTimes(2)
      await user.keyboard('{Shift>}{Enter}{/Shift}')
      expect(open).toHaveBeenLastCalledWith(expect.any(String), '_blank', 'popup,noopener,noreferrer')
      expect(onClose).not.toHaveBeenCalled()
      expect(mockPush).not.toHaveBeenCalled()
    } finally {
      open.mockRestore()
    }
  })

  it('ignores keys while an input method is composing', async () => {
    const { input, onClose } = await withResults()
    const activeBefore = input.getAttribute('aria-activedescendant')
    for (const key of ['Enter', 'ArrowDown', 'Escape']) {
      act(() => {
        input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, isComposing: true }))
      })
    }
    expect(mockPush).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(input).toHaveAttribute('aria-activedescendant', activeBefore)
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  it('Escape closes the panel, then clears the query, then closes the dialog', async () => {
    const { user, input, onClose } = await withResults()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    expect(input).toHaveValue('installation')
    expect(onClose).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
    expect(onClose).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })

  it('the panel opens again on arrow keys, typing and focus', async () => {
    const { user, input } = await withResults()
    await user.keyboard('{Escape}')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByText('Press ↓ to show the results again.')).toBeInTheDocument()
    await user.type(input, 's')
    expect(screen.queryByText('Press ↓ to show the results again.')).toBeNull()
    await user.keyboard('{Escape}')
    act(() => input.blur())
    act(() => input.focus())
    expect(screen.queryByText('Press ↓ to show the results again.')).toBeNull()
  })

  it('Enter with no option submits and closes the panel', async () => {
    // The error screen has no options (no results offers the "Ask AI" option; see AskScreen.test).
    const { user } = await renderErrorScreen()
    await user.keyboard('{Enter}')
    expect(screen.queryByText('Unable to fetch results', { ignore })).toBeNull()
    expect(mockPush).not.toHaveBeenCalled()
  })

  it('the clear button empties the query and keeps the focus in the input', async () => {
    const { user, input } = await withResults()
    await user.click(screen.getByRole('button', { name: 'Clear the query' }))
    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
    expect(await screen.findByText(/Recent|No recent searches/)).toBeInTheDocument()
  })

  it('Cancel closes the dialog', async () => {
    const { user, onClose } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
  })
})

describe('pointer', () => {
  it('a click navigates client-side; a modified click is left to the browser but still remembered', async () => {
    const { user, input, onClose } = renderDialog()
    await user.type(input, 'installation')
    await screen.findByRole('listbox', { name: 'Search results' })
    const [first, second] = options()
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    const preventDefault = jest.spyOn(modified, 'preventDefault')
    // jsdom cannot open a new tab; it only reports that it did not navigate.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      act(() => {
        second!.dispatchEvent(modified)
      })
    } finally {
      consoleError.mockRestore()
    }
    expect(preventDefault).not.toHaveBeenCalled()
    expect(mockPush).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toHaveLength(1)
    await user.click(first!)
    expect(mockPush).toHaveBeenCalledWith('/docs/installation-and-setup')
    expect(onClose).toHaveBeenCalled()
  })

  it('hovering makes an option active', async () => {
    const { user, input } = renderDialog()
    await user.type(input, 'installation')
    await screen.findByRole('listbox', { name: 'Search results' })
    await user.hover(options()[2]!)
    expect(input).toHaveAttribute('aria-activedescendant', options()[2]!.id)
  })
})
